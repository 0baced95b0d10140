import type {
  BackOfficeBrand,
  BackOfficeBrandsResponse,
  BackOfficeCategoriesResponse,
  BackOfficeCategory,
  BrandDraft,
  CategoryDraft,
} from '@dutyfree/contracts';
import type {
  BrandRecord,
  BrandsService,
  CategoriesService,
  CategoryRecord,
} from '../catalog/catalog.module.ts';
import type { PictureUploads } from '../media/media.module.ts';
import { type AuditedChanges, recordChanged } from './audited-change.ts';
import { storePicture } from './picture-refusals.ts';

const asBackOfficeBrand = (brand: BrandRecord): BackOfficeBrand => ({
  id: brand.id,
  name: brand.name,
  nameAr: brand.nameTranslations.ar,
  nameZh: brand.nameTranslations.zh,
  imageUrl: brand.imageUrl,
  powerBrand: brand.isPowerFullBrand,
});

const asBackOfficeCategory = (category: CategoryRecord): BackOfficeCategory => ({
  id: category.id,
  parentId: category.parentId,
  name: category.name,
  nameAr: category.nameTranslations.ar,
  nameZh: category.nameTranslations.zh,
  imageUrl: category.imageUrl,
  level: category.level,
});

const brandFields = (draft: BrandDraft) => ({
  name: draft.name,
  nameTranslations: { ar: draft.nameAr, zh: draft.nameZh },
  isPowerFullBrand: draft.powerBrand,
});

const categoryFields = (draft: CategoryDraft) => ({
  parentId: draft.parentId,
  name: draft.name,
  nameTranslations: { ar: draft.nameAr, zh: draft.nameZh },
});

export type BackOfficeBrandsDependencies = {
  brands: BrandsService;
  categories: CategoriesService;
  pictures: PictureUploads;
  /** Brands and categories are in the storefront's cached menus and listings. */
  changes: AuditedChanges;
};

/**
 * The brands and categories the goods are filed under, kept by admins through the catalogue; each change
 * audited (subject `brand:<id>` or `category:<id>`), then the storefront's caches dropped.
 */
export class BackOfficeBrandsService {
  private readonly deps: BackOfficeBrandsDependencies;
  constructor(deps: BackOfficeBrandsDependencies) {
    this.deps = deps;
  }

  async brands(): Promise<BackOfficeBrandsResponse> {
    return { brands: (await this.deps.brands.listAsWritten()).map(asBackOfficeBrand) };
  }

  createBrand(staffId: number, draft: BrandDraft): Promise<BackOfficeBrand> {
    return this.deps.changes.make(staffId, async (executor) => {
      const after = await this.deps.brands.create(brandFields(draft), executor);
      return recordChanged('brand.create', `brand:${after.id}`, { before: null, after }, asBackOfficeBrand);
    });
  }

  updateBrand(staffId: number, brandId: number, draft: BrandDraft): Promise<BackOfficeBrand> {
    return this.deps.changes.make(staffId, async (executor) =>
      recordChanged(
        'brand.update',
        `brand:${brandId}`,
        await this.deps.brands.update(brandId, brandFields(draft), executor),
        asBackOfficeBrand,
      ),
    );
  }

  uploadBrandLogo(staffId: number, brandId: number, base64: string): Promise<BackOfficeBrand> {
    return this.deps.changes.make(staffId, async (executor) =>
      recordChanged(
        'brand.logo',
        `brand:${brandId}`,
        await this.deps.brands.setLogo(
          brandId,
          () => storePicture(this.deps.pictures, base64, executor),
          executor,
        ),
        asBackOfficeBrand,
      ),
    );
  }

  async categories(): Promise<BackOfficeCategoriesResponse> {
    return { categories: (await this.deps.categories.listByLevel()).map(asBackOfficeCategory) };
  }

  createCategory(staffId: number, draft: CategoryDraft): Promise<BackOfficeCategory> {
    return this.deps.changes.make(staffId, async (executor) => {
      const after = await this.deps.categories.create(categoryFields(draft), executor);
      return recordChanged(
        'category.create',
        `category:${after.id}`,
        { before: null, after },
        asBackOfficeCategory,
      );
    });
  }

  updateCategory(staffId: number, categoryId: number, draft: CategoryDraft): Promise<BackOfficeCategory> {
    return this.deps.changes.make(staffId, async (executor) =>
      recordChanged(
        'category.update',
        `category:${categoryId}`,
        await this.deps.categories.update(categoryId, categoryFields(draft), executor),
        asBackOfficeCategory,
      ),
    );
  }

  uploadCategoryImage(staffId: number, categoryId: number, base64: string): Promise<BackOfficeCategory> {
    return this.deps.changes.make(staffId, async (executor) =>
      recordChanged(
        'category.image',
        `category:${categoryId}`,
        await this.deps.categories.setPicture(
          categoryId,
          () => storePicture(this.deps.pictures, base64, executor),
          executor,
        ),
        asBackOfficeCategory,
      ),
    );
  }
}
