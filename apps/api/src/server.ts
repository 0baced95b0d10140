import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { MINUTE_MS } from './seed/durations.ts';
import { prepareDemoShop } from './seed/seed.ts';

/** Migrates, seeds an empty database, listens, and shuts down cleanly on SIGINT/SIGTERM. */
export async function startServer(config: Config): Promise<void> {
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database);
  if (config.seedOnStart) {
    await prepareDemoShop(database, config.onBoardOpensMinutesBeforeDeparture * MINUTE_MS);
  }

  const app = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    await database.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Duty-free shop ready at ${config.publicBaseUrl}`);
}

export async function main(): Promise<void> {
  try {
    await startServer(loadConfig());
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}

if (import.meta.main) await main();
