import { fixedError } from '@dutyfree/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { HttpProblem } from '../../http/problems.ts';
import type { PaymentEventHandler, PaymentGateway } from './payment-gateway.adapter.ts';

/** Where the gateway posts its events; not a client call, so not among the contract's paths. */
export const PAYMENT_WEBHOOK_PATH = '/Payment/api/V1.0/Payment/Webhook';

/**
 * The gateway's events. Public (the gateway holds no shop token): a delivery counts only when its
 * signature holds for the body exactly as received, so JSON bodies reach this route unparsed.
 */
export const paymentWebhookRoutes: FastifyPluginAsync<{
  gateway: PaymentGateway;
  handler: PaymentEventHandler;
}> = async (app, { gateway, handler }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    PAYMENT_WEBHOOK_PATH,
    {
      config: { privilege: 'public' },
      schema: { tags: ['payments'], summary: 'Signed payment events from the payment gateway' },
    },
    async (request) => {
      const event =
        typeof request.body === 'string' ? gateway.verifyWebhook(request.body, request.headers) : null;
      if (!event) throw new HttpProblem(400, fixedError('request.webhookSignatureInvalid'));
      await handler.handle(event);
      return { received: true };
    },
  );
};
