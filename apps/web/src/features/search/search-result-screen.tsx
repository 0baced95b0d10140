import { searchTypes } from '@dutyfree/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ProductListing } from '../catalog/listing/product-listing.tsx';
import { SEARCH_TYPE_PARAM, SEARCH_VALUE_PARAM } from './search-link.ts';

/** /SearchResult?searchValue=…&searchType=…: what the header search found, as a listing. */
export function Component() {
  const { t } = useTranslation('pages');
  const { t: tCatalog } = useTranslation('catalog');
  const [params] = useSearchParams();
  const searchValue = params.get(SEARCH_VALUE_PARAM)?.trim() ?? '';
  const searchType = params.get(SEARCH_TYPE_PARAM) || searchTypes.all;
  return (
    <ProductListing
      title={t('titles.searchResult')}
      scope={{ searchValue, searchType }}
      intro={
        searchValue && (
          <p className="listing__intro">{tCatalog('search.resultsFor', { text: searchValue })}</p>
        )
      }
    />
  );
}
