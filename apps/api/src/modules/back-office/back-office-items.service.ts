import {
  BACK_OFFICE_ITEMS_PAGE_SIZE,
  type BackOfficeItemsQuery,
  type BackOfficeItemsResponse,
  fixedError,
  type ItemChoicesResponse,
  type ItemDraft,
  itemCategoryTypes,
  type ShopError,
} from '@dutyfree/contracts';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { FieldErrors, notFound } from '../../http/problems.ts';
import type { PictureUploads } from '../media/media.module.ts';
import type { StaffAuditLog } from '../staff/staff.module.ts';
import type { BackOfficeItemsRepository, ItemRecord } from './back-office-items.repository.ts';
import { storePicture } from './picture-refusals.ts';

export type BackOfficeItemsDependencies = {
  database: Executor;
  items: BackOfficeItemsRepository;
  audit: StaffAuditLog;
  pictures: PictureUploads;
  /** Makes the storefront's cached reads see a change at once rather than when they expire. */
  invalidateCatalogCaches: () => void;
  now: () => number;
};

/**
 * An admin keeps the goods the shop sells: lists them, creates, edits, takes off sale and puts back. Each
 * change is written with its audit entry (the item before and after) in one transaction, and the
 * storefront's cached reads are dropped once it is committed, so shoppers see the change on their next
 * page rather than when the caches expire.
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
    const items = rows.slice(0, BACK_OFFICE_ITEMS_PAGE_SIZE);
    return {
      items,
      nextAfter: rows.length > BACK_OFFICE_ITEMS_PAGE_SIZE ? (items.at(-1)?.id ?? null) : null,
    };
  }

  async item(itemId: number): Promise<ItemRecord> {
    const item = await this.deps.items.findById(itemId);
    if (!item) throw notFound(fixedError('backOffice.itemNotFound'));
    return item;
  }

  async choices(): Promise<ItemChoicesResponse> {
    return { ...(await this.deps.items.choices()), categoryTypes: [...itemCategoryTypes] };
  }

  create(staffId: number, draft: ItemDraft): Promise<ItemRecord> {
    return this.change(async (items, executor) => {
      await this.checkReferences(items, draft, undefined);
      const itemId = await items.insert(draft, this.deps.now());
      const after = await this.readBack(items, itemId);
      await this.audited(executor, staffId, 'item.create', null, after);
      return after;
    }).catch(refuseTakenCode);
  }

  update(staffId: number, itemId: number, draft: ItemDraft): Promise<ItemRecord> {
    return this.change(async (items, executor) => {
      const before = await items.findById(itemId);
      if (!before) throw notFound(fixedError('backOffice.itemNotFound'));
      await this.checkReferences(items, draft, itemId);
      await items.update(itemId, draft);
      const after = await this.readBack(items, itemId);
      await this.audited(executor, staffId, 'item.update', before, after);
      return after;
    }).catch(refuseTakenCode);
  }

  setActive(staffId: number, itemId: number, active: boolean): Promise<ItemRecord> {
    return this.change(async (items, executor) => {
      const before = await items.findById(itemId);
      if (!before) throw notFound(fixedError('backOffice.itemNotFound'));
      if (before.active === active) return before;
      await items.setActive(itemId, active);
      const after = await this.readBack(items, itemId);
      await this.audited(executor, staffId, active ? 'item.activate' : 'item.deactivate', before, after);
      return after;
    });
  }

  /** Keeps the uploaded picture and makes it the one the storefront shows first. */
  uploadPicture(staffId: number, itemId: number, base64: string): Promise<ItemRecord> {
    return this.change(async (items, executor) => {
      const before = await items.findById(itemId);
      if (!before) throw notFound(fixedError('backOffice.itemNotFound'));
      await items.addFirstPicture(itemId, await storePicture(this.deps.pictures, base64, executor));
      const after = await this.readBack(items, itemId);
      await this.audited(executor, staffId, 'item.picture', before, after);
      return after;
    });
  }

  private async change<T>(
    work: (items: BackOfficeItemsRepository, executor: Executor) => Promise<T>,
  ): Promise<T> {
    const result = await withTransaction(this.deps.database, (executor) =>
      work(this.deps.items.on(executor), executor),
    );
    this.deps.invalidateCatalogCaches();
    return result;
  }

  /** The rules a schema cannot check: the brand and category exist, and no other item has the code. */
  private async checkReferences(
    items: BackOfficeItemsRepository,
    draft: ItemDraft,
    itemId: number | undefined,
  ) {
    const errors: Record<string, ShopError[]> = {};
    const holder = await items.idOfCode(draft.itemCode);
    if (holder !== undefined && holder !== itemId) errors.ItemCode = [fixedError('backOffice.itemCodeTaken')];
    if (!(await items.brandExists(draft.brandId))) errors.BrandId = [fixedError('backOffice.brandRequired')];
    if (!(await items.categoryExists(draft.categoryId))) {
      errors.CategoryId = [fixedError('backOffice.categoryRequired')];
    }
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  }

  private async readBack(items: BackOfficeItemsRepository, itemId: number): Promise<ItemRecord> {
    const item = await items.findById(itemId);
    if (!item) throw new Error(`item ${itemId} vanished inside its own transaction`);
    return item;
  }

  private audited(
    executor: Executor,
    staffId: number,
    action: string,
    before: ItemRecord | null,
    after: ItemRecord,
  ) {
    return this.deps.audit.record({ staffId, action, subject: `item:${after.id}`, before, after }, executor);
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
