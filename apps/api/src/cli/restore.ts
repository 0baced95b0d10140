import { loadConfig } from '../config.ts';
import { restore } from '../db/backup.ts';

// `npm run db:restore -- <file>`: the backup restored into DATABASE_URL's database, which must be empty
// (docs/operations.md). The shop then starts on it as usual; its migrations bring an older backup's
// schema up to date.
const [file] = process.argv.slice(2);
try {
  if (!file) throw new Error('Name the backup file: npm run db:restore -- <file>');
  const { engine, tables } = await restore(file, loadConfig().databaseUrl);
  console.log(`Restored ${tables} tables from ${file} into the ${engine} database.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
