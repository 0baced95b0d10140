import {
  AUTOSUGGEST_LIMIT,
  AUTOSUGGEST_MIN_LENGTH,
  actionPrivileges,
  apiPaths,
  autoSuggestResponse,
  type CatalogItem,
} from '@dutyfree/contracts';
import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { getSelectedCurrencyId } from '../../../lib/currency-preference.ts';
import { onBoardSuggestions } from '../../catalog/onboard-catalogue.ts';
import { onBoardViewQueryOptions } from '../../onboard/api/get-onboard-items.ts';
import { useOnBoardingDetail } from '../../onboard/onboard-store.ts';

/** Up to 5 products whose name contains the text, case-insensitively (SPEC §2 autosuggest). */
async function getSuggestions(searchText: string, signal?: AbortSignal): Promise<CatalogItem[]> {
  const response = await apiClient.get(apiPaths.autoSuggest, {
    privilege: actionPrivileges.preOrderAccess,
    schema: import.meta.env.DEV ? autoSuggestResponse : undefined,
    query: { searchText },
    signal,
  });
  return response.items;
}

/** SPEC §2: suggestions appear once the text is longer than 1 character. */
export function wantsSuggestions(text: string): boolean {
  return text.trim().length >= AUTOSUGGEST_MIN_LENGTH;
}

function suggestionsQueryOptions(searchText: string) {
  // A key of the general type: the on-board suggestions stand in for these options.
  const queryKey: QueryKey = [
    'search',
    'suggestions',
    searchText.trim().toLowerCase(),
    getSelectedCurrencyId(),
  ];
  return queryOptions({ queryKey, queryFn: ({ signal }) => getSuggestions(searchText.trim(), signal) });
}

/** Suggestions from the pre-order catalogue, or while onboarding is on, from what the flight carries. */
export function useSuggestions(searchText: string) {
  const onBoard = useOnBoardingDetail();
  const queryClient = useQueryClient();
  const options: UseQueryOptions<CatalogItem[], Error, CatalogItem[], QueryKey> = onBoard
    ? onBoardViewQueryOptions(
        queryClient,
        onBoard,
        ['suggestions', searchText.trim().toLowerCase()],
        (items) => onBoardSuggestions(items, searchText, AUTOSUGGEST_LIMIT),
      )
    : suggestionsQueryOptions(searchText);
  return useQuery({
    ...options,
    enabled: wantsSuggestions(searchText),
    // While the next letters are looked up the last suggestions stay, instead of flickering away.
    placeholderData: keepPreviousData,
  });
}
