import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/database.ts';
import { startPaymentSandbox } from '../../apps/api/src/server.ts';

// The sandbox payment provider in a process of its own, as `start:cluster` runs it (decision 0019), so that
// the checkout benchmark's API CPU per order is the shop's alone. Listens on PAYMENT_PROVIDER_URL; its
// webhooks go to SHOP_URL. GET /health on PORT answers once it listens.
const config = loadConfig();
const database = openDatabase(config.databaseUrl);
const provider = await startPaymentSandbox(config, database, String(process.env.SHOP_URL));
const { createServer } = await import('node:http');
const health = createServer((_request, response) => response.end('ok')).listen(config.port, '127.0.0.1');
process.once('SIGTERM', async () => {
  health.close();
  await provider.close();
  await database.destroy();
  process.exit(0);
});
