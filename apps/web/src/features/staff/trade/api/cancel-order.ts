import {
  actionPrivileges,
  apiPaths,
  backOfficeOrder,
  type CancelOrderByStaffRequest,
} from '@dutyfree/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

export function cancelOrder(request: CancelOrderByStaffRequest) {
  return staffClient.post(apiPaths.backOfficeCancelOrder, request, {
    privilege: actionPrivileges.backOfficeOrders,
    schema: backOfficeOrder,
  });
}

/** Cancels an order with a reason; the order as it now stands replaces the one on screen, lists reload. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(staffQueryKeys.order(order.orderCode), order);
      void queryClient.invalidateQueries({ queryKey: staffQueryKeys.orders(), exact: false });
      void queryClient.invalidateQueries({ queryKey: staffQueryKeys.dashboard() });
    },
  });
}
