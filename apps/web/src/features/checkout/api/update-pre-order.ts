import {
  actionPrivileges,
  apiPaths,
  type UpdatePreOrderRequest,
  type UpdatePreOrderResponse,
  updatePreOrderResponse,
} from '@dutyfree/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import { accountQueryKeys } from '../../account/api/account-query-keys.ts';
import {
  forgetOrderToRetry,
  orderAccessHeaders,
  orderToRetry,
  rememberPlacedOrder,
} from '../../orders/order-access.ts';

/** UpdatePreOrder: the server prices the lines, takes the stock and starts the payment. */
export function updatePreOrder(request: UpdatePreOrderRequest): Promise<UpdatePreOrderResponse> {
  return apiClient.put(apiPaths.updatePreOrder, request, {
    privilege: actionPrivileges.preOrderAccess,
    schema: updatePreOrderResponse,
    headers: request.orderCode ? orderAccessHeaders(request.orderCode) : {},
  });
}

/** The order in progress is not this traveller's to change any more: paid, closed or someone else's. */
function isGone(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 404 || (error.status === 409 && error.code === 'orders.orderClosed');
}

/**
 * Checking out again after a declined, cancelled or failed payment changes that unpaid order instead of
 * placing another, so a traveller's attempts make one order. When it can no longer be changed, a new
 * order is placed.
 */
export async function placePreOrder(request: UpdatePreOrderRequest): Promise<UpdatePreOrderResponse> {
  const unpaid = orderToRetry();
  if (unpaid === null) return updatePreOrder(request);
  try {
    return await updatePreOrder({ ...request, orderCode: unpaid });
  } catch (error) {
    if (!isGone(error)) throw error;
    forgetOrderToRetry();
    return updatePreOrder(request);
  }
}

export function useUpdatePreOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placePreOrder,
    onSuccess: ({ paymentSummary, orderAccessToken }) => {
      rememberPlacedOrder(paymentSummary.orderCode, orderAccessToken);
      // A new order in the list, and miles taken from the balance.
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.all });
    },
  });
}
