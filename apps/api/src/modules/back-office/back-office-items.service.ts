import {
  BACK_OFFICE_ITEMS_PAGE_SIZE,
  type BackOfficeItem,
  type BackOfficeItemsQuery,
  type BackOfficeItemsResponse,
  fixedError,
  type ItemChoicesResponse,
  type ItemDraft,
  type ItemPriceHistoryResponse,
  itemCategoryTypes,
  type StockMovementsResponse,
} from '@dutyfree/contracts';
import { FieldErrors } from '../../http/problems.ts';
import type {
  BrandsService,
  CategoriesService,
  ItemFields,
  ItemKeeping,
  KeptItemRecord,
} from '../catalog/catalog.module.ts';
import type { PictureUploads } from '../media/media.module.ts';
import type { StockService } from '../stock/stock.module.ts';
import { type AuditedChanges, recordChanged } from './audited-change.ts';
import { stockMovementsToWire } from './back-office-stock.wire.ts';
import { namedChanges } from './change-histories.ts';
import { storePicture } from './picture-refusals.ts';

/** An item as the back office's calls answer it (the contracts' names for the form's fields). */
export function asBackOfficeItem(item: KeptItemRecord): BackOfficeItem {
  return {
    id: item.id,
    itemCode: item.itemCode,
    name: item.name,
    nameAr: item.nameTranslations.ar,
    nameZh: item.nameTranslations.zh,
    description: item.description,
    descriptionAr: item.descriptionTranslations.ar,
    descriptionZh: item.descriptionTranslations.zh,
    brandId: item.brandId,
    brand: item.brandName,
    categoryId: item.categoryId,
    category: item.categoryName,
    categoryType: item.categoryType,
    priceCents: item.currentPriceCents,
    listPriceCents: item.salesRateCents,
    stock: item.stock,
    milesToRedeem: item.milesForRedeem,
    milesToEarn: item.milesForAccrual,
    travelExclusive: item.isTravelExclusive,
    active: item.isActive,
    imageUrl: item.mainPictureUrl,
  };
}

const itemFields = (draft: ItemDraft): ItemFields => ({
  itemCode: draft.itemCode,
  name: draft.name,
  nameTranslations: { ar: draft.nameAr, zh: draft.nameZh },
  description: draft.description,
  descriptionTranslations: { ar: draft.descriptionAr, zh: draft.descriptionZh },
  brandId: draft.brandId,
  categoryId: draft.categoryId,
  categoryType: draft.categoryType,
  currentPriceCents: draft.priceCents,
  salesRateCents: draft.listPriceCents,
  milesForRedeem: draft.milesToRedeem,
  milesForAccrual: draft.milesToEarn,
  isTravelExclusive: draft.travelExclusive,
});

export type BackOfficeItemsDependencies = {
  items: ItemKeeping;
  /** A staff member's name, for the price history. */
  staffNames: (staffId: number) => Promise<string | null>;
  brands: BrandsService;
  categories: CategoriesService;
  pictures: PictureUploads;
  /** The warehouse's stock of each item, changed by adjustments from the figure the form showed. */
  stock: StockService;
  /** The storefront's cached reads see a change at once rather than when they expire. */
  changes: AuditedChanges;
};

/**
 * The goods the shop sells, kept by admins through the catalogue: listed, created, edited, taken off sale
 * and put back, pictured. Each change is audited with the item before and after (subject `item:<id>`).
 */
export class BackOfficeItemsService {
  private readonly deps: BackOfficeItemsDependencies;
  constructor(deps: BackOfficeItemsDependencies) {
    this.deps = deps;
  }

  async page(query: BackOfficeItemsQuery): Promise<BackOfficeItemsResponse> {
    // One more than shown tells whether another page follows.
    const rows = await this.deps.items.page(
      query.search || undefined,
      query.after,
      BACK_OFFICE_ITEMS_PAGE_SIZE + 1,
    );
    const items = rows.slice(0, BACK_OFFICE_ITEMS_PAGE_SIZE).map(asBackOfficeItem);
    return {
      items,
      nextAfter: rows.length > BACK_OFFICE_ITEMS_PAGE_SIZE ? (items.at(-1)?.id ?? null) : null,
    };
  }

  async item(itemId: number): Promise<BackOfficeItem> {
    return asBackOfficeItem(await this.deps.items.item(itemId));
  }

