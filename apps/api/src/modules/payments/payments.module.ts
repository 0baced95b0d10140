import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { requestLogging } from '../../http/request-logging.ts';
import { registerSecurityHeaders } from '../../http/security-headers.ts';
import { loadOrCreateSecret } from '../auth/auth.module.ts';
import { createJobs } from '../jobs/jobs.module.ts';
import type { PaymentEventHandler, PaymentGateway } from './payment-gateway.adapter.ts';
import { ProviderGateway } from './provider-gateway.adapter.ts';
import { SandboxSessionsRepository } from './sandbox.repository.ts';
import { sandboxPageRoutes } from './sandbox.routes.ts';
import { sandboxApiRoutes } from './sandbox-api.routes.ts';
import { SandboxGateway, type WebhookDelivery } from './sandbox-gateway.adapter.ts';
import { PAYMENT_WEBHOOK_PATH, paymentWebhookRoutes } from './webhook.routes.ts';

export type {
  GatewayPaymentState,
  PaymentEvent,
  PaymentEventHandler,
  PaymentGateway,
} from './payment-gateway.adapter.ts';
export type { SandboxGateway, WebhookDelivery } from './sandbox-gateway.adapter.ts';

/**
 * The sandbox's webhooks reach the shop as HTTP requests through the app itself (`inject`): tests need no
 * port for the shop.
 */
export function injectedWebhookDelivery(app: FastifyInstance): WebhookDelivery {
  return async ({ url, body, headers }) =>
    (await app.inject({ method: 'POST', url, payload: body, headers })).statusCode;
}

/** The provider's webhooks over the network to the shop, as a real provider posts them. */
const fetchedWebhookDelivery: WebhookDelivery = async ({ url, body, headers }) =>
  (await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) })).status;

/** The PAYMENT_WEBHOOK_SECRET, or one generated once and shared by every process through the database. */
export async function paymentWebhookSecret(config: Config, database: Database): Promise<string> {
  return config.payments.webhookSecret ?? (await loadOrCreateSecret(database.db, 'payment_webhook_secret'));
}

/** The shop's gateway: the payment provider at PAYMENT_PROVIDER_URL, reached over HTTP. */
export async function createPaymentGateway(config: Config, database: Database): Promise<PaymentGateway> {
  return new ProviderGateway({
    providerUrl: config.payments.providerUrl,
    shopUrl: config.publicBaseUrl,
    secret: await paymentWebhookSecret(config, database),
  });
}

/** The gateway's signed events, inside the API scope (public: the gateway holds no shop token). */
export async function registerPaymentWebhookRoutes(
  api: FastifyInstance,
  gateway: PaymentGateway,
  handler: PaymentEventHandler,
): Promise<void> {
  await api.register(paymentWebhookRoutes, { gateway, handler });
}

export type SandboxProviderOptions = {
  config: Config;
  database: Database;
  /** Where it listens; port 0 takes a free one (tests). */
  listen: { host: string; port: number };
  /** The shop's origin, which its webhooks are posted to and its page's form may send the browser back to. */
  shopUrl: string;
  /** Tests hand the webhooks to the shop's app directly; otherwise they go over the network. */
  deliver?: WebhookDelivery;
};

export type SandboxProvider = {
  /** The provider's origin: what the shop's PAYMENT_PROVIDER_URL names. */
  url: string;
  sessions: SandboxGateway;
  close(): Promise<void>;
};

/**
 * The sandbox payment provider as its own HTTP server, standing for another company's site: its own
 * port and origin, its hosted card page and its API for the shop. It keeps its sessions in its own table
 * of the shop's database and its webhooks as its own kind of durable job, run by its own job runner.
 */
export async function startSandboxProvider(options: SandboxProviderOptions): Promise<SandboxProvider> {
  const { config, database, shopUrl } = options;
  const app = Fastify({
    logger: { level: config.logLevel, base: { service: 'payment-provider' } },
    logController: requestLogging(false),
    bodyLimit: 64 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  const logger: FastifyBaseLogger = app.log;
  const jobs = createJobs(config, database, logger);
  const secret = await paymentWebhookSecret(config, database);
  const sessions = new SandboxGateway({
    db: database.db,
    sessions: new SandboxSessionsRepository(database.db),
    jobs,
    secret,
    webhookUrl: options.deliver ? PAYMENT_WEBHOOK_PATH : new URL(PAYMENT_WEBHOOK_PATH, shopUrl).href,
    deliver: options.deliver ?? fetchedWebhookDelivery,
    pendingSettleMs: config.payments.pendingSeconds * 1000,
    logger,
  });
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        frameAncestors: ["'none'"],
        // The page's form ends in a redirect to the shop's return page, which form-action also governs.
        formAction: ["'self'", new URL(shopUrl).origin],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
  });
  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(sandboxPageRoutes, { gateway: sessions, shopUrl });
  await app.register(sandboxApiRoutes, { gateway: sessions, secret });
  app.addHook('onReady', async () => {
    jobs.start();
    await sessions.resumePendingSettlements();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await sessions.close();
  });
  const address = await app.listen(options.listen);
  return { url: address, sessions, close: () => app.close() };
}
