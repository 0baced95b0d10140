import {
  actionPrivileges,
  apiPaths,
  type UpdatePreOrderResponse,
  updatePreOrderResponse,
} from '@dutyfree/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { orderAccessHeaders } from '../../orders/order-access.ts';

/** ResumePayment: the payment page of the same unpaid order again. */
function resumePayment(orderCode: string): Promise<UpdatePreOrderResponse> {
  return apiClient.put(
    apiPaths.resumePayment,
    { orderCode },
    {
      privilege: actionPrivileges.preOrderAccess,
      schema: import.meta.env.DEV ? updatePreOrderResponse : undefined,
      headers: orderAccessHeaders(orderCode),
    },
  );
}

/** The payment page belongs to the gateway: a full page load leaves the shop for it. */
export function useResumePayment() {
  return useMutation({
    mutationFn: resumePayment,
    onSuccess: ({ paymentUrl }) => {
      if (paymentUrl) window.location.assign(paymentUrl);
    },
  });
}
