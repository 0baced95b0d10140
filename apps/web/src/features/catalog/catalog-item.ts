import type { CatalogItem, ItemImage } from '@dutyfree/contracts';
import { discountPercent, formatMoneyWithCode, fromMajor, isLowStock } from '@dutyfree/pricing';
import type { ShownPrice } from './item-pricing.ts';

/** How long a product counts as new after it was registered in the shop. */
const NEW_FOR_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The default picture first, then the others in the order the shop keeps them. */
export function orderedImages(item: Pick<CatalogItem, 'itemImage'>): ItemImage[] {
  return [...item.itemImage].sort((a, b) => Number(b.isDefualt) - Number(a.isDefualt));
}

export function mainImage(item: Pick<CatalogItem, 'itemImage'>): ItemImage | undefined {
  return orderedImages(item)[0];
}

/** A wire amount (major units, 2 decimals) as the shop shows it: 'USD 1,234.00' (SPEC §9). */
export function formatPrice(amount: number, currencyCode: string): string {
  return formatMoneyWithCode(fromMajor(amount), currencyCode);
}

/** The offer percentage of a product sold below its list price, 0 when it is not. */
export function offerPercent({ now, was }: ShownPrice): number {
  if (was === null || was <= 0 || now < 0) return 0;
  return discountPercent(fromMajor(was), fromMajor(now));
}

export type ProductBadge =
  | { kind: 'new' }
  | { kind: 'offer'; percent: number }
  | { kind: 'travelExclusive' }
  | { kind: 'lowStock'; stock: number }
  | { kind: 'outOfStock' };

/** The badges of a product card, most important first. */
export function productBadges(
  item: CatalogItem,
  price: ShownPrice,
  now: number = Date.now(),
): ProductBadge[] {
  const badges: ProductBadge[] = [];
  if (item.quantity <= 0) badges.push({ kind: 'outOfStock' });
  else if (isLowStock(item.quantity)) badges.push({ kind: 'lowStock', stock: item.quantity });
  const percent = offerPercent(price);
  if (percent > 0) badges.push({ kind: 'offer', percent });
  const registered = Date.parse(item.regiseredDate);
  if (!Number.isNaN(registered) && now - registered <= NEW_FOR_DAYS * DAY_MS) badges.push({ kind: 'new' });
  if (item.isTravelExeclusive) badges.push({ kind: 'travelExclusive' });
  return badges;
}
