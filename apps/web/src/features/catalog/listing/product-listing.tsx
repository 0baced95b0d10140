import { DEFAULT_PAGE_SIZE, type ItemCategory } from '@dutyfree/contracts';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pageCount } from '../../../components/page-numbers.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { getSelectedCurrencyCode } from '../../../lib/currency-preference.ts';
import { useBrands } from '../api/get-brands.ts';
import { useCategories } from '../api/get-categories.ts';
import { useSearchItems } from '../api/search-items.ts';
import { findCategory } from '../category-tree.ts';
import { ProductGrid, ProductGridSkeleton } from '../product-grid.tsx';
import { type FilterOption, FilterPanel } from './filter-panel.tsx';
import {
  activeFilterCount,
  isRankedSearch,
  type ListingFilters,
  type ListingScope,
  type ListingState,
  listingRequest,
  NO_FILTERS,
  readListingState,
  writeListingState,
} from './listing-params.ts';
import { SortSelect } from './sort-select.tsx';
import '../catalog.css';

interface ProductListingProps {
  title: string;
  scope: ListingScope;
  /** Shown under the title, e.g. what was searched for. */
  intro?: ReactNode;
  /** A brand page filters by category only. */
  brandFilter?: boolean;
  /** Shown when nothing was found and the catalogue has words near the text searched ("Did you mean …"). */
  didYouMean?: (words: string) => ReactNode;
}

/**
 * The choices that have products in the listing (the server names them whichever are ticked), and any
 * ticked one besides, so that a choice made can always be undone. None until the listing has loaded.
 */
function offeredOptions<Option extends FilterOption>(
  options: readonly Option[] | undefined,
  offeredIds: readonly number[] | undefined,
  ticked: readonly number[],
): Option[] | undefined {
  if (!options || !offeredIds) return undefined;
  const offered = new Set([...offeredIds, ...ticked]);
  return options.filter((option) => offered.has(option.id));
}

/** A category page narrows by its sub-categories; other listings by the top-level departments. */
function categoryChoices(tree: ItemCategory[] | undefined, scope: ListingScope): ItemCategory[] | undefined {
  if (!tree) return undefined;
  if (scope.categoryId === undefined) return tree;
  return findCategory(tree, scope.categoryId)?.children;
}

/** The URL's filters, as one key: the filter form starts afresh only when they change. */
const filterKey = ({ brands, categories, minPrice, maxPrice }: ListingFilters) =>
  [brands.join(','), categories.join(','), minPrice ?? '', maxPrice ?? ''].join('|');

/**
 * Every product listing of SPEC §2 (search results, category, brand, collection and the shop's sections):
 * a grid of 12 per page with sort, filters and numbered pages, all kept in the URL.
 */
export function ProductListing({ title, scope, intro, brandFilter = true, didYouMean }: ProductListingProps) {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const state = readListingState(params);
  const results = useSearchItems(listingRequest(scope, params));
  const brands = useBrands();
  const categories = useCategories();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);
  const focusResults = useRef(false);
  const countId = useId();
  const filterPanelId = useId();

  // After a new page or new filters, keyboard and screen reader users continue at the results.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs because the URL's choices changed
  useEffect(() => {
    if (!focusResults.current) return;
    focusResults.current = false;
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [params]);

  function change(changes: Partial<ListingState>) {
    focusResults.current = true;
    setParams(writeListingState(params, changes));
  }

  function applyFilters(filters: ListingFilters) {
    setFiltersOpen(false);
    change({ ...filters, activePage: 1 });
  }

  const filters: ListingFilters = {
    brands: state.brands,
    categories: state.categories,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
  };
  const filterCount = activeFilterCount(filters);
  const data = results.data;
  const totalPages = data ? pageCount(data.totalCount, DEFAULT_PAGE_SIZE) : 1;

  return (
    <Container fluid="xl" className="page listing">
      <PageTitle>{title}</PageTitle>
      {intro}
      <div className="listing__layout">
        <div className="listing__aside">
          <Button
            variant="outline-primary"
            className="listing__filter-toggle"
            aria-expanded={filtersOpen}
            aria-controls={filterPanelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filterCount > 0 ? t('filters.toggleCount', { count: filterCount }) : t('filters.toggle')}
          </Button>
          <FilterPanel
            // New filters in the URL (back button, shared link) start the form afresh from what it says; a
            // new sort or page does not, so a price typed but not yet applied stays (the form remounted on
            // every URL change, and a sort's render landing after the typing wiped it).
            key={filterKey(filters)}
            id={filterPanelId}
            filters={filters}
            brandOptions={
              brandFilter && scope.brandId === undefined
                ? offeredOptions(brands.data, data?.filterBrandIds, state.brands)
                : undefined
            }
            categoryOptions={offeredOptions(
              categoryChoices(categories.data, scope),
              data?.filterCategoryIds,
              state.categories,
            )}
            currencyCode={data?.items[0]?.currency ?? getSelectedCurrencyCode()}
            open={filtersOpen}
            onApply={applyFilters}
          />
        </div>
        <section
          ref={resultsRef}
          className="listing__results"
          aria-labelledby={countId}
          aria-busy={results.isFetching}
          tabIndex={-1}
        >
          <div className="listing__toolbar">
            <p id={countId} className="listing__count" role="status">
              {data
                ? t('listing.count', { count: data.totalCount })
                : results.isError
                  ? ''
                  : t('listing.loading')}
            </p>
            <SortSelect
              ranked={isRankedSearch(params)}
              sort={state.sort}
              sortDirection={state.sortDirection}
              onChange={(order) => change({ ...order, activePage: 1 })}
            />
          </div>
          {results.isPending && <ProductGridSkeleton count={DEFAULT_PAGE_SIZE} />}
          {results.isError && !data && (
            <ListingError error={results.error} onRetry={() => results.refetch()} />
          )}
          {data && data.items.length > 0 && <ProductGrid items={data.items} />}
          {data && data.items.length === 0 && (
            <div className="listing__empty">
              <p className="listing__empty-title">{t('listing.empty')}</p>
              {data.didYouMean && didYouMean?.(data.didYouMean)}
              {filterCount > 0 ? (
                <Button variant="primary" onClick={() => change({ ...NO_FILTERS, activePage: 1 })}>
                  {t('filters.clear')}
                </Button>
              ) : state.activePage > 1 ? (
                <Link
                  to={{ search: writeListingState(params, { activePage: 1 }).toString() }}
                  className="btn btn-primary"
                >
                  {t('listing.firstPage')}
                </Link>
              ) : (
                <Link to={paths.home} className="btn btn-primary">
                  {t('listing.continueShopping')}
                </Link>
              )}
            </div>
          )}
          <Pagination
            label={t('listing.pages')}
            current={state.activePage}
            total={totalPages}
            hrefFor={(page) => `?${writeListingState(params, { activePage: page }).toString()}`}
            onNavigate={() => {
              focusResults.current = true;
            }}
          />
        </section>
      </div>
    </Container>
  );
}

function ListingError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('catalog');
  // An unknown category, brand or collection id is a 404: there is nothing to try again.
  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className="listing__empty" role="alert">
        <p className="listing__empty-title">{t('listing.notFound')}</p>
        <Link to={paths.home} className="btn btn-primary">
          {t('listing.continueShopping')}
        </Link>
      </div>
    );
  }
  return (
    <div className="listing__empty" role="alert">
      <p className="listing__empty-title">{t('listing.failed')}</p>
      <Button variant="primary" onClick={onRetry}>
        {t('listing.retry')}
      </Button>
    </div>
  );
}
