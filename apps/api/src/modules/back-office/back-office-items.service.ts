import {
  BACK_OFFICE_ITEMS_PAGE_SIZE,
  type BackOfficeItem,
  type BackOfficeItemsQuery,
  type BackOfficeItemsResponse,
  type ItemChoicesResponse,
  type ItemDraft,
  type ItemPriceHistoryResponse,
  itemCategoryTypes,
} from '@dutyfree/contracts';
import type {
  BrandsService,
  CategoriesService,
  ItemFields,
  ItemKeeping,
  KeptItemRecord,
} from '../catalog/catalog.module.ts';
import type { PictureUploads } from '../media/media.module.ts';
import { type AuditedChanges, recordChanged } from './audited-change.ts';
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
  stock: draft.stock,
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
      const after = await this.deps.items.create(itemFields(draft), executor);
      return recordChanged('item.create', `item:${after.id}`, { before: null, after }, asBackOfficeItem);
    });
  }

  update(staffId: number, itemId: number, draft: ItemDraft): Promise<BackOfficeItem> {
    return this.deps.changes.make(staffId, async (executor) =>
      recordChanged(
        'item.update',
        `item:${itemId}`,
        await this.deps.items.update(itemId, itemFields(draft), staffId, executor),
        asBackOfficeItem,
      ),
    );
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
