import { fixedError, type ShopError } from '@dutyfree/contracts';
import type { Executor } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { FieldErrors, notFound } from '../../http/problems.ts';
import type { BrandsRepository } from './brands.repository.ts';
import type { CategoriesRepository } from './categories.repository.ts';
import type { ItemPricesRepository, PriceChangeRecord } from './item-prices.repository.ts';
import type { ItemFields, ItemsRepository, KeptItemRecord } from './items.repository.ts';

/** How many of an item's latest price changes its history shows. */
const PRICE_HISTORY_LENGTH = 20;

/** An item before and after an admin's change; `unchanged` when there was nothing to do. */
export type ItemChange = { before: KeptItemRecord; after: KeptItemRecord; unchanged?: true };

export type ItemKeepingDependencies = {
  items: ItemsRepository;
  brands: BrandsRepository;
  categories: CategoriesRepository;
  prices: ItemPricesRepository;
  now: () => number;
};

async function find(items: ItemsRepository, itemId: number): Promise<KeptItemRecord> {
  const item = await items.kept(itemId);
  if (!item) throw notFound(fixedError('backOffice.itemNotFound'));
  return item;
}

/**
 * Admins keep the goods the shop sells: list them, create, edit, take off sale and put back, and give them
 * pictures. A change runs on the caller's transaction (`executor`) and answers the item before and after
 * it; refused input is named field by field.
 */
export class ItemKeeping {
  private readonly deps: ItemKeepingDependencies;
  constructor(deps: ItemKeepingDependencies) {
    this.deps = deps;
  }

  /** Up to `limit` items, on sale or not, after the id `after`, by id; `search` in codes and names. */
  page(search: string | undefined, after: number | undefined, limit: number): Promise<KeptItemRecord[]> {
    return this.deps.items.keptPage(search, after, limit);
  }

  /** Up to `limit` items on sale with `threshold` or fewer in the warehouse, fewest first. */
  lowStock(threshold: number, limit: number) {
    return this.deps.items.lowStock(threshold, limit);
  }

  /** The items of these ids, on sale or not; ids of no item are left out. */
  items(itemIds: readonly number[]): Promise<KeptItemRecord[]> {
    return this.deps.items.keptByIds(itemIds);
  }

  item(itemId: number): Promise<KeptItemRecord> {
    return find(this.deps.items, itemId);
  }

  async create(fields: ItemFields, executor: Executor): Promise<KeptItemRecord> {
    const items = this.deps.items.on(executor);
    await this.checkReferences(items, executor, fields, undefined);
    return find(items, await items.insert(fields, this.deps.now()).catch(refuseTakenCode));
  }

  /** Changes the item; a change of its prices is kept in their history, with `staffId` as its author. */
  async update(itemId: number, fields: ItemFields, staffId: number, executor: Executor): Promise<ItemChange> {
    const items = this.deps.items.on(executor);
    const before = await find(items, itemId);
    await this.checkReferences(items, executor, fields, itemId);
    await items.update(itemId, fields).catch(refuseTakenCode);
    const after = await find(items, itemId);
    await this.keepPriceChange(before, after, staffId, executor);
    return { before, after };
  }

  /** The item's latest price changes, newest first. */
  async priceHistory(itemId: number): Promise<PriceChangeRecord[]> {
    await find(this.deps.items, itemId);
    return this.deps.prices.changes(itemId, PRICE_HISTORY_LENGTH);
  }

  /** Puts back the prices a change replaced; the restore is a change of its own, kept in the history. */
  async restorePrice(changeId: number, staffId: number, executor: Executor): Promise<ItemChange> {
    const change = await this.deps.prices.on(executor).change(changeId);
    if (!change) throw new FieldErrors({ ChangeId: [fixedError('backOfficePrices.noSuchChange')] });
    const items = this.deps.items.on(executor);
    const before = await find(items, change.itemId);
    await this.deps.prices
      .on(executor)
      .setPrices(change.itemId, change.beforePriceCents, change.beforeListPriceCents);
    const after = await find(items, change.itemId);
    await this.keepPriceChange(before, after, staffId, executor);
    return { before, after };
  }

  private async keepPriceChange(
    before: KeptItemRecord,
    after: KeptItemRecord,
    staffId: number,
    executor: Executor,
  ) {
    if (
      before.currentPriceCents === after.currentPriceCents &&
      before.salesRateCents === after.salesRateCents
    ) {
      return;
    }
    await this.deps.prices.on(executor).record({
      itemId: after.id,
      staffId,
      changedAt: this.deps.now(),
      beforePriceCents: before.currentPriceCents,
      afterPriceCents: after.currentPriceCents,
      beforeListPriceCents: before.salesRateCents,
      afterListPriceCents: after.salesRateCents,
    });
  }

  /** Off sale, an item stays for the orders that name it; putting it back on sale shows it again. */
  async setActive(itemId: number, active: boolean, executor: Executor): Promise<ItemChange> {
    const items = this.deps.items.on(executor);
    const before = await find(items, itemId);
    if (before.isActive === active) return { before, after: before, unchanged: true };
    await items.setActive(itemId, active);
    return { before, after: await find(items, itemId) };
  }

  /**
   * A new picture the storefront shows first. `upload` stores it (through `media`, in the same transaction)
   * once the item is known, and gives its address.
   */
  async addPicture(itemId: number, upload: () => Promise<string>, executor: Executor): Promise<ItemChange> {
    const items = this.deps.items.on(executor);
    const before = await find(items, itemId);
    await items.addFirstPicture(itemId, await upload());
    return { before, after: await find(items, itemId) };
  }

  /** The rules a schema cannot check: the brand and category exist, and no other item has the code. */
  private async checkReferences(
    items: ItemsRepository,
    executor: Executor,
    fields: ItemFields,
    itemId: number | undefined,
  ) {
    const errors: Record<string, ShopError[]> = {};
    const holder = await items.idOfCode(fields.itemCode);
    if (holder !== undefined && holder !== itemId) errors.ItemCode = [fixedError('backOffice.itemCodeTaken')];
    if (!(await this.deps.brands.on(executor).exists(fields.brandId))) {
      errors.BrandId = [fixedError('backOffice.brandRequired')];
    }
    if (!(await this.deps.categories.on(executor).exists(fields.categoryId))) {
      errors.CategoryId = [fixedError('backOffice.categoryRequired')];
    }
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  }
}

/**
 * The check before saving sees no other item with the code, but two admins saving one code at once both
 * pass it; the column's unique constraint lets one win, and the other hears what the check would have said.
 */
function refuseTakenCode(error: unknown): never {
  if (isUniqueViolation(error)) throw new FieldErrors({ ItemCode: [fixedError('backOffice.itemCodeTaken')] });
  throw error;
}
