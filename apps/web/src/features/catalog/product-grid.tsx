import type { CatalogItem } from '@dutyfree/contracts';
import { ProductCard } from './product-card.tsx';

/** As many cards as the first screen of a listing shows on a wide screen (a phone shows two). */
export const FIRST_SCREEN_CARDS = 4;

export function ProductGrid({ items }: { items: CatalogItem[] }) {
  return (
    <ul className="product-grid">
      {items.map((item, index) => (
        <li key={item.id}>
          <ProductCard item={item} priority={index < FIRST_SCREEN_CARDS} />
        </li>
      ))}
    </ul>
  );
}

/** Grey cards in the shape of the real ones while a list loads, so the page does not jump. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="product-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <li key={index}>
          <div className="product-card product-card--skeleton placeholder-glow">
            <div className="product-card__media placeholder" />
            <div className="product-card__body">
              <span className="placeholder col-5" />
              <span className="placeholder col-10" />
              <span className="placeholder col-6" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
