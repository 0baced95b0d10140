import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Histogram } from 'prom-client';

type Requests = Histogram<'route' | 'method' | 'status'>;
type Observe = (seconds: number) => void;

/** What a request matched when no route did (a scanner's guess, a mistyped link). */
const NO_ROUTE = '(no route)';

/**
 * Times a finished request into `requests`, labelled with its route's pattern (never the URL, which would
 * make a series of every id and query), its method and its status. Called by the log controller Fastify
 * calls for every finished response (`request-logging.ts`), a kept catalogue answer written by hand
 * included, so no hook runs for it. Each series is made once and kept in small maps: a request builds no
 * label object and no label text of its own.
 */
export function requestTimer(requests: Requests): (request: FastifyRequest, reply: FastifyReply) => void {
  const routes = new Map<string, Map<number, Map<string, Observe>>>();
  return (request, reply) => {
    const route = request.is404 ? NO_ROUTE : (request.routeOptions.url ?? NO_ROUTE);
    let byStatus = routes.get(route);
    if (!byStatus) {
      byStatus = new Map();
      routes.set(route, byStatus);
    }
    const status = reply.statusCode;
    let byMethod = byStatus.get(status);
    if (!byMethod) {
      byMethod = new Map();
      byStatus.set(status, byMethod);
    }
    const { method } = request;
    let observe = byMethod.get(method);
    if (!observe) {
      observe = requests.labels(route, method, String(status)).observe;
      byMethod.set(method, observe);
    }
    observe(reply.elapsedTime / 1000);
  };
}
