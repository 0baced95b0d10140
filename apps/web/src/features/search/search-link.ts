import { searchTypes } from '@dutyfree/contracts';
import { paths } from '../../config/paths.ts';

export const SEARCH_VALUE_PARAM = 'searchValue';
export const SEARCH_TYPE_PARAM = 'searchType';

/** SPEC §2: '2' searches everything (the default), '0' brands, the other value categories. */
export type SearchType = (typeof searchTypes)[keyof typeof searchTypes];

/** /SearchResult with the search value and type, as the header search submits them. */
export function searchResultHref(value: string, type: SearchType): string {
  const params = new URLSearchParams({ [SEARCH_VALUE_PARAM]: value.trim(), [SEARCH_TYPE_PARAM]: type });
  return `${paths.searchResult}?${params.toString()}`;
}

/** What a search results page searches for, read from its URL: everything unless a type is named. */
export function searchScope(params: URLSearchParams): { searchValue: string; searchType: string } {
  return {
    searchValue: params.get(SEARCH_VALUE_PARAM)?.trim() ?? '',
    searchType: params.get(SEARCH_TYPE_PARAM) || searchTypes.all,
  };
}
