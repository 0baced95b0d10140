import {
  actionPrivileges,
  apiPaths,
  type UpdatePreOrderRequest,
  updatePreOrderResponse,
} from '@dutyfree/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountQueryKeys } from '../../account/api/account-query-keys.ts';
import { rememberPlacedOrder } from '../../orders/order-access.ts';

/** UpdatePreOrder: the server prices the lines, takes the stock and starts the payment. */
export function updatePreOrder(request: UpdatePreOrderRequest) {
  return apiClient.put(apiPaths.updatePreOrder, request, {
    privilege: actionPrivileges.preOrderAccess,
    schema: updatePreOrderResponse,
  });
}

export function useUpdatePreOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreOrder,
    onSuccess: ({ paymentSummary, orderAccessToken }) => {
      rememberPlacedOrder(paymentSummary.orderCode, orderAccessToken);
      // A new order in the list, and miles taken from the balance.
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.all });
    },
  });
}
