import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ReadCache } from '../../apps/api/src/caching/read-cache.ts';
import { sendCachedReply, servedFromKeptReplies } from '../../apps/api/src/http/cached-replies.ts';
import type { SerializedJson } from '../../apps/api/src/http/conditional-get.ts';
import { registerJsonBodies } from '../../apps/api/src/http/json-bodies.ts';
import { replySerializer } from '../../apps/api/src/http/reply-serializer.ts';
import { registerRequestIds, requestIdOf } from '../../apps/api/src/http/request-ids.ts';
import { requestLogging } from '../../apps/api/src/http/request-logging.ts';
import { registerSecurityHeaders } from '../../apps/api/src/http/security-headers.ts';
import { requestTimer } from '../../apps/api/src/operations/request-metrics.ts';
import { createShopMetrics } from '../../apps/api/src/operations/shop-metrics.ts';

// A warm catalogue call as the shop answers it, without the database it no longer reads: security headers,
// a kept answer of about 10 KB sent before validation (`servedFromKeptReplies`), the shop's logger at
// `info`. WITH names what else is on: `ids` (request ids, on every answer and in the logging context),
// `metrics` (the request histogram), both, or neither, so that `request-metrics.ts` can measure what each
// adds in one run.

const parts = new Set((process.env.WITH ?? '').split(',').filter(Boolean));
const app = Fastify({
  logger: { level: 'info' },
  logController: requestLogging(
    false,
    parts.has('metrics') ? requestTimer(createShopMetrics().requests) : undefined,
  ),
  ...(parts.has('ids') && { genReqId: requestIdOf(false) }),
}).withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(replySerializer(false));
registerJsonBodies(app);
if (parts.has('ids')) registerRequestIds(app);
await registerSecurityHeaders(app, { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } });

const answer = {
  items: Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    name: `Highland Single Malt ${i + 1} years`,
    description: 'A warm, honeyed malt with notes of heather and oak, aged in sherry casks. '.repeat(8),
    priceCents: 4_500 + i * 100,
  })),
};
const replies = new ReadCache<SerializedJson>({
  ttlMs: 3_600_000,
  capacity: 100,
  now: Date.now,
  aliasCapacity: 100,
});
app.get(
  '/PreOrder/api/V1.0/PreOrder/SearchItems',
  { ...servedFromKeptReplies(replies), schema: { querystring: z.object({ currencyId: z.coerce.number() }) } },
  (request, reply) => sendCachedReply(request, reply, replies, async () => answer),
);
app.get('/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
