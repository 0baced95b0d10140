import type { BuyGetRecord, OfferListRecord, VolumeTierRecord } from './price-lists.repository.ts';
import type { OfferTerms } from './price-lists.service.ts';

/** The offer an item follows and that offer's quantity terms for it. */
export type ItemOfferTerms = {
  /** The running offer list the item follows: the oldest one naming it. */
  offer: OfferListRecord | null;
  volumeTiers: VolumeTierRecord[];
  buyGetOffers: BuyGetRecord[];
};

/** Some running offer lists and what they give each item. */
export type RunningOffers = {
  /** Oldest first. */
  lists: readonly OfferListRecord[];
  termsOf(itemId: number): ItemOfferTerms;
};

export function groupByItem<T extends { itemId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.itemId);
    if (group) group.push(row);
    else groups.set(row.itemId, [row]);
  }
  return groups;
}

/**
 * What some offer lists say about items, indexed by item once, so that answering for a page of items
 * (or, from a cached snapshot, for every page) costs a few map look-ups.
 */
export class OfferTermsIndex {
  /** The lists naming each item, oldest first. */
  private readonly listIdsByItem = new Map<number, number[]>();
  private readonly tiersByItem: Map<number, VolumeTierRecord[]>;
  private readonly buyGetsByItem: Map<number, BuyGetRecord[]>;

  constructor(terms: OfferTerms) {
    for (const { itemId, priceListId } of terms.memberships) {
      const listIds = this.listIdsByItem.get(itemId);
      if (listIds) listIds.push(priceListId);
      else this.listIdsByItem.set(itemId, [priceListId]);
    }
    for (const listIds of this.listIdsByItem.values()) listIds.sort((a, b) => a - b);
    this.tiersByItem = groupByItem(terms.volumeTiers);
    this.buyGetsByItem = groupByItem(terms.buyGetOffers);
  }

  /**
   * The terms while `lists` run. An item follows one offer at a time, the oldest running list naming
   * it, so that tiers never overlap.
   */
  whileRunning(lists: readonly OfferListRecord[]): RunningOffers {
    const running = new Map(lists.map((list) => [list.id, list]));
    const termsOf = (itemId: number): ItemOfferTerms => {
      const listId = this.listIdsByItem.get(itemId)?.find((id) => running.has(id));
      if (listId === undefined) return { offer: null, volumeTiers: [], buyGetOffers: [] };
      const ofList = <T extends { priceListId: number }>(rows: T[] = []) =>
        rows.filter((row) => row.priceListId === listId);
      return {
        offer: running.get(listId)!,
        volumeTiers: ofList(this.tiersByItem.get(itemId)),
        buyGetOffers: ofList(this.buyGetsByItem.get(itemId)),
      };
    };
    return { lists, termsOf };
  }
}
