import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { loadOrCreateSecret } from '../auth/auth.module.ts';
import type { JobRunner } from '../jobs/jobs.module.ts';
import type { PaymentEventHandler } from './payment-gateway.adapter.ts';
import { SandboxSessionsRepository } from './sandbox.repository.ts';
import { sandboxPageRoutes } from './sandbox.routes.ts';
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
 * The sandbox's webhooks reach the shop as HTTP requests through the app itself (`inject`): no network
 * and no port, so the default set-up and the tests need nothing outside the process.
 */
export function injectedWebhookDelivery(app: FastifyInstance): WebhookDelivery {
  return async ({ url, body, headers }) =>
    (await app.inject({ method: 'POST', url, payload: body, headers })).statusCode;
}

/** The PAYMENT_WEBHOOK_SECRET, or one generated once and shared by every process through the database. */
export async function paymentWebhookSecret(config: Config, database: Database): Promise<string> {
  return config.payments.webhookSecret ?? (await loadOrCreateSecret(database.db, 'payment_webhook_secret'));
}

export async function createPaymentGateway(
  config: Config,
  database: Database,
  deliver: WebhookDelivery,
  jobs: JobRunner,
  logger: FastifyBaseLogger,
): Promise<SandboxGateway> {
  return new SandboxGateway({
    db: database.db,
    sessions: new SandboxSessionsRepository(database.db),
    jobs,
    secret: await paymentWebhookSecret(config, database),
    webhookUrl: PAYMENT_WEBHOOK_PATH,
    deliver,
    pendingSettleMs: config.payments.pendingSeconds * 1000,
    logger,
  });
}

/** The gateway's signed events, inside the API scope (public: the gateway holds no shop token). */
export async function registerPaymentWebhookRoutes(
  api: FastifyInstance,
  gateway: SandboxGateway,
  handler: PaymentEventHandler,
): Promise<void> {
  await api.register(paymentWebhookRoutes, { gateway, handler });
}

/** The sandbox's hosted payment page stands for the provider's own site: outside the API and its guard. */
export async function registerSandboxPageRoutes(
  app: FastifyInstance,
  gateway: SandboxGateway,
): Promise<void> {
  await app.register(sandboxPageRoutes, { gateway });
}
