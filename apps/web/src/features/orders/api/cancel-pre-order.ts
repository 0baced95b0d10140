import {
  actionPrivileges,
  apiPaths,
  type CancelPreOrderRequest,
  type PaymentSummary,
  paymentSummary,
} from '@dutyfree/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountQueryKeys } from '../../account/api/account-query-keys.ts';
import { orderAccessHeaders } from '../order-access.ts';
import { orderQueryKeys } from './order-query-keys.ts';

function cancelPreOrder(request: CancelPreOrderRequest): Promise<PaymentSummary> {
  return apiClient.put(apiPaths.cancelPreOrder, request, {
    privilege: actionPrivileges.preOrderAccess,
    schema: import.meta.env.DEV ? paymentSummary : undefined,
    headers: orderAccessHeaders(request.orderCode),
  });
}

/** Cancelling returns stock and miles: the order, the order list and the miles balance are read again. */
export function useCancelPreOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPreOrder,
    onSuccess: (summary) => {
      queryClient.setQueryData(orderQueryKeys.summary(summary.orderCode), summary);
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.all });
    },
  });
}
