import { actionPrivileges, apiPaths, type TrackOrderRequest, trackOrderResponse } from '@dutyfree/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { rememberOrderAccess } from '../order-access.ts';
import { orderQueryKeys } from './order-query-keys.ts';

/** Order tracking without an account: the e-mail address the order was placed with and its number. */
function trackOrder(request: TrackOrderRequest) {
  return apiClient.post(apiPaths.trackOrder, request, {
    privilege: actionPrivileges.preOrderAccess,
    schema: import.meta.env.DEV ? trackOrderResponse : undefined,
  });
}

/**
 * The order found becomes this tab's to read and cancel, like one it placed: its access token is kept
 * and its summary seeds the query the order view reads. Answers the order number found.
 */
export function useTrackOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: trackOrder,
    onSuccess: ({ orderAccessToken, ...summary }) => {
      rememberOrderAccess(summary.orderCode, orderAccessToken);
      queryClient.setQueryData(orderQueryKeys.summary(summary.orderCode), summary);
    },
  });
}
