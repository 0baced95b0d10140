import { actionPrivileges, apiPaths, type CatalogItem, similarItemsResponse } from '@dutyfree/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { getSelectedCurrencyId } from '../../../lib/currency-preference.ts';
import { useOnBoardItems } from '../../onboard/use-onboard-items.ts';
import { onFlight } from '../onboard-catalogue.ts';

type SimilarTo = Pick<CatalogItem, 'id' | 'itemCategoryId' | 'brandId'>;

/** 'You might also like': items of the same category or brand, never the item itself. */
async function getSimilarItems(item: SimilarTo, signal?: AbortSignal): Promise<CatalogItem[]> {
  const response = await apiClient.get(apiPaths.similarItems, {
    privilege: actionPrivileges.similarItems,
    schema: import.meta.env.DEV ? similarItemsResponse : undefined,
    query: { ItemCategoryId: item.itemCategoryId, BrandId: item.brandId, CurrentItemId: item.id },
    signal,
  });
  return response.similarItems;
}

const similarItemsQueryOptions = (item: SimilarTo) =>
  queryOptions({
    queryKey: ['catalog', 'similar', item.id, item.itemCategoryId, item.brandId, getSelectedCurrencyId()],
    queryFn: ({ signal }) => getSimilarItems(item, signal),
  });

/** On board, only what the flight carries (with its stock) is suggested. */
export function useSimilarItems(item: SimilarTo | undefined) {
  const flightItems = useOnBoardItems().data;
  return useQuery({
    ...similarItemsQueryOptions(item ?? { id: 0, itemCategoryId: 0, brandId: 0 }),
    enabled: item !== undefined,
    select: flightItems && ((similar: CatalogItem[]) => onFlight(similar, flightItems)),
  });
}
