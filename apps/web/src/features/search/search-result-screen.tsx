import { searchTypes } from '@dutyfree/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ProductListing } from '../catalog/listing/product-listing.tsx';
import { searchResultHref, searchScope } from './search-link.ts';

/** /SearchResult?searchValue=…&searchType=…: what the header search found, as a listing. */
export function Component() {
  const { t } = useTranslation('pages');
  const { t: tCatalog } = useTranslation('catalog');
  const [params] = useSearchParams();
  const scope = searchScope(params);
  const { searchValue } = scope;
  return (
    <ProductListing
      title={t('titles.searchResult')}
      scope={scope}
      intro={
        searchValue && (
          <p className="listing__intro">{tCatalog('search.resultsFor', { text: searchValue })}</p>
        )
      }
      didYouMean={(words) => (
        <p className="listing__did-you-mean">
          <Trans
            t={tCatalog}
            i18nKey="search.didYouMean"
            values={{ words }}
            components={{ suggestion: <Link to={searchResultHref(words, searchTypes.all)} /> }}
          />
        </p>
      )}
    />
  );
}
