import {
  actionPrivileges,
  apiPaths,
  backOfficeBrand,
  backOfficeBrandQuery,
  backOfficeBrandsResponse,
  backOfficeCategoriesResponse,
  backOfficeCategory,
  backOfficeCategoryQuery,
  brandDraft,
  categoryDraft,
  MAX_ITEM_PICTURE_BYTES,
  uploadCataloguePictureRequest,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffCaller } from '../auth/auth.module.ts';
import { adminOnly } from './admin-only.ts';
import type { BackOfficeBrandsService } from './back-office-brands.service.ts';

/** Brands and categories name their own action; like every back-office call, only an admin may make them. */
const catalogueAdminOnly = { ...adminOnly, privilege: actionPrivileges.backOfficeCatalogue };
// A picture of up to 2 MB, written in base64 inside JSON, is a larger body than any other call's.
const pictureBodyLimit = MAX_ITEM_PICTURE_BYTES * 2;

export const backOfficeBrandsRoutes: FastifyPluginAsyncZod<{ shelves: BackOfficeBrandsService }> = async (
  app,
  { shelves },
) => {
  const admin = (request: { caller: Parameters<typeof staffCaller>[0] }) =>
    staffCaller(request.caller, 'admin').staffId;

  app.get(
    apiPaths.backOfficeBrands,
    {
      config: catalogueAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Every brand, by name',
        response: { 200: backOfficeBrandsResponse },
      },
    },
    async () => shelves.brands(),
  );

  app.post(
    apiPaths.backOfficeCreateBrand,
    {
      config: catalogueAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Create a brand (at most 21 may be power brands)',
        body: brandDraft,
        response: { 200: backOfficeBrand },
      },
    },
    async (request) => shelves.createBrand(admin(request), request.body),
  );

  app.post(
    apiPaths.backOfficeUpdateBrand,
    {
      config: catalogueAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: "Change a brand's names or power-brand flag (at most 21 power brands)",
        querystring: backOfficeBrandQuery,
        body: brandDraft,
        response: { 200: backOfficeBrand },
      },
    },
    async (request) => shelves.updateBrand(admin(request), request.query.brandId, request.body),
  );

  app.post(
    apiPaths.backOfficeUploadBrandLogo,
    {
      config: catalogueAdminOnly,
      bodyLimit: pictureBodyLimit,
      schema: {
        tags: ['Staff'],
        summary: "Upload a brand's logo (JPEG, PNG or WebP, up to 2 MB)",
        querystring: backOfficeBrandQuery,
        body: uploadCataloguePictureRequest,
        response: { 200: backOfficeBrand },
      },
    },
    async (request) => shelves.uploadBrandLogo(admin(request), request.query.brandId, request.body.picture),
  );

  app.get(
    apiPaths.backOfficeCategories,
    {
      config: catalogueAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Every category, top-level ones first',
        response: { 200: backOfficeCategoriesResponse },
      },
    },
    async () => shelves.categories(),
  );

  app.post(
    apiPaths.backOfficeCreateCategory,
    {
      config: catalogueAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Create a category at the top or under a top-level category',
        body: categoryDraft,
        response: { 200: backOfficeCategory },
      },
    },
    async (request) => shelves.createCategory(admin(request), request.body),
  );

  app.post(
    apiPaths.backOfficeUpdateCategory,
    {
      config: catalogueAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: "Change a category's names or place in the tree",
        querystring: backOfficeCategoryQuery,
        body: categoryDraft,
        response: { 200: backOfficeCategory },
      },
    },
    async (request) => shelves.updateCategory(admin(request), request.query.categoryId, request.body),
  );

  app.post(
    apiPaths.backOfficeUploadCategoryImage,
    {
      config: catalogueAdminOnly,
      bodyLimit: pictureBodyLimit,
      schema: {
        tags: ['Staff'],
        summary: "Upload a category's image (JPEG, PNG or WebP, up to 2 MB)",
        querystring: backOfficeCategoryQuery,
        body: uploadCataloguePictureRequest,
        response: { 200: backOfficeCategory },
      },
    },
    async (request) =>
      shelves.uploadCategoryImage(admin(request), request.query.categoryId, request.body.picture),
  );
};
