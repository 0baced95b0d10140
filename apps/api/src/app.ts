import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCacheInvalidations } from './caching/cache-invalidations.ts';
import type { Config, TrustedProxies } from './config.ts';
import type { Database } from './db/database.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerJsonBodies } from './http/json-bodies.ts';
import { registerOpenApi } from './http/openapi.ts';
import { createRateLimiter } from './http/rate-limit.ts';
import { replySerializer } from './http/reply-serializer.ts';
import { registerRequestIds, requestAwareLogger, requestIdOf } from './http/request-ids.ts';
import { requestLogging } from './http/request-logging.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { pageScriptHashes, registerWebApp } from './http/web-app.ts';
import { allSessionChecks, createAuth, registerAuthRoutes } from './modules/auth/auth.module.ts';
import { createBackOffice, registerBackOfficeRoutes } from './modules/back-office/back-office.module.ts';
import { createCabin, registerCabinRoutes } from './modules/cabin/cabin.module.ts';
import { createCart, registerCartRoutes } from './modules/cart/cart.module.ts';
import {
  createCatalog,
  pageCatalogue,
  registerCatalogRoutes,
  registerSitemapRoutes,
} from './modules/catalog/catalog.module.ts';
import { createCurrencies, registerCurrenciesRoutes } from './modules/currencies/currencies.module.ts';
import { createCustomers, registerCustomersRoutes } from './modules/customers/customers.module.ts';
import { createEngagement, registerEngagementRoutes } from './modules/engagement/engagement.module.ts';
import {
  createFlightSchedule,
  createFlights,
  registerFlightsRoutes,
} from './modules/flights/flights.module.ts';
import { createJobs, registerJobsRoutes } from './modules/jobs/jobs.module.ts';
import { createLoyalty } from './modules/loyalty/loyalty.module.ts';
import { createMail } from './modules/mail/mail.module.ts';
import { createMedia, registerMediaRoutes } from './modules/media/media.module.ts';
import { createOnBoard, registerOnBoardRoutes } from './modules/onboard/onboard.module.ts';
import { createOrders, handOverTokenKey, registerOrdersRoutes } from './modules/orders/orders.module.ts';
import { createPacking, registerPackingRoutes } from './modules/packing/packing.module.ts';
import { createPaymentGateway, registerPaymentWebhookRoutes } from './modules/payments/payments.module.ts';
import { createStaff, registerStaffRoutes } from './modules/staff/staff.module.ts';
import { createStock } from './modules/stock/stock.module.ts';
import { registerOperationsRoutes } from './operations/operations.routes.ts';
import { createReadiness } from './operations/readiness.ts';
import { requestTimer } from './operations/request-metrics.ts';
import { createShopMetrics, type ShopMetrics } from './operations/shop-metrics.ts';

export type AppDependencies = {
  config: Config;
  database: Database;
  /** Tests: every reply is checked against its route's response schema before it is sent. */
  checkReplies?: boolean;
  /** Tests: where the shop's log lines go, to be read back (standard output otherwise). */
  logStream?: { write(line: string): void };
};

/**
 * A number of proxies becomes "trust the nearest N hops": the socket's peer is hop 0. (Fastify's own
 * numeric form took the socket address as the client in our tests, which would put every client behind
 * the balancer into one rate-limit bucket.)
 */
function proxyTrust(
  trusted: TrustedProxies,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trusted === 'number' ? (_address, hop) => hop < trusted : trusted;
}

/**
 * Every module, created once in the order their dependencies need. `logger` writes through the logger of
 * the request being answered, when there is one (`requestAwareLogger`).
 */
async function createModules(
  { config, database }: AppDependencies,
  logger: FastifyBaseLogger,
  metrics: ShopMetrics,
) {
  const jobs = createJobs(config, database, logger);
  const auth = await createAuth(config, database);
  const rateLimiter = createRateLimiter(config.redisUrl);
  const loyalty = createLoyalty(database);
  const mailer = createMail(config, database, logger);
  const customers = createCustomers({ config, database, tokens: auth.tokens, loyalty, mailer, rateLimiter });
  const staff = createStaff({
    config,
    database,
    tokens: auth.tokens,
    secret: auth.secret,
    revocations: auth.revocations,
    rateLimiter,
    jobs,
    mailer,
  });
  const currencies = createCurrencies(database, { confirmAbovePercent: config.exchangeRateConfirmPercent });
  const catalog = createCatalog(database, currencies, { logger });
  const cart = createCart(database, catalog);
  const flights = createFlights(config, database, rateLimiter);
  const paymentGateway = await createPaymentGateway(config, database);
  const stock = createStock(database);
  const orders = createOrders({
    config,
    database,
    secret: auth.secret,
    handOverKey: await handOverTokenKey(config, database),
    cart,
    purchaseRules: catalog.purchaseRules,
    customsRules: catalog.customsRules,
    flights,
    customers,
    loyalty,
    gateway: paymentGateway,
    mailer,
    jobs,
    rateLimiter,
    stock,
    logger,
    watch: metrics.orderWatch,
  });
  const onBoard = createOnBoard({ database, catalog, flights });
  const packing = createPacking({ database, fulfilment: orders.fulfilment, audit: staff.audit });
  const cabin = createCabin({
    database,
    packing: packing.packing,
    fulfilment: orders.fulfilment,
    sales: orders.trolleySales,
    flights,
    onBoard,
    stock,
    currencies,
    audit: staff.audit,
    handOverTokens: orders.handOverTokens,
    staffActive: async (staffId) => (await staff.findById(staffId))?.active === true,
    dutyMarginMinutes: config.dutyMarginMinutes,
  });
  const engagement = createEngagement(config, database, rateLimiter);
  const media = createMedia(database);
  const invalidations = createCacheInvalidations(
    config.redisUrl,
    { catalog: (items) => catalog.invalidateCaches(items), currencies: () => currencies.invalidate() },
    (message) => logger.warn(message),
  );
  const backOffice = createBackOffice({
    database,
    audit: staff.audit,
    staffNames: async (staffId) => (await staff.findById(staffId))?.name ?? null,
    pictures: media.uploads,
    invalidateCatalogCaches: (items) => invalidations.announce('catalog', items),
    invalidateCurrencyCaches: () => invalidations.announce('currencies'),
    catalog,
    schedule: createFlightSchedule(database),
    currencies,
    orders: orders.orders,
    rebooking: orders.rebooking,
    orderBook: orders.book,
    trolley: cabin.cabin,
    jobs,
    loyalty,
    customers: customers.lookup,
    staffAccounts: staff.accountKeeping,
    stock,
  });
  return {
    jobs,
    auth,
    rateLimiter,
    customers,
    staff,
    currencies,
    catalog,
    cart,
    flights,
    paymentGateway,
    orders,
    onBoard,
    packing,
    cabin,
    engagement,
    media,
    invalidations,
    backOffice,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts a rolling restart's drain: `/ready` answers 503 from now on, while requests are still served. */
    drain(): void;
  }
}

