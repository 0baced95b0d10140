import type { CatalogItem } from '@dutyfree/contracts';
import { Link } from 'react-router';
import { island } from '../../components/island.tsx';
import { mainImage } from './catalog-item.ts';
import { type ProductLinkState, productPath } from './catalog-links.ts';
import { ProductActions } from './product-actions-context.tsx';
import { ProductBadges } from './product-badges.tsx';
import { ProductPrice, useShownPrice } from './product-price.tsx';
import './catalog.css';
import { goodsName } from '../../lib/bidi.ts';

/**
 * A product in a grid or slider: picture, badges, brand, name, price and the add-to-cart slot. `priority`
 * marks a card of the first screen: its picture is likely the page's largest paint, so it is fetched at
 * once and first, not when the browser finds it in view.
 */
function Card({ item, priority = false }: { item: CatalogItem; priority?: boolean }) {
  const image = mainImage(item);
  const state: ProductLinkState = { item };
  const price = useShownPrice(item);
  return (
    <article className="product-card">
      <div className="product-card__media">
        {image ? (
          <img
            src={image.imageUrl}
            alt={item.name}
            width="300"
            height="300"
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
          />
        ) : (
          <div className="product-card__no-image" aria-hidden="true" />
        )}
        <ProductBadges item={item} price={price} />
      </div>
      <div className="product-card__body">
        <p className="product-card__brand">{item.brand}</p>
        <h3 className="product-card__name">
          {/* The link covers the whole card (stretched), so the picture is clickable too. */}
          <Link to={productPath(item)} state={state} className="product-card__link stretched-link">
            {goodsName(item.name)}
          </Link>
        </h3>
        <ProductPrice price={price} currency={item.currency} className="product-card__price" />
        <div className="product-card__actions">
          <ProductActions item={item} quantity={1} busy={false} placement="card" />
        </div>
      </div>
    </article>
  );
}

/**
 * Each card is an island taken over when it comes into view, for its add-to-cart button: a grid's cards
 * out of view cost the first screen nothing (decision 0044).
 */
export const ProductCard = island(Card, 'visible');
