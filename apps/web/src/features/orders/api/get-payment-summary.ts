import { actionPrivileges, apiPaths, type PaymentSummary, paymentSummary } from '@dutyfree/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '../../../lib/api-client.ts';
import { completeCheckout } from '../../cart/cart-store.ts';
import { useSession } from '../../session/use-session.ts';
import { orderAccessHeaders, takeCheckoutOrder } from '../order-access.ts';
import { orderQueryKeys } from './order-query-keys.ts';

/** While the bank has not answered, a page following the order asks again this often. */
const PENDING_POLL_MS = 3000;

function getPaymentSummary(orderCode: string, signal?: AbortSignal) {
  return apiClient.get(apiPaths.paymentSummary, {
    privilege: actionPrivileges.preOrderAccess,
    schema: import.meta.env.DEV ? paymentSummary : undefined,
    query: { orderCode },
    headers: orderAccessHeaders(orderCode),
    signal,
  });
}

const paymentSummaryQueryOptions = (orderCode: string) =>
  queryOptions({
    queryKey: orderQueryKeys.summary(orderCode),
    queryFn: ({ signal }) => getPaymentSummary(orderCode, signal),
    staleTime: 0,
  });

export const isAwaitingPayment = (order: PaymentSummary | undefined) => order?.awaitingPayment === true;

/**
 * SPEC §3 payment summary of one order, fresh from the server on every visit (a reload keeps the page).
 * `followPending` asks again every few seconds while the payment is pending, until it settles or the page
 * goes. Wherever the order this tab checked out is read as confirmed, its lines leave the cart.
 */
export function usePaymentSummary(orderCode: string | null, { followPending = false } = {}) {
  const session = useSession();
  const summary = useQuery({
    ...paymentSummaryQueryOptions(orderCode ?? ''),
    enabled: session !== null && Boolean(orderCode),
    refetchInterval: (query) =>
      followPending && isAwaitingPayment(query.state.data) ? PENDING_POLL_MS : false,
  });
  const confirmed = summary.data?.confirmed === true;
  useEffect(() => {
    if (confirmed && orderCode && takeCheckoutOrder(orderCode)) completeCheckout();
  }, [confirmed, orderCode]);
  return summary;
}
