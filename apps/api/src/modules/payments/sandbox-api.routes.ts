import { timingSafeEqual } from 'node:crypto';
import { customerLanguage, type PaymentOutcome, paymentReturnPaths } from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SANDBOX_SESSIONS_PATH, type SandboxGateway } from './sandbox-gateway.adapter.ts';

// The sandbox provider's API for the shop's server: the only way the shop reaches the provider. A call
// carries the shared secret as its bearer token, as a real provider's secret API key would be carried.

const outcomes = Object.keys(paymentReturnPaths) as [PaymentOutcome, ...PaymentOutcome[]];

const checkoutRequest = z.object({
  reference: z.string().min(1).max(200),
  amountMinor: z.number().int().positive(),
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
  language: customerLanguage,
  description: z.string().min(1).max(500),
  returnUrls: z.record(z.enum(outcomes), z.url()),
});
const sessionParams = z.object({ sessionId: z.string().min(1).max(100) });

function holdsSecret(authorization: string | undefined, secret: string): boolean {
  const given = Buffer.from(authorization ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const sandboxApiRoutes: FastifyPluginAsyncZod<{ gateway: SandboxGateway; secret: string }> = async (
  app,
  { gateway, secret },
) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!holdsSecret(request.headers.authorization, secret)) {
      await reply.status(401).send({ error: 'the secret API key is missing or wrong' });
    }
  });

  app.post(SANDBOX_SESSIONS_PATH, { schema: { body: checkoutRequest } }, (request) =>
    gateway.createCheckout(request.body),
  );

  app.get(`${SANDBOX_SESSIONS_PATH}/:sessionId`, { schema: { params: sessionParams } }, async (request) => ({
    state: await gateway.paymentState(request.params.sessionId),
  }));

  app.post(
    `${SANDBOX_SESSIONS_PATH}/:sessionId/refund`,
    { schema: { params: sessionParams } },
    async (request, reply) => {
      try {
        await gateway.refund(request.params.sessionId, String(request.headers['idempotency-key'] ?? ''));
      } catch (error) {
        return reply.status(409).send({ error: error instanceof Error ? error.message : String(error) });
      }
      return reply.status(204).send();
    },
  );
};
