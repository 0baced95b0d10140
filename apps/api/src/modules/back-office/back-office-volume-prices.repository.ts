import type { Executor } from '../../db/transaction.ts';

export type VolumePricesRecord = {
  validFrom: number;
  validTo: number;
  tiers: { startQuantity: number; endQuantity: number; priceCents: number }[];
};

/** What the storefront calls an item's own volume price list, in the shop's three languages. */
const LIST_NAMES = { name: 'Buy more, pay less', name_ar: 'اشترِ أكثر وادفع أقل', name_zh: '多买多省' };

/** Each item's own volume price list (an offer list of rule 1, Volume) and its tiers. */
export class BackOfficeVolumePricesRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  on(executor: Executor): BackOfficeVolumePricesRepository {
    return new BackOfficeVolumePricesRepository(executor);
  }

  async find(itemId: number): Promise<VolumePricesRecord | undefined> {
    const list = await this.db
      .selectFrom('item_volume_price_list as own')
      .innerJoin('price_list', 'price_list.id', 'own.price_list_id')
      .select(['price_list.id', 'price_list.valid_from', 'price_list.valid_to'])
      .where('own.item_id', '=', itemId)
      .executeTakeFirst();
    if (!list) return undefined;
    const tiers = await this.db
      .selectFrom('volume_price')
      .select(['start_quantity', 'end_quantity', 'custom_price_cents'])
      .where('price_list_id', '=', list.id)
      .orderBy('start_quantity')
      .execute();
    return {
      validFrom: Number(list.valid_from),
      validTo: Number(list.valid_to),
      tiers: tiers.map((t) => ({
        startQuantity: t.start_quantity,
        endQuantity: t.end_quantity,
        priceCents: Number(t.custom_price_cents),
      })),
    };
  }

  /** Writes the item's list (created the first time) with these days and exactly these tiers. */
  async save(itemId: number, prices: VolumePricesRecord): Promise<void> {
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
            ...LIST_NAMES,
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
      await this.db
        .updateTable('price_list')
        .set({ valid_from: prices.validFrom, valid_to: prices.validTo })
        .where('id', '=', listId)
        .execute();
      await this.db.deleteFrom('volume_price').where('price_list_id', '=', listId).execute();
    }
    await this.db
      .insertInto('volume_price')
      .values(
        prices.tiers.map((tier) => ({
          price_list_id: listId,
          item_id: itemId,
          start_quantity: tier.startQuantity,
          end_quantity: tier.endQuantity,
          custom_price_cents: tier.priceCents,
        })),
      )
      .execute();
  }
}
