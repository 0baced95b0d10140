import {
  type BackOfficeBrand,
  type BackOfficeBrandsResponse,
  type BackOfficeCategoriesResponse,
  type BackOfficeCategory,
  type BrandDraft,
  type CategoryDraft,
  fixedError,
  MAX_POWER_BRANDS,
} from '@dutyfree/contracts';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { FieldErrors, notFound } from '../../http/problems.ts';
import type { PictureUploads } from '../media/media.module.ts';
import type { StaffAuditLog } from '../staff/staff.module.ts';
import type { BackOfficeBrandsRepository } from './back-office-brands.repository.ts';
import { storePicture } from './picture-refusals.ts';

export type BackOfficeBrandsDependencies = {
  database: Executor;
  shelves: BackOfficeBrandsRepository;
  audit: StaffAuditLog;
  pictures: PictureUploads;
  /** Brands and categories are in the storefront's cached menus and listings. */
  invalidateCatalogCaches: () => void;
};

/**
 * An admin keeps the brands and categories the goods are filed under: their names in three languages, their
 * pictures, the power brands of the home page (at most 21) and the two-level category tree. Each change is
 * written with its audit entry in one transaction, and the storefront's caches are dropped after it.
 */
export class BackOfficeBrandsService {
  private readonly deps: BackOfficeBrandsDependencies;
  constructor(deps: BackOfficeBrandsDependencies) {
    this.deps = deps;
  }

  async brands(): Promise<BackOfficeBrandsResponse> {
    return { brands: await this.deps.shelves.brands() };
  }

  createBrand(staffId: number, draft: BrandDraft): Promise<BackOfficeBrand> {
    return this.change<BackOfficeBrand>(staffId, async (shelves, audit) => {
      await this.checkPowerBrands(shelves, draft, undefined);
      const after = await this.brand(shelves, await shelves.insertBrand(draft));
      await audit('brand.create', null, after);
      return after;
    }).catch(brandNameTaken);
  }

  updateBrand(staffId: number, brandId: number, draft: BrandDraft): Promise<BackOfficeBrand> {
    return this.change<BackOfficeBrand>(staffId, async (shelves, audit) => {
      const before = await this.brand(shelves, brandId);
      await this.checkPowerBrands(shelves, draft, before);
      await shelves.updateBrand(brandId, draft);
      const after = await this.brand(shelves, brandId);
      await audit('brand.update', before, after);
      return after;
    }).catch(brandNameTaken);
  }

  uploadBrandLogo(staffId: number, brandId: number, base64: string): Promise<BackOfficeBrand> {
    return this.change(staffId, async (shelves, audit, executor) => {
      const before = await this.brand(shelves, brandId);
      await shelves.setBrandImage(brandId, await storePicture(this.deps.pictures, base64, executor));
      const after = await this.brand(shelves, brandId);
      await audit('brand.logo', before, after);
      return after;
    });
  }

  async categories(): Promise<BackOfficeCategoriesResponse> {
    return { categories: await this.deps.shelves.categories() };
  }

  createCategory(staffId: number, draft: CategoryDraft): Promise<BackOfficeCategory> {
    return this.change(staffId, async (shelves, audit) => {
      await this.checkParent(shelves, draft, undefined);
      const after = await this.category(shelves, await shelves.insertCategory(draft));
      await audit('category.create', null, after);
      return after;
    });
  }

  updateCategory(staffId: number, categoryId: number, draft: CategoryDraft): Promise<BackOfficeCategory> {
    return this.change(staffId, async (shelves, audit) => {
      const before = await this.category(shelves, categoryId);
      await this.checkParent(shelves, draft, categoryId);
      await shelves.updateCategory(categoryId, draft);
      const after = await this.category(shelves, categoryId);
      await audit('category.update', before, after);
      return after;
    });
  }

  uploadCategoryImage(staffId: number, categoryId: number, base64: string): Promise<BackOfficeCategory> {
    return this.change(staffId, async (shelves, audit, executor) => {
      const before = await this.category(shelves, categoryId);
      await shelves.setCategoryImage(categoryId, await storePicture(this.deps.pictures, base64, executor));
      const after = await this.category(shelves, categoryId);
      await audit('category.image', before, after);
      return after;
    });
  }

  /**
   * Runs `work` in one transaction with an audit writer bound to it (the subject is the record written),
   * then drops the storefront's caches.
   */
  private async change<T extends { id: number }>(
    staffId: number,
    work: (
      shelves: BackOfficeBrandsRepository,
      audit: (action: string, before: T | null, after: T) => Promise<void>,
      executor: Executor,
    ) => Promise<T>,
  ): Promise<T> {
    const result = await withTransaction(this.deps.database, (executor) =>
      work(
        this.deps.shelves.on(executor),
        (action, before, after) =>
          this.deps.audit.record(
            { staffId, action, subject: `${action.split('.')[0]}:${after.id}`, before, after },
            executor,
          ),
        executor,
      ),
    );
    this.deps.invalidateCatalogCaches();
    return result;
  }

  private async brand(shelves: BackOfficeBrandsRepository, brandId: number): Promise<BackOfficeBrand> {
    const [brand] = await shelves.brands(brandId);
    if (!brand) throw notFound(fixedError('backOfficeBrands.brandNotFound'));
    return brand;
  }

  private async category(
    shelves: BackOfficeBrandsRepository,
    categoryId: number,
  ): Promise<BackOfficeCategory> {
    const [category] = await shelves.categories(categoryId);
    if (!category) throw notFound(fixedError('backOfficeBrands.categoryNotFound'));
    return category;
  }

  /**
   * The home page has room for 21 power brands: a brand that would be one more is refused until another
   * loses the flag. A brand that already has it keeps it through any edit, even in a shop that holds more
   * (the demo seed flags 24), so its names and logo can still be corrected.
   */
  private async checkPowerBrands(
    shelves: BackOfficeBrandsRepository,
    draft: BrandDraft,
    before: BackOfficeBrand | undefined,
  ) {
    if (!draft.powerBrand || before?.powerBrand) return;
    await shelves.lockPowerBrands();
    if ((await shelves.powerBrandCount()) >= MAX_POWER_BRANDS) {
      throw new FieldErrors({ PowerBrand: [fixedError('backOfficeBrands.powerBrandsFull')] });
    }
  }

  /** Two levels: a parent is a top-level category other than this one, and a parent of others stays on top. */
  private async checkParent(
    shelves: BackOfficeBrandsRepository,
    draft: CategoryDraft,
    categoryId: number | undefined,
  ) {
    if (draft.parentId === null) return;
    const [parent] = await shelves.categories(draft.parentId);
    if (parent?.level !== 1 || parent.id === categoryId) {
      throw new FieldErrors({ ParentId: [fixedError('backOfficeBrands.categoryParentInvalid')] });
    }
    if (categoryId !== undefined && (await shelves.hasSubcategories(categoryId))) {
      throw new FieldErrors({ ParentId: [fixedError('backOfficeBrands.categoryHasSubcategories')] });
    }
  }
}

/** A brand's name is its own (the column is unique): a second brand of that name is the form's mistake. */
function brandNameTaken(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new FieldErrors({ Name: [fixedError('backOfficeBrands.brandNameTaken')] });
  }
  throw error;
}
