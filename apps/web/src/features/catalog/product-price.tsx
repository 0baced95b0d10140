import type { CatalogItem } from '@dutyfree/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from './catalog-item.ts';

type PricedProduct = Pick<CatalogItem, 'currentPrice' | 'salesRate' | 'currency'>;

/** The selling price, with the list price struck through beside it when the product is discounted. */
export function ProductPrice({ item, className = '' }: { item: PricedProduct; className?: string }) {
  const { t } = useTranslation('catalog');
  const discounted = item.currentPrice < item.salesRate;
  return (
    <p className={`product-price ${className}`}>
      <span className="product-price__now">
        {/* A struck-through price reads like any other to a screen reader, so both are named. */}
        {discounted && <span className="visually-hidden">{t('price.now')} </span>}
        <bdi>{formatPrice(item.currentPrice, item.currency)}</bdi>
      </span>
      {discounted && (
        <>
          {' '}
          <del className="product-price__was">
            <span className="visually-hidden">{t('price.was')} </span>
            <bdi>{formatPrice(item.salesRate, item.currency)}</bdi>
          </del>
        </>
      )}
    </p>
  );
}
