import {
  AUTOSUGGEST_MIN_LENGTH,
  actionPrivileges,
  apiPaths,
  autoSuggestResponse,
  type CatalogItem,
} from '@dutyfree/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { getSelectedCurrencyId } from '../../../lib/currency-preference.ts';

/** Up to 5 products whose name contains the text, case-insensitively (SPEC §2 autosuggest). */
export async function getSuggestions(searchText: string, signal?: AbortSignal): Promise<CatalogItem[]> {
  const response = await apiClient.get(apiPaths.autoSuggest, {
    privilege: actionPrivileges.preOrderAccess,
    schema: autoSuggestResponse,
    query: { searchText },
    signal,
  });
  return response.items;
}

/** SPEC §2: suggestions appear once the text is longer than 1 character. */
export function wantsSuggestions(text: string): boolean {
  return text.trim().length >= AUTOSUGGEST_MIN_LENGTH;
}

export const suggestionsQueryOptions = (searchText: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', searchText.trim().toLowerCase(), getSelectedCurrencyId()],
    queryFn: ({ signal }) => getSuggestions(searchText.trim(), signal),
  });

export function useSuggestions(searchText: string) {
  return useQuery({
    ...suggestionsQueryOptions(searchText),
    enabled: wantsSuggestions(searchText),
    // While the next letters are looked up the last suggestions stay, instead of flickering away.
    placeholderData: keepPreviousData,
  });
}
