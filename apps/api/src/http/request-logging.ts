import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Told of every finished request, answered or failed, whatever is logged (the request histogram). */
export type RequestCompleted = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Fastify's log lines without the two it writes for every request received and answered, unless they
 * are asked for (LOG_REQUESTS): at `info` they cost 13–15 % of a catalogue call's CPU, and the load
 * balancer keeps an access log. A request that fails is still logged, as is everything else. Fastify calls
 * this controller for every finished response, so `completed` is told of each there, at no cost of a hook.
 */
export function requestLogging(logRequests: boolean, completed: RequestCompleted = () => {}): LogController {
  return new ShopRequestLogging(logRequests, completed);
}

class ShopRequestLogging extends LogController {
  private readonly logRequests: boolean;
  private readonly completed: RequestCompleted;
  constructor(logRequests: boolean, completed: RequestCompleted) {
    super();
    this.logRequests = logRequests;
    this.completed = completed;
  }

  override incomingRequest(
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (this.logRequests) super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    this.completed(request, reply);
    if (error || this.logRequests) super.requestCompleted(error, request, reply, metadata);
  }
}
