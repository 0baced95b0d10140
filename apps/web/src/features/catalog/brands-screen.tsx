import { useEffect, useId, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { pageCount } from '../../components/page-numbers.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useBrands } from './api/get-brands.ts';
import { BrandImage } from './brand-image.tsx';
import { brandPath } from './catalog-links.ts';
import { routeId } from './listing/route-id.ts';

/** SPEC §9: the brands page shows 30 brands per page. */
const BRANDS_PER_PAGE = 30;
const PAGE_PARAM = 'page';

/** /brands: every brand as a logo (or its name), 30 per page. */
export function Component() {
  const { t } = useTranslation('catalog');
  const { t: tPages } = useTranslation('pages');
  useDocumentTitle(tPages('titles.brands'));
  const brands = useBrands();
  const [params] = useSearchParams();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const focusList = useRef(false);
  const page = routeId(params.get(PAGE_PARAM) ?? undefined) ?? 1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs because the page changed
  useEffect(() => {
    if (!focusList.current) return;
    focusList.current = false;
    listRef.current?.focus({ preventScroll: true });
    listRef.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  const all = brands.data ?? [];
  const total = pageCount(all.length, BRANDS_PER_PAGE);
  const shown = all.slice((page - 1) * BRANDS_PER_PAGE, page * BRANDS_PER_PAGE);

  function hrefFor(target: number) {
    const next = new URLSearchParams(params);
    if (target > 1) next.set(PAGE_PARAM, String(target));
    else next.delete(PAGE_PARAM);
    const search = next.toString();
    return search ? `?${search}` : '?';
  }

  return (
    <Container fluid="xl" className="page brands-page">
      <PageTitle>{tPages('titles.brands')}</PageTitle>
      {brands.isPending && <LoadingIndicator label={t('brands.loading')} />}
      {brands.isError && (
        <div className="listing__empty" role="alert">
          <p className="listing__empty-title">{t('brands.failed')}</p>
          <Button variant="primary" onClick={() => brands.refetch()}>
            {t('listing.retry')}
          </Button>
        </div>
      )}
      {brands.isSuccess && shown.length === 0 && (
        <div className="listing__empty">
          <p className="listing__empty-title">{t('brands.empty')}</p>
          {page > 1 && (
            <Link to={hrefFor(1)} className="btn btn-primary">
              {t('listing.firstPage')}
            </Link>
          )}
        </div>
      )}
      {shown.length > 0 && (
        <ul
          id={listId}
          ref={listRef}
          className="brand-grid"
          tabIndex={-1}
          aria-label={t('brands.pageLabel', { page, count: total })}
        >
          {shown.map((brand) => (
            <li key={brand.id}>
              <Link to={brandPath(brand)} className="brand-grid__link">
                <BrandImage brand={brand} width={240} height={120} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        label={t('brands.pages')}
        current={page}
        total={total}
        hrefFor={hrefFor}
        onNavigate={() => {
          focusList.current = true;
        }}
      />
    </Container>
  );
}
