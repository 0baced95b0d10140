import { actionPrivileges, apiPaths, type PriceCartResponse, priceCartResponse } from '@dutyfree/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { getSelectedCurrencyId } from '../../../lib/currency-preference.ts';

export interface PriceCartInput {
  lines: readonly { itemId: number; quantity: number }[];
  promoCode: string | null;
  /** Given, the lines are the whole of that cart now, and the answer carries its revision. */
  cartId?: string;
}

/** The server's price of the cart: it reloads every product and never reads a price from the browser. */
export function priceCart(
  { lines, promoCode, cartId }: PriceCartInput,
  currencyId: number,
  signal?: AbortSignal,
): Promise<PriceCartResponse> {
  return apiClient.post(
    apiPaths.priceCart,
    { currencyId, lines: lines.map(({ itemId, quantity }) => ({ itemId, quantity })), promoCode, cartId },
    {
      privilege: actionPrivileges.preOrderAccess,
      schema: import.meta.env.DEV ? priceCartResponse : undefined,
      signal,
    },
  );
}

/** Every priced cart: priced again when the server says prices changed under it. */
export const cartPricesKey = ['cart', 'price'] as const;

const priceCartQueryOptions = (input: PriceCartInput, currencyId = getSelectedCurrencyId()) =>
  queryOptions({
    queryKey: [...cartPricesKey, input, currencyId],
    queryFn: ({ signal }) => priceCart(input, currencyId, signal),
    // Prices and stock must be current whenever the cart is looked at again.
    staleTime: 0,
  });

export function usePriceCart(input: PriceCartInput) {
  return useQuery({ ...priceCartQueryOptions(input), enabled: input.lines.length > 0 });
}
