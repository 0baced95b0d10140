import type { PriceListRule } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import type { Translations } from './language.ts';

export type OfferListRecord = {
  id: number;
  name: string;
  nameTranslations: Translations;
  rule: PriceListRule;
};
/** An offer list with the window in which it runs (valid_from ≤ now ≤ valid_to). */
export type ScheduledOfferRecord = OfferListRecord & { validFrom: number; validTo: number };
export type OfferMembership = { itemId: number; priceListId: number };
export type VolumeTierRecord = {
  id: number;
  priceListId: number;
  itemId: number;
  startQuantity: number;
  endQuantity: number;
  customPriceCents: number;
};
export type BuyGetRecord = {
  priceListId: number;
  itemId: number;
  buyQuantity: number;
  getQuantity: number;
  getItemId: number;
};
export type IndividualRateRecord = { priceListId: number; itemId: number; amountCents: number };
export type BundleRecord = { id: number; priceListId: number; amountCents: number; itemIds: number[] };

/**
 * (item_id, price_list_id) of every item a price list names, whatever its rule: a unit or percentage
 * rate, a bundle, a volume tier or a buy-get offer. `listIds` must not be empty.
 */
export function offerMembers(db: Executor, listIds: readonly number[]) {
  return db
    .selectFrom('price_list_item')
    .select(['item_id', 'price_list_id'])
    .where('price_list_id', 'in', listIds)
    .union(
      db
        .selectFrom('price_list_bundle_item')
        .innerJoin('price_list_bundle', 'price_list_bundle.id', 'price_list_bundle_item.bundle_id')
        .select([
          'price_list_bundle_item.item_id as item_id',
          'price_list_bundle.price_list_id as price_list_id',
        ])
        .where('price_list_bundle.price_list_id', 'in', listIds),
    )
    .union(
      db
        .selectFrom('volume_price')
        .select(['item_id', 'price_list_id'])
        .where('price_list_id', 'in', listIds),
    )
    .union(
      db
        .selectFrom('buy_get_offer')
        .select(['item_id', 'price_list_id'])
        .where('price_list_id', 'in', listIds),
    );
}

export class PriceListsRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  /** Offer price lists switched on and valid at `now`, oldest first. */
  async activeOffers(now: number): Promise<OfferListRecord[]> {
    const rows = await this.offersNotEndedBy(now)
      .select(['id', 'name', 'name_ar', 'name_zh', 'rule'])
      .where('valid_from', '<=', now)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      nameTranslations: { ar: r.name_ar, zh: r.name_zh },
      rule: r.rule,
    }));
  }

  /** Offer price lists switched on that run now or will start later, oldest first. */
  async scheduledOffers(now: number): Promise<ScheduledOfferRecord[]> {
    const rows = await this.offersNotEndedBy(now)
      .select(['id', 'name', 'name_ar', 'name_zh', 'rule', 'valid_from', 'valid_to'])
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      nameTranslations: { ar: r.name_ar, zh: r.name_zh },
      rule: r.rule,
      validFrom: r.valid_from,
      validTo: r.valid_to,
    }));
  }

  private offersNotEndedBy(now: number) {
    return this.db
      .selectFrom('price_list')
      .where('kind', '=', 'offer')
      .where('is_active', '=', 1)
      .where('valid_to', '>=', now)
      .orderBy('id');
  }

  // The terms below are of the given items, or of every item the lists name when `itemIds` is left out.

  async memberships(listIds: readonly number[], itemIds?: readonly number[]): Promise<OfferMembership[]> {
    if (listIds.length === 0 || itemIds?.length === 0) return [];
    const rows = await this.db
      .selectFrom(offerMembers(this.db, listIds).as('member'))
      .select(['member.item_id', 'member.price_list_id'])
      .$if(itemIds !== undefined, (q) => q.where('member.item_id', 'in', itemIds!))
      .execute();
    return rows.map((r) => ({ itemId: r.item_id, priceListId: r.price_list_id }));
  }

  async volumeTiers(listIds: readonly number[], itemIds?: readonly number[]): Promise<VolumeTierRecord[]> {
    if (listIds.length === 0 || itemIds?.length === 0) return [];
    const rows = await this.db
      .selectFrom('volume_price')
      .select(['id', 'price_list_id', 'item_id', 'start_quantity', 'end_quantity', 'custom_price_cents'])
      .where('price_list_id', 'in', listIds)
      .$if(itemIds !== undefined, (q) => q.where('item_id', 'in', itemIds!))
      .orderBy('start_quantity')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      priceListId: r.price_list_id,
      itemId: r.item_id,
      startQuantity: r.start_quantity,
      endQuantity: r.end_quantity,
      customPriceCents: r.custom_price_cents,
    }));
  }

  async buyGetOffers(listIds: readonly number[], itemIds?: readonly number[]): Promise<BuyGetRecord[]> {
    if (listIds.length === 0 || itemIds?.length === 0) return [];
    const rows = await this.db
      .selectFrom('buy_get_offer')
      .select(['price_list_id', 'item_id', 'buy_quantity', 'get_quantity', 'get_item_id'])
      .where('price_list_id', 'in', listIds)
      .$if(itemIds !== undefined, (q) => q.where('item_id', 'in', itemIds!))
      .orderBy('buy_quantity')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      priceListId: r.price_list_id,
      itemId: r.item_id,
      buyQuantity: r.buy_quantity,
      getQuantity: r.get_quantity,
      getItemId: r.get_item_id,
    }));
  }

  async individualRates(listIds: readonly number[]): Promise<IndividualRateRecord[]> {
    if (listIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('price_list_item')
      .select(['price_list_id', 'item_id', 'amount_cents'])
      .where('price_list_id', 'in', listIds)
      .orderBy('price_list_id')
      .orderBy('item_id')
      .execute();
    return rows.map((r) => ({
      priceListId: r.price_list_id,
      itemId: r.item_id,
      amountCents: r.amount_cents,
    }));
  }

  async bundles(listIds: readonly number[]): Promise<BundleRecord[]> {
    if (listIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('price_list_bundle')
      .innerJoin('price_list_bundle_item', 'price_list_bundle_item.bundle_id', 'price_list_bundle.id')
      .select([
        'price_list_bundle.id',
        'price_list_bundle.price_list_id',
        'price_list_bundle.amount_cents',
        'price_list_bundle_item.item_id',
      ])
      .where('price_list_bundle.price_list_id', 'in', listIds)
      .orderBy('price_list_bundle.id')
      .orderBy('price_list_bundle_item.item_id')
      .execute();
    const bundles = new Map<number, BundleRecord>();
    for (const r of rows) {
      const bundle = bundles.get(r.id) ?? {
        id: r.id,
        priceListId: r.price_list_id,
        amountCents: r.amount_cents,
        itemIds: [],
      };
      bundle.itemIds.push(r.item_id);
      bundles.set(r.id, bundle);
    }
    return [...bundles.values()];
  }
}