  /** The newest movements of the item's warehouse stock; 404 for an item that does not exist. */
  async stockHistory(itemId: number): Promise<StockMovementsResponse> {
    await this.deps.items.item(itemId);
    return stockMovementsToWire(await this.deps.stock.history({ itemId }));
  }

  async choices(): Promise<ItemChoicesResponse> {
    const [brands, categories] = await Promise.all([
      this.deps.brands.listAsWritten(),
      this.deps.categories.listByLevel(),
    ]);
    return {
      brands: brands.map(({ id, name }) => ({ id, name })),
      categories: categories.map(({ id, name, parentId }) => ({ id, name, parentId })),
      categoryTypes: [...itemCategoryTypes],
    };
  }

  create(staffId: number, draft: ItemDraft): Promise<BackOfficeItem> {
    return this.deps.changes.make(staffId, async (executor) => {
      const created = await this.deps.items.create(itemFields(draft), executor);
      await this.deps.stock.openWarehouse(created.id, draft.stock, staffId, executor);
      const after = { ...created, stock: draft.stock };
      return recordChanged('item.create', `item:${after.id}`, { before: null, after }, asBackOfficeItem);
    });
  }

  /**
   * Replaces the item's fields and moves its stock from the figure the form showed (`expectedStock`) to the
   * one typed, as one adjustment: refused (409, the current figure) when orders moved it meanwhile, so that
   * a form loaded before a burst of sales never writes them over.
   */
  update(staffId: number, itemId: number, draft: ItemDraft): Promise<BackOfficeItem> {
    const { expectedStock } = draft;
    if (expectedStock === undefined) {
      throw new FieldErrors({ ExpectedStock: [fixedError('backOffice.stockInvalid')] });
    }
    return this.deps.changes.make(staffId, async (executor) => {
      const { before, after } = await this.deps.items.update(itemId, itemFields(draft), staffId, executor);
      await this.deps.stock.adjustWarehouse(
        itemId,
        { expected: expectedStock, figure: draft.stock },
        staffId,
        executor,
      );
      // The adjustment moved the stock from exactly `expectedStock`, or nothing changed it.
      const stock = draft.stock === expectedStock ? after.stock : draft.stock;
      return recordChanged(
        'item.update',
        `item:${itemId}`,
        { before, after: { ...after, stock } },
        asBackOfficeItem,
      );
    });
  }

  /** The item's latest price changes, newest first, each naming the admin who made it. */
  async priceHistory(itemId: number): Promise<ItemPriceHistoryResponse> {
    return {
      changes: await namedChanges(
        await this.deps.items.priceHistory(itemId),
        this.deps.staffNames,
        (change) => ({
          beforePriceCents: change.beforePriceCents,
          afterPriceCents: change.afterPriceCents,
          beforeListPriceCents: change.beforeListPriceCents,
          afterListPriceCents: change.afterListPriceCents,
        }),
      ),
    };
  }

  /** Puts back the prices a change replaced; audited as the item's change. */
  restorePrice(staffId: number, changeId: number): Promise<BackOfficeItem> {
    return this.deps.changes.make(staffId, async (executor) => {
      const change = await this.deps.items.restorePrice(changeId, staffId, executor);
      return recordChanged('item.price.restore', `item:${change.after.id}`, change, asBackOfficeItem);
    });
  }

  setActive(staffId: number, itemId: number, active: boolean): Promise<BackOfficeItem> {
    return this.deps.changes.make(staffId, async (executor) => {
      const change = await this.deps.items.setActive(itemId, active, executor);
      if (change.unchanged) return { unchanged: asBackOfficeItem(change.after) };
      return recordChanged(
        active ? 'item.activate' : 'item.deactivate',
        `item:${itemId}`,
        change,
        asBackOfficeItem,
      );
    });
  }

  /** Keeps the uploaded picture and makes it the one the storefront shows first. */
  uploadPicture(staffId: number, itemId: number, base64: string): Promise<BackOfficeItem> {
    return this.deps.changes.make(staffId, async (executor) =>
      recordChanged(
        'item.picture',
        `item:${itemId}`,
        await this.deps.items.addPicture(
          itemId,
          () => storePicture(this.deps.pictures, base64, executor),
          executor,
        ),
        asBackOfficeItem,
      ),
    );
  }
}
