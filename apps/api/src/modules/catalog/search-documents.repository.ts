import type { Executor } from '../../db/transaction.ts';
import { offerMembers } from './price-lists.repository.ts';
import type { SearchDocument, SearchField } from './search-index.ts';

type Texts = readonly (string | null)[];

/** A text in each language it is written in; untranslated ones are left out. */
function written(field: SearchField, texts: Texts): { field: SearchField; text: string }[] {
  return texts.flatMap((text) => (text ? [{ field, text }] : []));
}

/**
 * What the search index reads of the catalogue: every category (an item is found by its department's name
 * too) and the offer lists switched on with their members (an item is found by the name of a collection it
 * is in), then the items for sale with their brands, a batch at a time by id, each batch handed on before
 * the next is read so that the whole catalogue's texts are never held at once.
 */
export class SearchDocumentsRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  async eachBatch(size: number, handle: (documents: SearchDocument[]) => void): Promise<void> {
    const toDocument = await this.documentMaker();
    const itemsAfter = (after: number) =>
      this.items().where('item.id', '>', after).orderBy('item.id').limit(size).execute();
    for (let items = await itemsAfter(0); items.length > 0; items = await itemsAfter(items.at(-1)!.id)) {
      handle(items.map(toDocument));
      if (items.length < size) return;
    }
  }

  /** How many items are for sale. */
  async countForSale(): Promise<number> {
    const row = await this.db
      .selectFrom('item')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('item.is_active', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The documents of these items that are for sale; an item withdrawn or gone has none. */
  async documents(ids: readonly number[]): Promise<SearchDocument[]> {
    if (ids.length === 0) return [];
    const toDocument = await this.documentMaker();
    return (await this.items().where('item.id', 'in', ids).execute()).map(toDocument);
  }

  /** The items for sale with their brands' names. */
  private items() {
    return this.db
      .selectFrom('item')
      .innerJoin('brand', 'brand.id', 'item.brand_id')
      .select([
        'item.id',
        'item.name',
        'item.name_ar',
        'item.name_zh',
        'item.description',
        'item.description_ar',
        'item.description_zh',
        'item.brand_id',
        'brand.name as brand_name',
        'brand.name_ar as brand_name_ar',
        'brand.name_zh as brand_name_zh',
        'item.category_id',
        'item.current_price_cents',
        'item.sales_rate_cents',
        'item.registered_at',
        'item.is_travel_exclusive',
      ])
      .where('item.is_active', '=', 1);
  }

  /** Reads the categories and collections, and answers how an item's row becomes its document. */
  private async documentMaker() {
    const [categories, collections] = await Promise.all([
      this.db.selectFrom('category').select(['id', 'parent_id', 'name', 'name_ar', 'name_zh']).execute(),
      this.collections(),
    ]);
    const category = new Map(categories.map((row) => [row.id, row]));
    /** A category's names with its departments' above it. */
    const categoryTexts = new Map<number, { field: SearchField; text: string }[]>();
    const textsOfCategory = (id: number) => {
      let texts = categoryTexts.get(id);
      if (texts) return texts;
      texts = [];
      const seen = new Set<number>();
      for (let row = category.get(id); row && !seen.has(row.id); row = category.get(row.parent_id ?? -1)) {
        seen.add(row.id);
        texts.push(...written('category', [row.name, row.name_ar, row.name_zh]));
      }
      categoryTexts.set(id, texts);
      return texts;
    };
    type ItemRow = Awaited<ReturnType<ReturnType<SearchDocumentsRepository['items']>['execute']>>[number];
    return (row: ItemRow): SearchDocument => ({
      id: row.id,
      brandId: row.brand_id,
      categoryId: row.category_id,
      priceCents: row.current_price_cents,
      listPriceCents: row.sales_rate_cents,
      registeredAt: Number(row.registered_at),
      travelExclusive: row.is_travel_exclusive === 1,
      name: row.name,
      texts: [
        ...written('name', [row.name, row.name_ar, row.name_zh]),
        ...written('brand', [row.brand_name, row.brand_name_ar, row.brand_name_zh]),
        ...textsOfCategory(row.category_id),
        ...(collections.get(row.id) ?? []),
        ...written('description', [row.description, row.description_ar, row.description_zh]),
      ],
    });
  }

  /** The names of the offer lists (collections) switched on, by the items they hold. */
  private async collections(): Promise<Map<number, { field: SearchField; text: string }[]>> {
    const lists = await this.db
      .selectFrom('price_list')
      .select(['id', 'name', 'name_ar', 'name_zh'])
      .where('kind', '=', 'offer')
      .where('is_active', '=', 1)
      .execute();
    const byItem = new Map<number, { field: SearchField; text: string }[]>();
    if (lists.length === 0) return byItem;
    const names = new Map(
      lists.map((list) => [list.id, written('collection', [list.name, list.name_ar, list.name_zh])]),
    );
    const members = await offerMembers(
      this.db,
      lists.map((list) => list.id),
    ).execute();
    for (const member of members) {
      const texts = byItem.get(member.item_id) ?? [];
      texts.push(...(names.get(member.price_list_id) ?? []));
      byItem.set(member.item_id, texts);
    }
    return byItem;
  }
}
