import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

// `npm run db:migrate`: the same migrations that run on start, for deployments that migrate first.
try {
  const database = openDatabase(loadConfig().databaseUrl);
  const applied = await migrateToLatest(database);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The schema is up to date.');
  await database.destroy();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
