import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { replySerializer } from './reply-serializer.ts';

const contract = z.object({ itemName: z.string(), quantity: z.number().int() });

async function appAnswering(reply: unknown, checkReplies: boolean) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializer(checkReplies));
  app.get(
    '/item',
    { schema: { response: { 200: contract } } },
    async () => reply as z.infer<typeof contract>,
  );
  await app.ready();
  return app;
}

describe('replies and their contracts', () => {
  let app: Awaited<ReturnType<typeof appAnswering>> | undefined;
  afterEach(async () => app?.close());

  test('a reply that matches its contract is sent as it is, extra fields included', async () => {
    app = await appAnswering({ itemName: 'Walnut cologne', quantity: 2, extra: true }, true);
    const response = await app.inject({ method: 'GET', url: '/item' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ itemName: 'Walnut cologne', quantity: 2, extra: true });
  });

  test('under test, a reply outside its contract fails loudly instead of reaching a client', async () => {
    app = await appAnswering({ itemName: 'Walnut cologne', quantity: '2' }, true);
    const response = await app.inject({ method: 'GET', url: '/item' });
    expect(response.statusCode).toBe(500);
  });

  test('in production the fast path sends the reply unchecked', async () => {
    app = await appAnswering({ itemName: 'Walnut cologne', quantity: '2' }, false);
    const response = await app.inject({ method: 'GET', url: '/item' });
    expect(response.statusCode).toBe(200);
  });
});
