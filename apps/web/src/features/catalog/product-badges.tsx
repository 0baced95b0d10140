import type { CatalogItem } from '@dutyfree/contracts';
import { useTranslation } from 'react-i18next';
import { type ProductBadge, productBadges } from './catalog-item.ts';
import type { ShownPrice } from './item-pricing.ts';

function BadgeText({ badge }: { badge: ProductBadge }) {
  const { t } = useTranslation('catalog');
  switch (badge.kind) {
    case 'new':
      return t('badges.new');
    case 'offer':
      return t('badges.offer', { percent: badge.percent });
    case 'travelExclusive':
      return t('badges.travelExclusive');
    case 'lowStock':
      return t('badges.lowStock', { count: badge.stock });
    case 'outOfStock':
      return t('badges.outOfStock');
  }
}

/** New, offer %, travel exclusive, low stock (under 3) and out of stock. */
export function ProductBadges({ item, price }: { item: CatalogItem; price: ShownPrice }) {
  const badges = productBadges(item, price);
  if (badges.length === 0) return null;
  return (
    <ul className="product-badges">
      {badges.map((badge) => (
        <li key={badge.kind} className={`product-badge product-badge--${badge.kind}`}>
          <BadgeText badge={badge} />
        </li>
      ))}
    </ul>
  );
}
