import { type Compilable, type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { PreparedQuery } from '../../db/prepared-query.ts';
import type { PriceListKind, PriceListRule, ShopDatabase } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import type { Translations } from './language.ts';

/** A price list: a running offer every traveller gets, or a promotion code a traveller types. */
export type PriceListRecord = {
  id: number;
  kind: PriceListKind;
  /** Kept upper-case; null for an offer, which is reached by everyone. */
  promoCode: string | null;
  name: string;
  nameTranslations: Translations;
  rule: PriceListRule;
  /** The window in which the list runs, epoch ms, both ends included. */
  validFrom: number;
  validTo: number;
  /** How many orders may use a code (null: any number), and how many have. */
  usageLimit: number | null;
  usageCount: number;
  isActive: boolean;
};

/** What an admin writes of a price list (its uses are counted by orders). */
export type PriceListFields = Omit<PriceListRecord, 'id' | 'usageCount'>;

export type OfferListRecord = Pick<PriceListRecord, 'id' | 'name' | 'nameTranslations' | 'rule'>;
/** An offer list with the window in which it runs (valid_from ≤ now ≤ valid_to). */
export type ScheduledOfferRecord = OfferListRecord & Pick<PriceListRecord, 'validFrom' | 'validTo'>;
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

/** Everything a list prices, each term as the list's own rows hold it. */
export type PriceListTermsRecord = {
  individualRates: IndividualRateRecord[];
  volumeTiers: VolumeTierRecord[];
  buyGetOffers: BuyGetRecord[];
  bundles: BundleRecord[];
};

/** Terms to write for a list: its rows without their ids (the list's id is the list being written). */
export type NewPriceListTerms = {
  individualRates: Omit<IndividualRateRecord, 'priceListId'>[];
  volumeTiers: Omit<VolumeTierRecord, 'id' | 'priceListId'>[];
  buyGetOffers: Omit<BuyGetRecord, 'priceListId'>[];
  bundles: Omit<BundleRecord, 'id' | 'priceListId'>[];
};

/** An item's own volume prices (an offer list of rule 1, Volume, kept from the item's screen). */
export type ItemVolumePricesRecord = Pick<PriceListRecord, 'validFrom' | 'validTo'> & {
  tiers: VolumeTierRecord[];
};

/** What the storefront calls an item's own volume price list, in the shop's three languages. */
const ITEM_VOLUME_LIST_NAMES = {
  name: 'Buy more, pay less',
  name_ar: 'اشترِ أكثر وادفع أقل',
  name_zh: '多买多省',
};

type PriceLists = ExpressionBuilder<ShopDatabase, 'price_list'>;

/**
 * A list's validity window: switched on and not ended by `now` (valid_to ≥ now), and, for lists running
 * at `now`, started (valid_from ≤ now). The one place the window is read, for the running offers and for
 * counting a promotion code's use.
 */
function inWindow(eb: PriceLists, now: number, running: boolean): Expression<SqlBool> {
  const conditions = [eb('price_list.is_active', '=', 1), eb('price_list.valid_to', '>=', now)];
  if (running) conditions.push(eb('price_list.valid_from', '<=', now));
  return eb.and(conditions);
}

const priceListColumns = (list: PriceListFields) => ({
  kind: list.kind,
  promo_code: list.promoCode,
  name: list.name,
  name_ar: list.nameTranslations.ar,
  name_zh: list.nameTranslations.zh,
  rule: list.rule,
  valid_from: list.validFrom,
  valid_to: list.validTo,
  usage_limit: list.usageLimit,
  is_active: list.isActive ? (1 as const) : (0 as const),
});

function selectPriceLists(db: Executor) {
  return db
    .selectFrom('price_list')
    .select([
      'id',
      'kind',
      'promo_code',
      'name',
      'name_ar',
      'name_zh',
      'rule',
      'valid_from',
      'valid_to',
      'usage_limit',
      'usage_count',
      'is_active',
    ]);
}

type PriceListRow = Awaited<ReturnType<ReturnType<typeof selectPriceLists>['executeTakeFirstOrThrow']>>;

function toPriceListRecord(row: PriceListRow): PriceListRecord {
  return {
    id: row.id,
    kind: row.kind,
    promoCode: row.promo_code,
    name: row.name,
    nameTranslations: { ar: row.name_ar, zh: row.name_zh },
    rule: row.rule,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    usageLimit: row.usage_limit,
    usageCount: row.usage_count,
    isActive: row.is_active === 1,
  };
}

/** Codes are matched without regard to case: travellers type them as they remember them. */
const promoCodeColumn = sql<string>`upper(promo_code)`;

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

/** Offer lists in their window at `now` (`running`: started too), oldest first. */
function offersInWindow(db: Executor, now: number, running: boolean) {
  return db
    .selectFrom('price_list')
    .where('kind', '=', 'offer')
    .where((eb) => inWindow(eb, now, running))
    .orderBy('id');
}

/** The statement of `runningOffersWithRates`. */
function runningOffersWithRates(db: Executor, now: number) {
  const zero = sql<number>`0`;
  const none = sql<string | null>`null`;
  const noRule = sql<PriceListRule | null>`null`;
  const running = offersInWindow(db, now, true).select('id').clearOrderBy();
  return offersInWindow(db, now, true)
    .clearOrderBy()
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

  /** The same repository, its statements run on `executor` (a transaction from `withTransaction`). */
  on(executor: Executor): PriceListsRepository {
    return new PriceListsRepository(executor);
  }

  /** Offer price lists switched on and valid at `now`, oldest first. */
  async activeOffers(now: number): Promise<OfferListRecord[]> {
    const rows = await offersInWindow(this.db, now, true)
      .select(['id', 'name', 'name_ar', 'name_zh', 'rule'])
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
    const rows = await offersInWindow(this.db, now, false)
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

  // Promotion codes ---------------------------------------------------------------------------------------

  /** The promotion code's list; `code` must already be upper-case. */
  async promoCode(code: string): Promise<PriceListRecord | undefined> {
    const row = await selectPriceLists(this.db)
      .where('kind', '=', 'promo')
      .where(promoCodeColumn, '=', code)
      .executeTakeFirst();
    return row && toPriceListRecord(row);
  }

  /**
   * Counts one use of a code that is in its window at `now` and not used up, in one conditional update, so
   * that two orders racing for the last use cannot both get it. Run it on the order's transaction (`on`).
   */
  async redeemPromoCode(code: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('price_list')
      .set((eb) => ({ usage_count: eb('usage_count', '+', 1) }))
      .where('kind', '=', 'promo')
      .where(promoCodeColumn, '=', code)
      .where((eb) => inWindow(eb, now, true))
      .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('usage_count', '<', eb.ref('usage_limit'))]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // The back office's price lists (an item's own volume list is kept from the item's screen) --------------

  /** Price lists other than items' own volume lists. */
  private keptLists() {
    return selectPriceLists(this.db).where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('item_volume_price_list as own')
            .select('own.item_id')
            .whereRef('own.price_list_id', '=', 'price_list.id'),
        ),
      ),
    );
  }

  /** Up to `limit` lists after the id `after`, by id (a keyset on the primary key). */
  async keptPage(kind: PriceListKind | undefined, after: number | undefined, limit: number) {
    const rows = await this.keptLists()
      .$if(kind !== undefined, (q) => q.where('kind', '=', kind!))
      .$if(after !== undefined, (q) => q.where('id', '>', after!))
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toPriceListRecord);
  }

  async kept(id: number): Promise<PriceListRecord | undefined> {
    const row = await this.keptLists().where('id', '=', id).executeTakeFirst();
    return row && toPriceListRecord(row);
  }

  /** The id of the list that has this promotion code, if any (codes are kept upper-case). */
  async idOfPromoCode(code: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('price_list')
      .select('id')
      .where('promo_code', '=', code)
      .executeTakeFirst();
    return row?.id;
  }

  /** Everything the list prices, each kind in the order it was written. */
  async termsOfList(id: number): Promise<PriceListTermsRecord> {
    const [individualRates, volumeTiers, buyGetOffers, bundleRows] = await Promise.all([
      this.db
        .selectFrom('price_list_item')
        .select(['item_id', 'amount_cents'])
        .where('price_list_id', '=', id)
        .orderBy('id')
        .execute(),
      this.db.selectFrom('volume_price').selectAll().where('price_list_id', '=', id).orderBy('id').execute(),
      this.db
        .selectFrom('buy_get_offer')
        .select(['item_id', 'buy_quantity', 'get_quantity', 'get_item_id'])
        .where('price_list_id', '=', id)
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('price_list_bundle')
        .innerJoin('price_list_bundle_item', 'price_list_bundle_item.bundle_id', 'price_list_bundle.id')
        .select(['price_list_bundle.id', 'price_list_bundle.amount_cents', 'price_list_bundle_item.item_id'])
        .where('price_list_bundle.price_list_id', '=', id)
        .orderBy('price_list_bundle.id')
        .orderBy('price_list_bundle_item.item_id')
        .execute(),
    ]);
    const bundles = new Map<number, BundleRecord>();
    for (const r of bundleRows) addBundleItem(bundles, r.id, id, r.amount_cents, r.item_id);
    return {
      individualRates: individualRates.map((r) => ({
        priceListId: id,
        itemId: r.item_id,
        amountCents: r.amount_cents,
      })),
      volumeTiers: volumeTiers.map(toVolumeTierRecord),
      buyGetOffers: buyGetOffers.map((r) => ({
        priceListId: id,
        itemId: r.item_id,
        buyQuantity: r.buy_quantity,
        getQuantity: r.get_quantity,
        getItemId: r.get_item_id,
      })),
      bundles: [...bundles.values()],
    };
  }

  async insert(list: PriceListFields): Promise<number> {
    const row = await this.db
      .insertInto('price_list')
      .values(priceListColumns(list))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, list: PriceListFields): Promise<void> {
    await this.db.updateTable('price_list').set(priceListColumns(list)).where('id', '=', id).execute();
  }

  async setWindow(id: number, validFrom: number, validTo: number): Promise<void> {
    await this.db
      .updateTable('price_list')
      .set({ valid_from: validFrom, valid_to: validTo })
      .where('id', '=', id)
      .execute();
  }

  /** Replaces everything the list prices with exactly these terms. */
  async replaceTerms(id: number, terms: NewPriceListTerms): Promise<void> {
    await Promise.all([
      this.db.deleteFrom('price_list_item').where('price_list_id', '=', id).execute(),
      this.db.deleteFrom('volume_price').where('price_list_id', '=', id).execute(),
      this.db.deleteFrom('buy_get_offer').where('price_list_id', '=', id).execute(),
      // Bundle items go with their bundle (on delete cascade).
      this.db.deleteFrom('price_list_bundle').where('price_list_id', '=', id).execute(),
    ]);
    if (terms.individualRates.length > 0) {
      await this.db
        .insertInto('price_list_item')
        .values(
          terms.individualRates.map((r) => ({
            price_list_id: id,
            item_id: r.itemId,
            amount_cents: r.amountCents,
          })),
        )
        .execute();
    }
    await this.insertTiers(id, terms.volumeTiers);
    if (terms.buyGetOffers.length > 0) {
      await this.db
        .insertInto('buy_get_offer')
        .values(
          terms.buyGetOffers.map((o) => ({
            price_list_id: id,
            item_id: o.itemId,
            buy_quantity: o.buyQuantity,
            get_quantity: o.getQuantity,
            get_item_id: o.getItemId,
          })),
        )
        .execute();
    }
    for (const bundle of terms.bundles) {
      const { id: bundleId } = await this.db
        .insertInto('price_list_bundle')
        .values({ price_list_id: id, amount_cents: bundle.amountCents })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.db
        .insertInto('price_list_bundle_item')
        .values(bundle.itemIds.map((itemId) => ({ bundle_id: bundleId, item_id: itemId })))
        .execute();
    }
  }

  private async insertTiers(id: number, tiers: NewPriceListTerms['volumeTiers']): Promise<void> {
    if (tiers.length === 0) return;
    await this.db
      .insertInto('volume_price')
      .values(
        tiers.map((tier) => ({
          price_list_id: id,
          item_id: tier.itemId,
          start_quantity: tier.startQuantity,
          end_quantity: tier.endQuantity,
          custom_price_cents: tier.customPriceCents,
        })),
      )
      .execute();
  }

  /** The item's own volume prices and the window they run in, if it has any. */
  async itemVolumePrices(itemId: number): Promise<ItemVolumePricesRecord | undefined> {
    const list = await this.db
      .selectFrom('item_volume_price_list as own')
      .innerJoin('price_list', 'price_list.id', 'own.price_list_id')
      .select(['price_list.id', 'price_list.valid_from', 'price_list.valid_to'])
      .where('own.item_id', '=', itemId)
      .executeTakeFirst();
    if (!list) return undefined;
    const tiers = await this.db
      .selectFrom('volume_price')
      .selectAll()
      .where('price_list_id', '=', list.id)
      .orderBy('start_quantity')
      .execute();
    return { validFrom: list.valid_from, validTo: list.valid_to, tiers: tiers.map(toVolumeTierRecord) };
  }

  /** Writes the item's own list (created the first time) with this window and exactly these tiers. */
  async saveItemVolumePrices(
    itemId: number,
    prices: Pick<ItemVolumePricesRecord, 'validFrom' | 'validTo'> & {
      tiers: NewPriceListTerms['volumeTiers'];
    },
  ): Promise<void> {
    const own = await this.db
      .selectFrom('item_volume_price_list')
      .select('price_list_id')
      .where('item_id', '=', itemId)
      .executeTakeFirst();
    let listId = own?.price_list_id;
    if (listId === undefined) {
      listId = (
        await this.db
          .insertInto('price_list')
          .values({
            ...ITEM_VOLUME_LIST_NAMES,
            kind: 'offer',
            rule: 1,
            valid_from: prices.validFrom,
            valid_to: prices.validTo,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      await this.db
        .insertInto('item_volume_price_list')
        .values({ item_id: itemId, price_list_id: listId })
        .execute();
    } else {
      await this.setWindow(listId, prices.validFrom, prices.validTo);
      await this.db.deleteFrom('volume_price').where('price_list_id', '=', listId).execute();
    }
    await this.insertTiers(listId, prices.tiers);
  }
}

function toVolumeTierRecord(row: {
  id: number;
  price_list_id: number;
  item_id: number;
  start_quantity: number;
  end_quantity: number;
  custom_price_cents: number;
}): VolumeTierRecord {
  return {
    id: row.id,
    priceListId: row.price_list_id,
    itemId: row.item_id,
    startQuantity: row.start_quantity,
    endQuantity: row.end_quantity,
    customPriceCents: row.custom_price_cents,
  };
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
