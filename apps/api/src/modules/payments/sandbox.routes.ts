import { text } from '@dutyfree/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SANDBOX_PAGE_PREFIX, type SandboxGateway } from './sandbox-gateway.adapter.ts';
import {
  finishedPage,
  paymentPage,
  SANDBOX_FAVICON_PATH,
  SANDBOX_STYLESHEET_PATH,
  sandboxFavicon,
  sandboxStylesheet,
  unknownSessionPage,
} from './sandbox-page.ts';

// The sandbox provider's hosted page, on the provider's own server and origin: the card number is posted
// here and never to the shop.

const _UNKNOWN_CARD = 'This is not one of the test cards. Type one of the numbers listed below.';

const sessionParams = z.object({ sessionId: text().min(1).max(100) });
const pageForm = z.object({
  action: z.enum(['pay', 'cancel']).catch('pay'),
  cardNumber: text().max(40).default(''),
});

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export const sandboxPageRoutes: FastifyPluginAsyncZod<{ gateway: SandboxGateway; shopUrl: string }> = async (
  app,
  { gateway, shopUrl },
) => {
  // A plain HTML form posts url-encoded fields; only this page accepts them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(SANDBOX_STYLESHEET_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/css; charset=utf-8')
      .send(sandboxStylesheet),
  );

  app.get(SANDBOX_FAVICON_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml').send(sandboxFavicon),
  );

  app.get(
    `${SANDBOX_PAGE_PREFIX}/:sessionId`,
    { schema: { hide: true, params: sessionParams } },
    async (request, reply) => {
      const session = await gateway.session(request.params.sessionId);
      if (!session) return sendHtml(reply, 404, unknownSessionPage(shopUrl));
      if (session.status !== 'open') return sendHtml(reply, 200, finishedPage(session));
      return sendHtml(reply, 200, paymentPage(session));
    },
  );

  app.post(
    `${SANDBOX_PAGE_PREFIX}/:sessionId`,
    { schema: { hide: true, params: sessionParams, body: pageForm } },
    async (request, reply) => {
      const { sessionId } = request.params;
      const { action, cardNumber } = request.body;
      const result =
        action === 'cancel' ? await gateway.cancel(sessionId) : await gateway.pay(sessionId, cardNumber);
      if (!result) return sendHtml(reply, 404, unknownSessionPage(shopUrl));
      if ('unknownCard' in result)
        return sendHtml(reply, 422, paymentPage(result.session, { unknownCard: true }));
      // 303: the browser follows with a GET of the shop's page, never re-posting the card.
      return reply.redirect(result.redirectTo, 303);
    },
  );
};
