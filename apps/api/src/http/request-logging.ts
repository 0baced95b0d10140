import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's log lines without the two it writes for every request received and answered, unless they
 * are asked for (LOG_REQUESTS): at `info` they cost 13–15 % of a catalogue call's CPU, and the load
 * balancer keeps an access log. A request that fails is still logged, as is everything else.
 */
export function requestLogging(logRequests: boolean): LogController {
  return logRequests ? new LogController() : new FailedRequestsOnly();
}

class FailedRequestsOnly extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error) super.requestCompleted(error, request, reply, metadata);
  }
}
