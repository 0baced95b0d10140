// Vendure 3 as the shop's peer in `bench:vendure-search`: PostgreSQL (pure-JS pg), its default SQL
// search (DefaultSearchPlugin), jobs run in the server's own process. Port and database from the
// environment: VENDURE_PORT (3000), VENDURE_DATABASE_URL (postgres://postgres@127.0.0.1:5432/vendure_bench).
const { DefaultSearchPlugin, DefaultLogger, LogLevel } = require('@vendure/core');

const url = new URL(process.env.VENDURE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vendure_bench');

exports.config = {
  apiOptions: {
    port: Number(process.env.VENDURE_PORT ?? 3000),
    hostname: '127.0.0.1',
    adminApiPath: 'admin-api',
    shopApiPath: 'shop-api',
    adminApiPlayground: false,
    shopApiPlayground: false,
  },
  authOptions: {
    tokenMethod: ['bearer', 'cookie'],
    superadminCredentials: { identifier: 'superadmin', password: 'superadmin' },
    cookieOptions: { secret: 'vendure-bench' },
  },
  dbConnectionOptions: {
    type: 'postgres',
    host: url.hostname,
    port: Number(url.port || 5432),
    username: decodeURIComponent(url.username || 'postgres'),
    password: decodeURIComponent(url.password || ''),
    database: url.pathname.slice(1),
    synchronize: process.env.VENDURE_SYNCHRONIZE === 'true',
    logging: false,
  },
  paymentOptions: { paymentMethodHandlers: [] },
  logger: new DefaultLogger({ level: LogLevel.Warn }),
  plugins: [DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: false })],
};