/** Builds the whole shop (API, web app, docs) without listening, so tests can `inject` requests. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const metrics = createShopMetrics();
  const app = Fastify({
    logger: { level: config.logLevel, ...(deps.logStream && { stream: deps.logStream }) },
    // Told of every finished request: it times each into the request histogram.
    logController: requestLogging(config.logRequests, requestTimer(metrics.requests)),
    genReqId: requestIdOf(config.trustProxy),
    // The largest JSON a call takes (a price list, an item's texts in three languages) is some 40 KB; the
    // calls that take pictures or a schedule's CSV say their own. A body is read whole before it is
    // refused, so this bounds what a hostile one costs (docs/decisions/0039).
    bodyLimit: 64 * 1024,
    trustProxy: proxyTrust(config.trustProxy),
    // The search index is built before the process listens (an onReady hook): 100,000 items took up to a
    // minute on a loaded machine, in a worker thread that leaves the event loop free, so Fastify's 10 s
    // would stop the start (decision 0038). A plugin that hangs still stops it, later.
    pluginTimeout: 300_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializer(deps.checkReplies ?? false));
  registerErrorHandling(app);
  registerJsonBodies(app);
  registerRequestIds(app);
  // Before any route, so that compression is each route's last onSend hook.
  registerCompression(app);

  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the boarding-pass scanner compile our own .wasm decoder (decision 55); it
        // allows WebAssembly only, not eval() or new Function() of script.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...pageScriptHashes(config.webDist)],
        // blob: the back office's preview of a picture chosen for upload, made by the page's own script
        // (URL.createObjectURL); no other origin's images.
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  await registerOpenApi(app);

  const modules = await createModules(deps, requestAwareLogger(app.log), metrics);
  metrics.readWhenScraped({
    jobs: modules.jobs,
    catalogCaches: () => modules.catalog.cacheUse(),
    database: deps.database,
  });
  const readiness = createReadiness(deps.database, config.redisUrl, (check, error) =>
    app.log.warn({ err: error, check }, 'not ready'),
  );
  app.addHook('onClose', () => readiness.close());
  app.decorate('drain', () => readiness.drain());
  app.addHook('onClose', () => modules.rateLimiter.close());
  app.addHook('onClose', () => modules.invalidations.close());
  app.addHook('onClose', () => modules.auth.revocations.close());
  modules.orders.sweeper.start();
  // Once the routes can take what the jobs do.
  app.addHook('onReady', async () => {
    modules.jobs.start();
    // Not awaited: a provider still starting is asked again by the check's retries, not by the start.
    void modules.orders.settlement.checkOpenPaymentsAtStart(modules.jobs.name);
  });
  app.addHook('onClose', async () => {
    await modules.orders.sweeper.stop();
    await modules.jobs.stop();
    await modules.paymentGateway.close();
  });
  await registerOperationsRoutes(app, { config, readiness, registry: metrics.registry });

  await app.register(async (api) => {
    const baseUrl = config.publicBaseUrlIsSet ? config.publicBaseUrl : undefined;
    const sessions = allSessionChecks(modules.customers.sessions, modules.staff.sessions);
    await registerAuthRoutes(api, modules.auth, sessions, baseUrl);
    await registerCurrenciesRoutes(api, modules.currencies);
    await registerCatalogRoutes(api, modules.catalog);
    await registerCartRoutes(api, modules.cart);
    await registerCustomersRoutes(api, modules.customers);
    await registerEngagementRoutes(api, modules.engagement);
    await registerFlightsRoutes(api, modules.flights, modules.catalog.customsRules);
    await registerOrdersRoutes(api, modules.orders);
    await registerOnBoardRoutes(api, modules.onBoard);
    await registerPaymentWebhookRoutes(api, modules.paymentGateway, modules.orders.settlement);
    await registerStaffRoutes(api, modules.staff);
    await registerPackingRoutes(api, modules.packing);
    await registerCabinRoutes(api, modules.cabin);
    await registerBackOfficeRoutes(api, modules.backOffice);
    await registerJobsRoutes(api, modules.jobs);
  });

  await registerMediaRoutes(app, modules.media);
  await registerSitemapRoutes(app, modules.catalog, config.publicBaseUrl);
  await registerWebApp(app, config.webDist, {
    origin: config.publicBaseUrl,
    catalogue: pageCatalogue(modules.catalog),
  });
  return app;
}
