import { z } from 'zod';
import { uploadItemPictureRequest } from './back-office.ts';
import { backOfficeMessages } from './back-office-values.ts';
import { queryWholeNumber, requiredText, text, wholeNumber } from './fields.ts';

// The back office's brands and categories: an admin names them in the shop's three languages, gives each
// a picture (a brand's logo, a category's image) through the same upload as items, marks the power brands
// the home page shows (at most 21) and arranges categories in the storefront's two-level tree. Calls live
// under /Staff/api/V1.0/ and need an admin's staff token; failures answer as the items' calls do.

/** The home page shows the power brands in one row of 21 logos at most. */
export const MAX_POWER_BRANDS = 21;

const optionalTranslation = () =>
  text()
    .trim()
    .max(200, { error: backOfficeMessages.textTooLong })
    .transform((value) => (value === '' ? null : value))
    .nullable();
const names = {
  name: requiredText(backOfficeMessages.nameRequired).max(200, { error: backOfficeMessages.textTooLong }),
  nameAr: optionalTranslation(),
  nameZh: optionalTranslation(),
};

export const brandDraft = z.object({ ...names, powerBrand: z.boolean() });
export type BrandDraft = z.infer<typeof brandDraft>;
export type BrandDraftInput = z.input<typeof brandDraft>;

export const backOfficeBrand = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: z.string().nullable(),
  nameZh: z.string().nullable(),
  imageUrl: z.string().nullable(),
  powerBrand: z.boolean(),
});
export type BackOfficeBrand = z.infer<typeof backOfficeBrand>;

/** Every brand, by name: a shop has hundreds at most. */
export const backOfficeBrandsResponse = z.object({ brands: z.array(backOfficeBrand) });
export type BackOfficeBrandsResponse = z.infer<typeof backOfficeBrandsResponse>;

/** A category at the top (no parent) or under a top-level category. */
export const categoryDraft = z.object({ ...names, parentId: wholeNumber().nullable() });
export type CategoryDraft = z.infer<typeof categoryDraft>;
export type CategoryDraftInput = z.input<typeof categoryDraft>;

export const backOfficeCategory = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  nameAr: z.string().nullable(),
  nameZh: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** 1 at the top, 2 under a top-level category. */
  level: z.number().int(),
});
export type BackOfficeCategory = z.infer<typeof backOfficeCategory>;

/** Every category, top-level ones first, each level by name. */
export const backOfficeCategoriesResponse = z.object({ categories: z.array(backOfficeCategory) });
export type BackOfficeCategoriesResponse = z.infer<typeof backOfficeCategoriesResponse>;

export const backOfficeBrandQuery = z.object({ brandId: queryWholeNumber() });
export const backOfficeCategoryQuery = z.object({ categoryId: queryWholeNumber() });

/** A brand's logo or a category's image: the item pictures' rules (JPEG, PNG or WebP up to 2 MB). */
export const uploadCataloguePictureRequest = z.object({ picture: uploadItemPictureRequest.shape.picture });
export type UploadCataloguePictureRequest = z.infer<typeof uploadCataloguePictureRequest>;
