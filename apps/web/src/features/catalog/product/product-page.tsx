import { type CatalogItem, catalogItem } from '@dutyfree/contracts';
import { clampQuantity, formatMiles } from '@dutyfree/pricing';
import { useEffect, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useInView } from '../../../hooks/use-in-view.ts';
import { getSelectedCurrencyCode } from '../../../lib/currency-preference.ts';
import { useProductDetails } from '../api/get-product-details.ts';
import { useSimilarItems } from '../api/get-similar-items.ts';
import { brandPath } from '../catalog-links.ts';
import { ProductActions } from '../product-actions-context.tsx';
import { ProductBadges } from '../product-badges.tsx';
import { ProductPrice, useShownPrice } from '../product-price.tsx';
import { ProductSlider } from '../product-slider.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { QuantitySelector } from './quantity-selector.tsx';
import { VolumeDiscountTable } from './volume-discount-table.tsx';
import '../catalog.css';
import { goodsName } from '../../../lib/bidi.ts';

/**
 * The product a link passed along (SPEC §2: the product object can come as navigation state). History
 * state outlives reloads and can be stale or foreign, so it is checked against the contract and the id.
 */
function passedAlong(state: unknown, itemId: number): CatalogItem | undefined {
  const parsed = catalogItem.safeParse((state as { item?: unknown } | null)?.item);
  return parsed.success && parsed.data.id === itemId ? parsed.data : undefined;
}

/** Badges, the price (a skeleton while it reloads in another currency) and the miles. */
function ProductOffer({ item, priceLoading }: { item: CatalogItem; priceLoading: boolean }) {
  const { t } = useTranslation('catalog');
  const price = useShownPrice(item);
  return (
    <>
      <ProductBadges item={item} price={price} />
      <div className="product-page__price" aria-busy={priceLoading}>
        {priceLoading ? (
          <p className="placeholder-glow product-price">
            <span className="placeholder col-6 product-page__price-skeleton" />
            <span className="visually-hidden">{t('product.loadingPrice')}</span>
          </p>
        ) : (
          <ProductPrice price={price} currency={item.currency} className="product-price--large" />
        )}
        {item.milesForRedeem > 0 && (
          <p className="product-page__miles">
            {t('product.milesPrice', { miles: formatMiles(item.milesForRedeem) })}
          </p>
        )}
        {item.milesForAccrual > 0 && (
          <p className="product-page__reward">
            {t('product.rewardMiles', { miles: formatMiles(item.milesForAccrual) })}
          </p>
        )}
      </div>
    </>
  );
}

/**
 * The product page: gallery, brand, name, price (hidden behind a skeleton while it reloads in another
 * currency), miles, quantity, the actions slot (add to cart), volume discounts, description and similar
 * items.
 */
export function ProductPage({ itemId }: { itemId: number }) {
  const { t } = useTranslation('catalog');
  const { t: tPages } = useTranslation('pages');
  const location = useLocation();
  const navigate = useNavigate();
  const details = useProductDetails(itemId, passedAlong(location.state, itemId));
  const similar = useSimilarItems(details.data);
  const [quantity, setQuantity] = useState(1);
  const [head, headInView] = useInView();
  useDocumentTitle(details.data?.name ?? tPages('titles.productDetail'));

  // SPEC §8: a product that cannot be loaded leads to /404.
  useEffect(() => {
    if (details.isError) void navigate(paths.notFound, { replace: true });
  }, [details.isError, navigate]);

  const item = details.data;
  if (!item) return <LoadingIndicator label={t('product.loading')} />;

  // Until the fresh details are in, the add button waits; a price passed along in another currency (the
  // shopper has switched since) is not shown at all.
  const busy = details.isPlaceholderData || details.isFetching;
  const priceLoading = details.isPlaceholderData && item.currency !== getSelectedCurrencyCode();
  const chosen = clampQuantity(quantity, item.quantity);

  return (
    <Container fluid="xl" className="page product-page">
      <div className="product-page__layout">
        {/* First in reading order and, on a phone, on the first screen above the sticky purchase block. */}
        <div className="product-page__head" ref={head}>
          <Link to={brandPath({ id: item.brandId, name: item.brand })} className="product-page__brand">
            {item.brand}
          </Link>
          <PageTitle>{goodsName(item.name)}</PageTitle>
          <ProductOffer item={item} priceLoading={priceLoading} />
        </div>
        <ProductGallery item={item} />
        <div className="product-page__info">
          {/* On a phone this block sticks to the foot of the screen until its place scrolls into view (see
              catalog.css): the one set of controls, so screen readers and the keyboard meet it once. */}
          <div className="product-page__purchase">
            {/* Once the name has scrolled away, the block names what it buys (the heading says it to
                screen readers already). */}
            {!headInView && (
              <p className="product-page__purchase-name" aria-hidden="true">
                {goodsName(item.name)}
              </p>
            )}
            {/* Sold out, there is no quantity to choose: the actions say so. */}
            {item.quantity > 0 && (
              <QuantitySelector value={chosen} stock={item.quantity} onChange={setQuantity} />
            )}
            <div className="product-page__actions">
              <ProductActions item={item} quantity={chosen} busy={busy} placement="detail" />
            </div>
          </div>
          <VolumeDiscountTable item={item} quantity={chosen} />
          <h2 className="product-page__subtitle">{t('product.description')}</h2>
          <p className="product-page__description">
            {/* The shop writes descriptions in English: isolated, their punctuation stays put in Arabic. */}
            <bdi>{item.description}</bdi>
          </p>
        </div>
      </div>
      {/* Nothing similar: the section is left out rather than shown empty. */}
      {(similar.status !== 'success' || similar.data.length > 0) && (
        <ProductSlider title={t('product.similar')} items={similar.data} status={similar.status} />
      )}
    </Container>
  );
}
