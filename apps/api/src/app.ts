import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerOpenApi } from './http/openapi.ts';
import { createRateLimiter } from './http/rate-limit.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { CustomerSessions } from './modules/auth/customer-sessions.ts';
import { registerRequestGuard } from './modules/auth/request-guard.ts';
import { tokenRoutes } from './modules/auth/token.routes.ts';
import { TokenService } from './modules/auth/token.service.ts';
import { loadOrCreateTokenSecret } from './modules/auth/token-secret.repository.ts';
import { createCart } from './modules/cart/cart.module.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { createCatalog } from './modules/catalog/catalog.module.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { CurrenciesRepository } from './modules/currencies/currencies.repository.ts';
import { currenciesRoutes } from './modules/currencies/currencies.routes.ts';
import { CurrenciesService } from './modules/currencies/currencies.service.ts';
import { customerProfileRoutes } from './modules/customers/customer-profile.routes.ts';
import { CustomerProfileService } from './modules/customers/customer-profile.service.ts';
import { CustomersRepository } from './modules/customers/customers.repository.ts';
import { passwordRoutes } from './modules/customers/password.routes.ts';
import { PasswordService } from './modules/customers/password.service.ts';
import { PasswordResetRepository } from './modules/customers/password-reset.repository.ts';
import { signInRoutes } from './modules/customers/sign-in.routes.ts';
import { SignInService } from './modules/customers/sign-in.service.ts';
import { EngagementRepository } from './modules/engagement/engagement.repository.ts';
import { engagementRoutes } from './modules/engagement/engagement.routes.ts';
import { EngagementService } from './modules/engagement/engagement.service.ts';
import { createFlights } from './modules/flights/flights.module.ts';
import { flightsRoutes } from './modules/flights/flights.routes.ts';
import { EmbeddedLoyaltyProgramme } from './modules/loyalty/loyalty.adapter.ts';
import { LoyaltyRepository } from './modules/loyalty/loyalty.repository.ts';
import { createMailer } from './modules/mail/mail.adapter.ts';
import { MailOutboxRepository } from './modules/mail/mail.repository.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { createOrders } from './modules/orders/orders.module.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { createPaymentGateway, injectedWebhookDelivery } from './modules/payments/payments.module.ts';
import type { WebhookDelivery } from './modules/payments/payments.sandbox-gateway.ts';
import { sandboxPageRoutes } from './modules/payments/payments.sandbox-routes.ts';
import { paymentWebhookRoutes } from './modules/payments/payments.webhook-routes.ts';

export type AppDependencies = { config: Config; database: Database };

async function createServices(
  { config, database }: AppDependencies,
  logger: FastifyBaseLogger,
  deliverWebhook: WebhookDelivery,
) {
  const { db } = database;
  const tokenSecret = config.tokenSecret ?? (await loadOrCreateTokenSecret(db));
  const tokens = new TokenService({
    secret: tokenSecret,
    clientTtlSeconds: config.clientTokenTtlSeconds,
    userTtlSeconds: config.userTokenTtlSeconds,
  });
  const loyalty = new EmbeddedLoyaltyProgramme(new LoyaltyRepository(db, database.engine));
  const mailer = createMailer(config, new MailOutboxRepository(db), logger);
  const rateLimiter = createRateLimiter(config.redisUrl);
  const customers = new CustomersRepository(db);
  const sessions = new CustomerSessions(customers);
  const currencies = new CurrenciesService(new CurrenciesRepository(db));
  const catalog = createCatalog(database, currencies);
  const cart = createCart(database, catalog);
  const flights = createFlights(database);
  const paymentGateway = await createPaymentGateway(config, database, deliverWebhook, logger);
  return {
    tokens,
    sessions,
    currencies,
    catalog,
    cart,
    flights,
    paymentGateway,
    orders: createOrders({
      config,
      database,
      secret: tokenSecret,
      cart,
      flights,
      customers,
      loyalty,
      gateway: paymentGateway,
      mailer,
      rateLimiter,
      logger,
    }),
    loyalty,
    mailer,
    rateLimiter,
    engagement: new EngagementService({
      repository: new EngagementRepository(db),
      rateLimiter,
      limits: config.rateLimits,
    }),
    signIns: new SignInService({ customers, loyalty, tokens, rateLimiter, limits: config.rateLimits }),
    profiles: new CustomerProfileService({ customers, loyalty, tokens }),
    passwords: new PasswordService({
      customers,
      resets: new PasswordResetRepository(db),
      sessions,
      tokens,
      mailer,
      rateLimiter,
      limits: config.rateLimits,
      publicBaseUrl: config.publicBaseUrl,
    }),
  };
}

/** Builds the whole shop (API, web app, docs) without listening, so tests can `inject` requests. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && given.length <= 128 ? given : randomUUID();
    },
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API; serialising through them was measured slower than JSON.stringify
  // for string-heavy product rows (PERFORMANCE-NOTES), so replies are stringified directly.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandling(app);

  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
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

  const services = await createServices(deps, app.log, injectedWebhookDelivery(app));
  app.addHook('onClose', () => services.rateLimiter.close());
  services.orders.sweeper.start();
  // Once the webhook route can take the bank's late answers.
  app.addHook('onReady', async () => {
    await services.paymentGateway.resumePendingSettlements();
  });
  app.addHook('onClose', async () => {
    await services.orders.sweeper.stop();
    await services.paymentGateway.close();
  });
  app.get('/health', { schema: { hide: true } }, async () => {
    await deps.database.db.selectFrom('currency').select('id').limit(1).execute();
    return { status: 'ok' };
  });

  await app.register(async (api) => {
    registerRequestGuard(api, services.tokens, services.sessions);
    await api.register(tokenRoutes, {
      tokens: services.tokens,
      baseUrl: config.publicBaseUrlIsSet ? config.publicBaseUrl : undefined,
    });
    await api.register(currenciesRoutes, { currencies: services.currencies });
    await api.register(catalogRoutes, { catalog: services.catalog });
    await api.register(cartRoutes, { cart: services.cart });
    await api.register(signInRoutes, { signIns: services.signIns });
    await api.register(customerProfileRoutes, { profiles: services.profiles });
    await api.register(passwordRoutes, { passwords: services.passwords });
    await api.register(engagementRoutes, { engagement: services.engagement });
    await api.register(flightsRoutes, { flights: services.flights });
    await api.register(ordersRoutes, { orders: services.orders });
    await api.register(paymentWebhookRoutes, {
      gateway: services.paymentGateway,
      handler: services.orders.settlement,
    });
  });

  // Generated pictures are public like static files: outside the API scope and its token guard.
  await app.register(mediaRoutes);
  // The sandbox gateway's payment page stands for the provider's own site: outside the API and its guard.
  await app.register(sandboxPageRoutes, { gateway: services.paymentGateway });
  await registerWebApp(app, config.webDist);
  return app;
}
