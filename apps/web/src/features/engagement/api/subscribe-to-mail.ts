import {
  actionPrivileges,
  apiPaths,
  messageResponse,
  type SubscribeToMailRequest,
} from '@dutyfree/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

function subscribeToMail(request: SubscribeToMailRequest) {
  return apiClient.post(apiPaths.subscribeToMail, request, {
    privilege: actionPrivileges.subscribeToMail,
    schema: import.meta.env.DEV ? messageResponse : undefined,
  });
}

export function useSubscribeToMail() {
  return useMutation({ mutationFn: subscribeToMail });
}
