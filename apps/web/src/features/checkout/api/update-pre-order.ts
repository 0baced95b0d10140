import {
  actionPrivileges,
  apiPaths,
  IDEMPOTENCY_KEY_HEADER,
  type SubmitOnBoardOrderRequest,
  type UpdatePreOrderRequest,
  type UpdatePreOrderResponse,
  updatePreOrderResponse,
} from '@dutyfree/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import { randomKey } from '../../../lib/random-key.ts';
import { accountQueryKeys } from '../../account/api/account-query-keys.ts';
import { onBoardQueryKey } from '../../onboard/api/get-onboard-items.ts';
import {
  forgetOrderToRetry,
  orderAccessHeaders,
  orderToRetry,
  rememberPlacedOrder,
} from '../../orders/order-access.ts';

/**
 * One idempotency key per checkout being sent, until it is answered: a double click on Pay, or sending
 * again after the answer was lost, gets the same order and payment page instead of a second one. Once
 * answered the key is dropped, so the same basket bought again later is a new order.
 */
const keysAwaitingAnswer = new Map<string, string>();

/** UpdatePreOrder: the server prices the lines, takes the stock and starts the payment. */
async function updatePreOrder(request: UpdatePreOrderRequest): Promise<UpdatePreOrderResponse> {
  const sent = JSON.stringify(request);
  const key = keysAwaitingAnswer.get(sent) ?? randomKey();
  keysAwaitingAnswer.set(sent, key);
  const answer = await apiClient.put(apiPaths.updatePreOrder, request, {
    privilege: actionPrivileges.preOrderAccess,
    schema: import.meta.env.DEV ? updatePreOrderResponse : undefined,
    headers: {
      ...(request.orderCode ? orderAccessHeaders(request.orderCode) : {}),
      [IDEMPOTENCY_KEY_HEADER]: key,
    },
  });
  keysAwaitingAnswer.delete(sent);
  return answer;
}

/** SubmitOnBoardOrder: the same, from the flight's stock, for a seat on a flight in the air. */
function submitOnBoardOrder(request: SubmitOnBoardOrderRequest): Promise<UpdatePreOrderResponse> {
  return apiClient.post(apiPaths.submitOnBoardOrder, request, {
    privilege: actionPrivileges.submitOnBoardOrder,
    schema: import.meta.env.DEV ? updatePreOrderResponse : undefined,
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
function placing<R extends { orderCode?: string }>(send: (request: R) => Promise<UpdatePreOrderResponse>) {
  return async (request: R): Promise<UpdatePreOrderResponse> => {
    const unpaid = orderToRetry();
    if (unpaid === null) return send(request);
    try {
      return await send({ ...request, orderCode: unpaid });
    } catch (error) {
      if (!isGone(error)) throw error;
      forgetOrderToRetry();
      return send(request);
    }
  };
}

export const placePreOrder = placing(updatePreOrder);
const placeOnBoardOrder = placing(submitOnBoardOrder);

function usePlaceOrder<R>(place: (request: R) => Promise<UpdatePreOrderResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: place,
    onSuccess: ({ paymentSummary, orderAccessToken }) => {
      rememberPlacedOrder(paymentSummary.orderCode, orderAccessToken);
      // A new order in the list, miles taken from the balance, and on board, the flight's stock moved.
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: onBoardQueryKey });
    },
  });
}

export function useUpdatePreOrder() {
  return usePlaceOrder(placePreOrder);
}

export function useSubmitOnBoardOrder() {
  return usePlaceOrder(placeOnBoardOrder);
}
