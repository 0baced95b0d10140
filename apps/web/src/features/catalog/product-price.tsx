import type { CatalogItem } from '@dutyfree/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useOfferPriceLists } from './api/get-offer-price-lists.ts';
import { formatPrice } from './catalog-item.ts';
import { type ShownPrice, shownPrice } from './item-pricing.ts';

/** The price one unit of the product costs in the cart, running offers included once they are loaded. */
export function useShownPrice(item: CatalogItem): ShownPrice {
  const loaded = useOfferPriceLists().data;
  // The server's page has no offers: a card taken over after they have come (an island woken late,
  // components/island.tsx) shows the server's price first, or React would find the page changed under it.
  const offers = useHydrated() ? loaded : undefined;
  return useMemo(() => shownPrice(item, offers ?? []), [item, offers]);
}

/** The selling price, with the list price struck through beside it when the product is discounted. */
export function ProductPrice({
  price,
  currency,
  className = '',
}: {
  price: ShownPrice;
  currency: string;
  className?: string;
}) {
  const { t } = useTranslation('catalog');
  return (
    <p className={`product-price ${className}`}>
      <span className="product-price__now">
        {/* A struck-through price reads like any other to a screen reader, so both are named. */}
        {price.was !== null && <span className="visually-hidden">{t('price.now')} </span>}
        <bdi>{formatPrice(price.now, currency)}</bdi>
      </span>
      {price.was !== null && (
        <>
          {' '}
          <del className="product-price__was">
            <span className="visually-hidden">{t('price.was')} </span>
            <bdi>{formatPrice(price.was, currency)}</bdi>
          </del>
        </>
      )}
    </p>
  );
}
