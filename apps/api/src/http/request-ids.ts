import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { compile } from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TrustedProxies } from '../config.ts';

/** The header a request's id travels in, both ways. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a proxy may hand on: what load balancers and tracing write (UUIDs, HAProxy's unique ids, AWS's
 * `Root=1-…`), up to 128 characters, none that could split a log line or a header.
 */
const WELL_FORMED_ID = /^[\w.:;=+/@-]{1,128}$/;

/**
 * Whether the socket's peer is a proxy TRUST_PROXY trusts (Fastify trusts the same ones for the client's
 * address): the nearest hop for a number of hops, one of the listed addresses or ranges otherwise.
 */
export function trustsPeer(trusted: TrustedProxies): (address: string) => boolean {
  if (trusted === false) return () => false;
  if (typeof trusted === 'number') return () => trusted > 0;
  const trust = compile(trusted);
  return (address) => trust(address, 0);
}

/**
 * Fastify's `genReqId`: the id a trusted proxy sends in X-Request-Id when it is well-formed, so that the
 * balancer's log and the shop's name a request alike; otherwise a new one. An id from anyone else is not
 * taken: a client could otherwise make its requests' log lines read like another's.
 */
export function requestIdOf(trusted: TrustedProxies): (request: IncomingMessage) => string {
  const trustedPeer = trustsPeer(trusted);
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket.remoteAddress;
    return typeof given === 'string' && WELL_FORMED_ID.test(given) && peer && trustedPeer(peer)
      ? given
      : randomUUID();
  };
}

/** The logger of the request being answered, for log lines written on its behalf outside its handler. */
const requestLogs = new AsyncLocalStorage<FastifyBaseLogger>();

/**
 * Every answer says its request's id (X-Request-Id), and every log line written while the request is
 * answered carries it: Fastify's request logger binds it, and the services' logger (`requestAwareLogger`)
 * writes through the request's logger while one is being answered. Register before any route.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    requestLogs.run(request.log, done);
  });
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * A logger for the services: its lines go through the logger of the request being answered when there is
 * one (so they carry its id), and through `base` otherwise (a job run on the runner's timer).
 */
export function requestAwareLogger(base: FastifyBaseLogger): FastifyBaseLogger {
  const current = () => requestLogs.getStore() ?? base;
  const logger = {
    get level() {
      return base.level;
    },
    set level(level: string) {
      base.level = level;
    },
    child: (...args: Parameters<FastifyBaseLogger['child']>) => base.child(...args),
  } as FastifyBaseLogger;
  for (const level of LEVELS) {
    logger[level] = ((...args: Parameters<FastifyBaseLogger['info']>) =>
      current()[level](...args)) as FastifyBaseLogger['info'];
  }
  return logger;
}
