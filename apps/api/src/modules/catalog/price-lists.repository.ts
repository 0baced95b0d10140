import { type Compilable, sql } from 'kysely';
import { PreparedQuery } from '../../db/prepared-query.ts';
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
/** Which of an offer's terms a row of `terms` is. */
type TermKind = 'member' | 'tier' | 'buyget';
export type BundleRecord = { id: number; priceListId: number; amountCents: number; itemIds: number[] };
/** The running offer lists with every rate and bundle they set, as `runningOffersWithRates` reads them. */
export type OffersWithRates = {
  offers: OfferListRecord[];
  individualRates: IndividualRateRecord[];
  bundles: BundleRecord[];
};
/** Which part of the running offers a row of `runningOffersWithRates` is. */
type OfferPart = 'list' | 'rate' | 'bundle';

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

function offersNotEndedBy(db: Executor, now: number) {
  return db
    .selectFrom('price_list')
    .where('kind', '=', 'offer')
    .where('is_active', '=', 1)
    .where('valid_to', '>=', now)
    .orderBy('id');
}

/** The statement of `runningOffersWithRates`. */
function runningOffersWithRates(db: Executor, now: number) {
  const zero = sql<number>`0`;
  const none = sql<string | null>`null`;
  const noRule = sql<PriceListRule | null>`null`;
  const running = offersNotEndedBy(db, now).select('id').where('valid_from', '<=', now).clearOrderBy();
  return offersNotEndedBy(db, now)
    .clearOrderBy()
    .where('valid_from', '<=', now)
    .select([
      sql<OfferPart>`'list'`.as('part'),
      'id as price_list_id',
      zero.as('bundle_id'),
      zero.as('item_id'),
      zero.as('amount_cents'),
      sql<string | null>`name`.as('name'),
      'name_ar',
      'name_zh',
      sql<PriceListRule | null>`rule`.as('rule'),
    ])
    .unionAll(
      db
        .selectFrom('price_list_item')
        .select([
          sql<OfferPart>`'rate'`.as('part'),
          'price_list_id',
          zero.as('bundle_id'),
          'item_id',
          'amount_cents',
          none.as('name'),
          none.as('name_ar'),
          none.as('name_zh'),
          noRule.as('rule'),
        ])
        .where('price_list_id', 'in', running),
    )
    .unionAll(
      db
        .selectFrom('price_list_bundle')
        .innerJoin('price_list_bundle_item', 'price_list_bundle_item.bundle_id', 'price_list_bundle.id')
        .select([
          sql<OfferPart>`'bundle'`.as('part'),
          'price_list_bundle.price_list_id',
          'price_list_bundle.id as bundle_id',
          'price_list_bundle_item.item_id',
          'price_list_bundle.amount_cents',
          none.as('name'),
          none.as('name_ar'),
          none.as('name_zh'),
          noRule.as('rule'),
        ])
        .where('price_list_bundle.price_list_id', 'in', running),
    )
    .orderBy('part')
    .orderBy('price_list_id')
    .orderBy('bundle_id')
    .orderBy('item_id');
}

/** The statement of `terms`: of the given items, or of every item the lists name without `itemIds`. */
function offerTerms(db: Executor, listIds: readonly number[], itemIds?: readonly number[]) {
  const zero = sql<number>`0`;
  return db
    .selectFrom(offerMembers(db, listIds).as('member'))
    .select([
      sql<TermKind>`'member'`.as('kind'),
      'member.item_id',
      'member.price_list_id',
      zero.as('id'),
      zero.as('a'),
      zero.as('b'),
      zero.as('c'),
    ])
    .$if(itemIds !== undefined, (q) => q.where('member.item_id', 'in', itemIds!))
    .unionAll(
      db
        .selectFrom('volume_price')
        .select([
          sql<TermKind>`'tier'`.as('kind'),
          'item_id',
          'price_list_id',
          'id',
          'start_quantity as a',
          'end_quantity as b',
          'custom_price_cents as c',
        ])
        .where('price_list_id', 'in', listIds)
        .$if(itemIds !== undefined, (q) => q.where('item_id', 'in', itemIds!)),
    )
    .unionAll(
      db
        .selectFrom('buy_get_offer')
        .select([
          sql<TermKind>`'buyget'`.as('kind'),
          'item_id',
          'price_list_id',
          'id',
          'buy_quantity as a',
          'get_quantity as b',
          'get_item_id as c',
        ])
        .where('price_list_id', 'in', listIds)
        .$if(itemIds !== undefined, (q) => q.where('item_id', 'in', itemIds!)),
    )
    .orderBy('kind')
    .orderBy('a')
    .orderBy('id');
}

