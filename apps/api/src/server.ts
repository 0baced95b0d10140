import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { type SandboxProvider, startSandboxProvider } from './modules/payments/payments.module.ts';
import { MINUTE_MS } from './seed/durations.ts';
import { prepareDemoShop } from './seed/seed.ts';

/**
 * The sandbox payment provider on the port of PAYMENT_PROVIDER_URL, on the shop's own HOST (the URL's
 * host is the name browsers reach it by, which may be a proxy's); its webhooks go to `shopUrl`.
 */
export function startPaymentSandbox(
  config: Config,
  database: Database,
  shopUrl: string,
): Promise<SandboxProvider> {
  const { port, protocol } = new URL(config.payments.providerUrl);
  const defaultPort = protocol === 'https:' ? 443 : 80;
  return startSandboxProvider({
    config,
    database,
    shopUrl,
    listen: { host: config.host, port: Number(port || defaultPort) },
  });
}

/**
 * Migrates, seeds an empty database, listens, and shuts down cleanly on SIGINT/SIGTERM. Unless
 * PAYMENT_SANDBOX=false, the sandbox payment provider listens beside the shop on its own port.
 */
export async function startServer(config: Config): Promise<void> {
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database);
  if (config.seedOnStart) {
    await prepareDemoShop(database, config.onBoardOpensMinutesBeforeDeparture * MINUTE_MS);
  }

  const provider = config.payments.runSandbox
    ? await startPaymentSandbox(config, database, config.publicBaseUrl)
    : undefined;
  const app = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    if (config.shutdownDrainMs > 0) {
      // Behind a balancer: it stops sending requests here once /ready fails, then the listener closes.
      app.drain();
      app.log.info({ signal }, 'draining: /ready answers 503, requests are still served');
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    await provider?.close();
    await database.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Duty-free shop ready at ${config.publicBaseUrl}`);
  if (provider) app.log.info(`Sandbox payment provider ready at ${config.payments.providerUrl}`);
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
