import type { FastifyInstance, onResponseHookHandler, RouteOptions } from 'fastify';
import type { Histogram } from 'prom-client';

type Requests = Histogram<'route' | 'method' | 'status'>;
type Observe = (seconds: number) => void;

/** What a request matched when no route did (a scanner's guess, a mistyped link). */
const NO_ROUTE = '(no route)';

/**
 * One route's series, by status and method, each made once: a request looks its series up in two small
 * maps and observes, building no label object and no label text of its own.
 */
function seriesOf(requests: Requests, route: string) {
  const byStatus = new Map<number, Map<string, Observe>>();
  return (method: string, status: number): Observe => {
    let byMethod = byStatus.get(status);
    if (!byMethod) {
      byMethod = new Map();
      byStatus.set(status, byMethod);
    }
    let observe = byMethod.get(method);
    if (!observe) {
      observe = requests.labels(route, method, String(status)).observe;
      byMethod.set(method, observe);
    }
    return observe;
  };
}

/**
 * Times every answer into `requests`, labelled with the route's pattern (never the URL, which would make
 * a series of every id and query). Each route gets an `onResponse` hook of its own that knows its pattern,
 * so that a request reads no route options (Fastify builds them anew on each read); answers without a
 * route (404s of unknown paths) go to one series of their own. Register before any route. A reply sent
 * by hand (a kept catalogue answer) is timed as well: Fastify runs the hooks when the response finishes.
 */
export function registerRequestMetrics(app: FastifyInstance, requests: Requests): void {
  const hooked = new WeakSet<onResponseHookHandler>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const series = seriesOf(requests, route.url);
    const timed: onResponseHookHandler = (request, reply, done) => {
      series(request.method, reply.statusCode)(reply.elapsedTime / 1000);
      done();
    };
    hooked.add(timed);
    const own = route.onResponse === undefined ? [] : [route.onResponse].flat();
    if (own.some((hook) => hooked.has(hook))) return;
    route.onResponse = [...own, timed];
  });
  const unmatched = seriesOf(requests, NO_ROUTE);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) unmatched(request.method, reply.statusCode)(reply.elapsedTime / 1000);
    done();
  });
}
