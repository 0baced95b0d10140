import type { PriceListDraft } from '@dutyfree/contracts';
import type { PriceListKind, PriceListRule } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

/** A price list's own columns, as the back office keeps them (times in epoch milliseconds). */
export type PriceListRecord = {
  id: number;
  kind: PriceListKind;
  promoCode: string | null;
  name: string;
  nameAr: string | null;
  nameZh: string | null;
  rule: PriceListRule;
  validFrom: number;
  validTo: number;
  usageLimit: number | null;
  usageCount: number;
  active: boolean;
};

/** What a list prices, in the draft's shapes. */
export type PriceListTermsRecord = Pick<
  PriceListDraft,
  'unitRates' | 'volumeTiers' | 'buyGetOffers' | 'bundles'
>;

export type PriceListColumns = Omit<PriceListRecord, 'id' | 'usageCount'>;

const columnsOf = (list: PriceListColumns) => ({
  kind: list.kind,
  promo_code: list.promoCode,
  name: list.name,
  name_ar: list.nameAr,
  name_zh: list.nameZh,
  rule: list.rule,
  valid_from: list.validFrom,
  valid_to: list.validTo,
  usage_limit: list.usageLimit,
  is_active: list.active ? (1 as const) : (0 as const),
});

/**
 * The price lists admins keep: running offers and promotion codes, with their rates, tiers, buy-get
 * offers and bundles. An item's own volume list (kept from the item's screen) is not one of them.
 */
export class BackOfficePriceListsRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  on(executor: Executor): BackOfficePriceListsRepository {
    return new BackOfficePriceListsRepository(executor);
  }

  private lists() {
    return this.db
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
      ])
      .where(({ not, exists, selectFrom }) =>
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
  async page(kind: PriceListKind | undefined, after: number | undefined, limit: number) {
    const rows = await this.lists()
      .$if(kind !== undefined, (q) => q.where('kind', '=', kind!))
      .$if(after !== undefined, (q) => q.where('id', '>', after!))
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toRecord);
  }

  async find(id: number): Promise<PriceListRecord | undefined> {
    const row = await this.lists().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
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

  /** Of these item ids, the ones no item has. */
  async unknownItems(itemIds: readonly number[]): Promise<Set<number>> {
    const wanted = new Set(itemIds);
    if (wanted.size === 0) return wanted;
    const found = await this.db
      .selectFrom('item')
      .select('id')
      .where('id', 'in', [...wanted])
      .execute();
    for (const { id } of found) wanted.delete(id);
    return wanted;
  }

  async terms(id: number): Promise<PriceListTermsRecord> {
    const [unitRates, volumeTiers, buyGetOffers, bundleRows] = await Promise.all([
      this.db
        .selectFrom('price_list_item')
        .select(['item_id', 'amount_cents'])
        .where('price_list_id', '=', id)
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('volume_price')
        .select(['item_id', 'start_quantity', 'end_quantity', 'custom_price_cents'])
        .where('price_list_id', '=', id)
        .orderBy('id')
        .execute(),
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
    const bundles = new Map<number, PriceListTermsRecord['bundles'][number]>();
    for (const row of bundleRows) {
      const bundle = bundles.get(row.id) ?? { priceCents: Number(row.amount_cents), itemIds: [] };
      bundle.itemIds.push(row.item_id);
      bundles.set(row.id, bundle);
    }
    return {
      unitRates: unitRates.map((r) => ({ itemId: r.item_id, priceCents: Number(r.amount_cents) })),
      volumeTiers: volumeTiers.map((r) => ({
        itemId: r.item_id,
        startQuantity: r.start_quantity,
        endQuantity: r.end_quantity,
        priceCents: Number(r.custom_price_cents),
      })),
      buyGetOffers: buyGetOffers.map((r) => ({
        itemId: r.item_id,
        buyQuantity: r.buy_quantity,
        getQuantity: r.get_quantity,
        getItemId: r.get_item_id,
      })),
      bundles: [...bundles.values()],
    };
  }

  async insert(list: PriceListColumns): Promise<number> {
    const row = await this.db
      .insertInto('price_list')
      .values(columnsOf(list))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, list: PriceListColumns): Promise<void> {
    await this.db.updateTable('price_list').set(columnsOf(list)).where('id', '=', id).execute();
  }

  async setWindow(id: number, validFrom: number, validTo: number): Promise<void> {
    await this.db
      .updateTable('price_list')
      .set({ valid_from: validFrom, valid_to: validTo })
      .where('id', '=', id)
      .execute();
  }

  /** Replaces everything the list prices with exactly these terms. */
  async replaceTerms(id: number, terms: PriceListTermsRecord): Promise<void> {
    await Promise.all([
      this.db.deleteFrom('price_list_item').where('price_list_id', '=', id).execute(),
      this.db.deleteFrom('volume_price').where('price_list_id', '=', id).execute(),
      this.db.deleteFrom('buy_get_offer').where('price_list_id', '=', id).execute(),
      // Bundle items go with their bundle (on delete cascade).
      this.db.deleteFrom('price_list_bundle').where('price_list_id', '=', id).execute(),
    ]);
    if (terms.unitRates.length > 0) {
      await this.db
        .insertInto('price_list_item')
        .values(
          terms.unitRates.map((r) => ({ price_list_id: id, item_id: r.itemId, amount_cents: r.priceCents })),
        )
        .execute();
    }
    if (terms.volumeTiers.length > 0) {
      await this.db
        .insertInto('volume_price')
        .values(
          terms.volumeTiers.map((t) => ({
            price_list_id: id,
            item_id: t.itemId,
            start_quantity: t.startQuantity,
            end_quantity: t.endQuantity,
            custom_price_cents: t.priceCents,
          })),
        )
        .execute();
    }
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
        .values({ price_list_id: id, amount_cents: bundle.priceCents })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.db
        .insertInto('price_list_bundle_item')
        .values(bundle.itemIds.map((itemId) => ({ bundle_id: bundleId, item_id: itemId })))
        .execute();
    }
  }
}

type PriceListRow = {
  id: number;
  kind: PriceListKind;
  promo_code: string | null;
  name: string;
  name_ar: string | null;
  name_zh: string | null;
  rule: PriceListRule;
  valid_from: number;
  valid_to: number;
  usage_limit: number | null;
  usage_count: number;
  is_active: 0 | 1;
};

function toRecord(row: PriceListRow): PriceListRecord {
  return {
    id: row.id,
    kind: row.kind,
    promoCode: row.promo_code,
    name: row.name,
    nameAr: row.name_ar,
    nameZh: row.name_zh,
    rule: row.rule,
    validFrom: Number(row.valid_from),
    validTo: Number(row.valid_to),
    usageLimit: row.usage_limit,
    usageCount: row.usage_count,
    active: row.is_active === 1,
  };
}
