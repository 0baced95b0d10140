import { type CatalogSection, priceListRules } from '@dutyfree/contracts';
import type { ItemFilter, ItemOrder } from './items.repository.ts';
import type { OfferListRecord } from './price-lists.repository.ts';

/** The new-arrivals and best-sellers pages hold this many items (4 pages of 12). */
const RANKED_SECTION_SIZE = 48;

/** SPEC §9: home and related lists are sorted by price, most expensive first. */
export const PRICE_DESCENDING: ItemOrder = { by: 'price', direction: 'desc' };

/** Offers that reward buying more: volume tiers and buy-get. */
const QUANTITY_RULES: ReadonlySet<number> = new Set([priceListRules.volume, priceListRules.buyGet]);

/**
 * Which items a section of the shop shows, given the offer price lists active now:
 * - new arrivals and best sellers: the newest, and the best-selling, items;
 * - travel exclusives: flagged items; deals: current price below the list price;
 * - special offers: items any active offer list names; promotions: items on a quantity offer.
 */
export function sectionFilter(section: CatalogSection, activeOffers: readonly OfferListRecord[]): ItemFilter {
  switch (section) {
    case 'new-arrivals':
      return { topRanked: { by: 'newest', count: RANKED_SECTION_SIZE } };
    case 'best-sellers':
      return { topRanked: { by: 'bestSelling', count: RANKED_SECTION_SIZE } };
    case 'travel-exclusives':
      return { travelExclusive: true };
    case 'deals':
      return { discounted: true };
    case 'special-offers':
      return { offerListIds: activeOffers.map((o) => o.id) };
    case 'promotions':
      return { offerListIds: activeOffers.filter((o) => QUANTITY_RULES.has(o.rule)).map((o) => o.id) };
  }
}
