import { API_PATH_MARKER } from '@dutyfree/contracts';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Headers every response has whatever its security policy; not helmet's to set. */
const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * What an API call's JSON answer keeps of them. The rest (the pages' content security policy, the opener
 * and agent-cluster policies, the old XSS and download switches) govern documents a browser renders; on
 * JSON they cost about 690 bytes a call for nothing.
 */
const FOR_EVERY_ANSWER = new Set([
  'x-content-type-options',
  'strict-transport-security',
  'cross-origin-resource-policy',
  'referrer-policy',
  'x-frame-options',
]);

/**
 * A JSON answer opened as a document (a link to an API call) loads nothing and may be framed by no page,
 * as the REST security guidance asks of API answers: a policy of its own, in place of the pages' one.
 */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The headers @fastify/helmet sets with these options, read once from a probe app. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify();
  await probe.register(fastifyHelmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.entries(response.headers)
    .filter(([name]) => !NOT_HELMETS.has(name))
    .map(([name, value]) => [name, String(value)]);
}

/**
 * Sets helmet's security headers on every response, from a list computed once. The plugin builds helmet's
 * middleware anew for every request: measured at about half the CPU of a small API call. With options that
 * are the same for every route, as here, its headers never change. They go to Fastify's own header store,
 * which `writeHead` sends in one pass, rather than onto the raw response (as @fastify/helmet does): each
 * raw `setHeader` validates its header and makes `writeHead` merge stores, about 2 µs a request.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<void> {
  const headers = await helmetHeaders(options);
  const everyHeader = Object.fromEntries(headers);
  const apiHeaders = {
    ...Object.fromEntries(headers.filter(([name]) => FOR_EVERY_ANSWER.has(name))),
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.includes(API_PATH_MARKER) ? apiHeaders : everyHeader);
    done();
  });
}
