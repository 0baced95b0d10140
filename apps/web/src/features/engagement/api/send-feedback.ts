import { actionPrivileges, apiPaths, type FeedbackRequest, messageResponse } from '@dutyfree/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

function sendFeedback(request: FeedbackRequest) {
  return apiClient.post(apiPaths.feedbackCreate, request, {
    privilege: actionPrivileges.preOrderAccess,
    schema: import.meta.env.DEV ? messageResponse : undefined,
  });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
