import type { CatalogItem, PricedCartLine } from '@dutyfree/contracts';
import { findVolumeTier } from '@dutyfree/pricing';
import { toVolumeTier } from '../catalog/item-pricing.ts';

/** What a cart line says about its price and stock, under its name. */
export type LineNote =
  | { kind: 'volume'; from: number; to: number; orMore: boolean }
  | { kind: 'nextTier'; quantity: number; unitPrice: number }
  | { kind: 'promo' }
  | { kind: 'buyGet'; buy: number; get: number }
  | { kind: 'buyGetEarned'; get: number }
  | { kind: 'outOfStock' }
  | { kind: 'stockShort'; stock: number };

/** True when the line cannot go to checkout as it is: more units than the shop has. */
export function exceedsStock(quantity: number, item: Pick<CatalogItem, 'quantity'>): boolean {
  return quantity > item.quantity;
}

/**
 * The notes of a paid line: the volume tier it is in (SPEC §4) or the next one worth reaching, a
 * price-list rate, the buy-get offer (earned or how to earn it), and stock that no longer covers it.
 */
export function lineNotes(
  line: PricedCartLine,
  item: CatalogItem,
  earnedGift: PricedCartLine | undefined,
): LineNote[] {
  const notes: LineNote[] = [];
  const tiers = item.volumePriceList;
  if (line.appliedRule === 'volume') {
    const tier = findVolumeTier(tiers.map(toVolumeTier), line.quantity);
    const highestEnd = Math.max(...tiers.map((t) => t.endQuantity));
    if (tier)
      notes.push({
        kind: 'volume',
        from: tier.startQuantity,
        to: tier.endQuantity,
        orMore: tier.endQuantity === highestEnd,
      });
  }
  const next = tiers
    .filter(
      (t) =>
        t.startQuantity > line.quantity &&
        t.startQuantity <= item.quantity &&
        t.customePrice < line.unitPrice,
    )
    .sort((a, b) => a.startQuantity - b.startQuantity)[0];
  if (next) notes.push({ kind: 'nextTier', quantity: next.startQuantity, unitPrice: next.customePrice });
  if (line.appliedRule === 'promo') notes.push({ kind: 'promo' });
  if (earnedGift) {
    notes.push({ kind: 'buyGetEarned', get: earnedGift.quantity });
  } else {
    const offer = item.buyGetPriceList
      .filter((o) => o.buyQuantity > line.quantity)
      .sort((a, b) => a.buyQuantity - b.buyQuantity)[0];
    if (offer) notes.push({ kind: 'buyGet', buy: offer.buyQuantity, get: offer.getQuantity });
  }
  if (item.quantity <= 0) notes.push({ kind: 'outOfStock' });
  else if (exceedsStock(line.quantity, item)) notes.push({ kind: 'stockShort', stock: item.quantity });
  return notes;
}
