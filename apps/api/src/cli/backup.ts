import { loadConfig } from '../config.ts';
import { backUp } from '../db/backup.ts';

// `npm run db:backup -- <file>`: a backup of DATABASE_URL's database, taken while the shop runs
// (docs/operations.md).
const [file] = process.argv.slice(2);
try {
  if (!file) throw new Error('Name the backup file: npm run db:backup -- <file>');
  const { engine, tables } = await backUp(loadConfig().databaseUrl, file);
  console.log(`Backed up ${tables} tables of the ${engine} database to ${file}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
