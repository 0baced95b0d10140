import {
  actionPrivileges,
  apiPaths,
  OFFER_TYPE_OFFERS,
  type OfferPriceList,
  priceListsResponse,
} from '@dutyfree/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { getSelectedCurrencyId } from '../../../lib/currency-preference.ts';

/** The shop's running offer price lists; a collection page is one of them. */
async function getOfferPriceLists(signal?: AbortSignal): Promise<OfferPriceList[]> {
  const response = await apiClient.get(apiPaths.priceListByOfferType, {
    privilege: actionPrivileges.preOrderAccess,
    schema: import.meta.env.DEV ? priceListsResponse : undefined,
    query: { offerType: OFFER_TYPE_OFFERS },
    signal,
  });
  return response.priceLists;
}

const offerPriceListsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'offer-price-lists', getSelectedCurrencyId()],
    queryFn: ({ signal }) =>
      getOfferPriceLists(signal).catch((error: unknown) => {
        // SPEC §8: a failed price list is ignored; pages fall back to their generic title.
        console.error('Offer price lists could not be loaded', error);
        throw error;
      }),
  });

export function useOfferPriceLists() {
  return useQuery(offerPriceListsQueryOptions());
}
