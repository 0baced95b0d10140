import type { CatalogItem, OfferPriceList } from '@dutyfree/contracts';
import { discountPercent, fromMajor } from '@dutyfree/pricing';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { goodsName } from '../../lib/bidi.ts';
import { formatPrice, mainImage } from '../catalog/catalog-item.ts';
import { productPath } from '../catalog/catalog-links.ts';
import { ProductActions } from '../catalog/product-actions-context.tsx';
import { usePromoProducts } from './api/get-promo-products.ts';

/** Every product the list names, once, rated products first. */
function listedItemIds(priceList: OfferPriceList): number[] {
  const ids = [
    ...priceList.priceListIndividualRateRes.map((rate) => rate.itemId),
    ...priceList.priceListBundleRateRes.flatMap((bundle) =>
      bundle.priceListBundleItemsRes.map((entry) => entry.itemId),
    ),
  ];
  return [...new Set(ids)];
}

/** The products of a promotion code with the price the code gives them, and its bundles. */
export function PromoProducts({ priceList }: { priceList: OfferPriceList }) {
  const { t } = useTranslation('cart');
  const products = usePromoProducts(listedItemIds(priceList));
  if (products.isPending) return <LoadingIndicator label={t('promoPage.loadingProducts')} />;
  if (products.isError) {
    return (
      <p className="alert alert-danger" role="alert">
        {t('promo.failed')}
      </p>
    );
  }
  const items = new Map(products.data.map((item) => [item.id, item]));
  const rated = priceList.priceListIndividualRateRes.flatMap((rate) => {
    const item = items.get(rate.itemId);
    return item ? [{ item, promoPrice: rate.amount }] : [];
  });
  if (rated.length === 0 && priceList.priceListBundleRateRes.length === 0) {
    return <p className="promo-page__empty">{t('promoPage.empty')}</p>;
  }
  return (
    <>
      {rated.length > 0 && (
        <ul className="promo-products">
          {rated.map(({ item, promoPrice }) => (
            <PromoProduct key={item.id} item={item} promoPrice={promoPrice} />
          ))}
        </ul>
      )}
      {priceList.priceListBundleRateRes.length > 0 && (
        <section aria-labelledby="promo-bundles-heading" className="promo-bundles">
          <h2 id="promo-bundles-heading" className="promo-page__subtitle">
            {t('promoPage.bundles')}
          </h2>
          <ul className="promo-bundles__list">
            {priceList.priceListBundleRateRes.map((bundle) => {
              const members = bundle.priceListBundleItemsRes.flatMap(
                (entry) => items.get(entry.itemId) ?? [],
              );
              const key = bundle.priceListBundleItemsRes.map((entry) => entry.itemId).join('-');
              return (
                <li key={key} className="promo-bundle">
                  <p className="promo-bundle__title">
                    {t('promoPage.bundle', {
                      count: members.length,
                      price: formatPrice(bundle.amount, members[0]?.currency ?? ''),
                    })}
                  </p>
                  <ul className="promo-products">
                    {members.map((item) => (
                      <PromoProduct key={item.id} item={item} promoPrice={null} />
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}

function PromoProduct({ item, promoPrice }: { item: CatalogItem; promoPrice: number | null }) {
  const { t } = useTranslation('cart');
  const image = mainImage(item);
  const saving =
    promoPrice === null ? 0 : discountPercent(fromMajor(item.currentPrice), fromMajor(promoPrice));
  const shown = promoPrice !== null && promoPrice < item.currentPrice ? promoPrice : item.currentPrice;
  return (
    <li className="promo-product">
      {image ? (
        <img
          src={image.imageUrl}
          alt=""
          width="96"
          height="96"
          loading="lazy"
          className="promo-product__image"
        />
      ) : (
        <span className="promo-product__image" aria-hidden="true" />
      )}
      <div className="promo-product__info">
        <p className="promo-product__brand">{item.brand}</p>
        <h3 className="promo-product__name">
          <Link to={productPath(item)}>{goodsName(item.name)}</Link>
        </h3>
        <p className="promo-product__price">
          {saving > 0 && <span className="visually-hidden">{t('promoPage.promoPrice')} </span>}
          <bdi className="promo-product__now">{formatPrice(shown, item.currency)}</bdi>
          {saving > 0 && (
            <>
              {' '}
              <del>
                <span className="visually-hidden">{t('lines.was')} </span>
                <bdi>{formatPrice(item.currentPrice, item.currency)}</bdi>
              </del>{' '}
              <span className="promo-product__saving">{t('promoPage.saving', { percent: saving })}</span>
            </>
          )}
        </p>
      </div>
      <div className="promo-product__actions">
        <ProductActions item={item} quantity={1} busy={false} placement="card" />
      </div>
    </li>
  );
}
