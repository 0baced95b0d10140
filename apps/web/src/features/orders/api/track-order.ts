import { actionPrivileges, orderApiPaths, paymentSummary, type TrackOrderRequest } from '@dutyfree/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Order tracking without an account: the e-mail address the order was placed with and its number. */
export function trackOrder(request: TrackOrderRequest) {
  return apiClient.post(orderApiPaths.trackOrder, request, {
    privilege: actionPrivileges.preOrderAccess,
    schema: paymentSummary,
  });
}

export function useTrackOrder() {
  return useMutation({ mutationFn: trackOrder });
}
