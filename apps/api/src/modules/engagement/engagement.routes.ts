import {
  actionPrivileges,
  apiPaths,
  feedbackRequest,
  messageResponse,
  subscribeToMailRequest,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EngagementService } from './engagement.service.ts';

export const engagementRoutes: FastifyPluginAsyncZod<{ engagement: EngagementService }> = async (
  app,
  { engagement },
) => {
  app.post(
    apiPaths.feedbackCreate,
    {
      config: { privilege: actionPrivileges.preOrderAccess },
      schema: {
        tags: ['engagement'],
        summary: "Store a visitor's feedback (rate-limited per client address)",
        body: feedbackRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { fullName, email, feedBack } = request.body;
      return { message: await engagement.sendFeedback({ fullName, email, feedback: feedBack }, request.ip) };
    },
  );

  app.post(
    apiPaths.subscribeToMail,
    {
      config: { privilege: actionPrivileges.subscribeToMail },
      schema: {
        tags: ['engagement'],
        summary: 'Subscribe an e-mail address to the newsletter; a second subscription is no error',
        body: subscribeToMailRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ message: await engagement.subscribe(request.body.email, request.ip) }),
  );
};