type RowOf<Query> = Query extends Compilable<infer Row> ? Row : never;

export class PriceListsRepository {
  private readonly db: Executor;
  // Read on every order, so built and compiled once per shape (`db/prepared-query.ts`).
  private readonly running: PreparedQuery<{ now: number }, RowOf<ReturnType<typeof runningOffersWithRates>>>;
  private readonly termsOf: PreparedQuery<
    { listIds: readonly number[]; itemIds?: readonly number[] },
    RowOf<ReturnType<typeof offerTerms>>
  >;
  constructor(db: Executor) {
    this.db = db;
    this.running = new PreparedQuery(db, ({ now }) => runningOffersWithRates(db, now));
    this.termsOf = new PreparedQuery(db, ({ listIds, itemIds }) => offerTerms(db, listIds, itemIds));
  }

  /** Offer price lists switched on and valid at `now`, oldest first. */
  async activeOffers(now: number): Promise<OfferListRecord[]> {
    const rows = await offersNotEndedBy(this.db, now)
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
    const rows = await offersNotEndedBy(this.db, now)
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

  /**
   * The offer lists running at `now`, oldest first, with their individual rates and bundles, in one
   * statement (pricing an order reads it on every order): the lists, rates and bundles' items as rows of
   * one `union all`, told apart by `part`; a list's own columns are null on the others' rows.
   */
  async runningOffersWithRates(now: number): Promise<OffersWithRates> {
    const rows = await this.running.execute({ now });
    const read: OffersWithRates = { offers: [], individualRates: [], bundles: [] };
    const bundles = new Map<number, BundleRecord>();
    for (const r of rows) {
      if (r.part === 'list')
        read.offers.push({
          id: r.price_list_id,
          name: r.name!,
          nameTranslations: { ar: r.name_ar, zh: r.name_zh },
          rule: r.rule!,
        });
      else if (r.part === 'rate')
        read.individualRates.push({
          priceListId: r.price_list_id,
          itemId: r.item_id,
          amountCents: r.amount_cents,
        });
      else addBundleItem(bundles, r.bundle_id, r.price_list_id, r.amount_cents, r.item_id);
    }
    read.bundles = [...bundles.values()];
    return read;
  }

  // The terms below are of the given items, or of every item the lists name when `itemIds` is left out.

  /**
   * What the lists say about the items, in one statement (pricing an order reads it on every order): the
   * memberships, volume tiers and buy-get offers as rows of one `union all`, told apart by `kind`, and
   * each kind's own columns in the generic `a`, `b`, `c`. Tiers come in order of their start quantity,
   * buy-gets of their buy quantity.
   */
  async terms(
    listIds: readonly number[],
    itemIds?: readonly number[],
  ): Promise<{
    memberships: OfferMembership[];
    volumeTiers: VolumeTierRecord[];
    buyGetOffers: BuyGetRecord[];
  }> {
    if (listIds.length === 0 || itemIds?.length === 0)
      return { memberships: [], volumeTiers: [], buyGetOffers: [] };
    const rows = await this.termsOf.execute({ listIds, itemIds });
    const terms = {
      memberships: [] as OfferMembership[],
      volumeTiers: [] as VolumeTierRecord[],
      buyGetOffers: [] as BuyGetRecord[],
    };
    for (const r of rows) {
      if (r.kind === 'member') terms.memberships.push({ itemId: r.item_id, priceListId: r.price_list_id });
      else if (r.kind === 'tier')
        terms.volumeTiers.push({
          id: r.id,
          priceListId: r.price_list_id,
          itemId: r.item_id,
          startQuantity: r.a,
          endQuantity: r.b,
          customPriceCents: r.c,
        });
      else
        terms.buyGetOffers.push({
          priceListId: r.price_list_id,
          itemId: r.item_id,
          buyQuantity: r.a,
          getQuantity: r.b,
          getItemId: r.c,
        });
    }
    return terms;
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
    for (const r of rows) addBundleItem(bundles, r.id, r.price_list_id, r.amount_cents, r.item_id);
    return [...bundles.values()];
  }
}

/** Adds one item of a bundle, read as one row per item, to the bundles gathered so far (by bundle id). */
function addBundleItem(
  bundles: Map<number, BundleRecord>,
  bundleId: number,
  priceListId: number,
  amountCents: number,
  itemId: number,
): void {
  const bundle = bundles.get(bundleId) ?? { id: bundleId, priceListId, amountCents, itemIds: [] };
  bundle.itemIds.push(itemId);
  bundles.set(bundleId, bundle);
}
