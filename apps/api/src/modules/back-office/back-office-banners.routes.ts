import {
  actionPrivileges,
  apiPaths,
  backOfficeBanner,
  backOfficeBannerQuery,
  backOfficeBannersResponse,
  backOfficeSpecialLanding,
  bannerDraft,
  bannerOrder,
  MAX_ITEM_PICTURE_BYTES,
  specialLandingDraft,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffCaller } from '../auth/auth.module.ts';
import { adminCall } from './admin-only.ts';
import type { BackOfficeBannersService } from './back-office-banners.service.ts';

/** Banners and the landing page are the storefront's shelves too: the brands' and categories' action. */
const catalogueAdminOnly = adminCall(actionPrivileges.backOfficeCatalogue);
// A picture of up to 2 MB, written in base64 inside JSON, is a larger body than any other call's.
const pictureBodyLimit = MAX_ITEM_PICTURE_BYTES * 2;

export const backOfficeBannersRoutes: FastifyPluginAsyncZod<{ banners: BackOfficeBannersService }> = async (
  app,
  { banners },
) => {
  const admin = (request: { caller: Parameters<typeof staffCaller>[0] }) =>
    staffCaller(request.caller, 'admin').staffId;

  app.get(
    apiPaths.backOfficeBanners,
    {
      config: catalogueAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Every home banner in carousel order, those switched off included',
        response: { 200: backOfficeBannersResponse },
      },
    },
    async () => banners.banners(),
  );

  app.post(
    apiPaths.backOfficeCreateBanner,
    {
      config: catalogueAdminOnly,
      bodyLimit: pictureBodyLimit,
      schema: {
        tags: ['Staff'],
        summary: 'Add a banner at the end of the carousel (a picture or a video address)',
        body: bannerDraft,
        response: { 200: backOfficeBanner },
      },
    },
    async (request) => banners.createBanner(admin(request), request.body),
  );

  app.post(
    apiPaths.backOfficeUpdateBanner,
    {
      config: catalogueAdminOnly,
      bodyLimit: pictureBodyLimit,
      schema: {
        tags: ['Staff'],
        summary: "Change a banner's picture, video, size, titles or whether it is shown",
        querystring: backOfficeBannerQuery,
        body: bannerDraft,
        response: { 200: backOfficeBanner },
      },
    },
    async (request) => banners.updateBanner(admin(request), request.query.bannerId, request.body),
  );

  app.post(
    apiPaths.backOfficeDeleteBanner,
    {
      config: catalogueAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Remove a banner from the carousel',
        querystring: backOfficeBannerQuery,
        response: { 200: backOfficeBannersResponse },
      },
    },
    async (request) => banners.deleteBanner(admin(request), request.query.bannerId),
  );

  app.post(
    apiPaths.backOfficeReorderBanners,
    {
      config: catalogueAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Put the banners in a new order (every banner once)',
        body: bannerOrder,
        response: { 200: backOfficeBannersResponse },
      },
    },
    async (request) => banners.reorderBanners(admin(request), request.body.bannerIds),
  );

  app.get(
    apiPaths.backOfficeSpecialLanding,
    {
      config: catalogueAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: "The special-offers landing page's picture and 'What is' texts as set",
        response: { 200: backOfficeSpecialLanding },
      },
    },
    async () => banners.specialLanding(),
  );

  app.post(
    apiPaths.backOfficeSaveSpecialLanding,
    {
      config: catalogueAdminOnly,
      bodyLimit: pictureBodyLimit,
      schema: {
        tags: ['Staff'],
        summary:
          "Set the special-offers landing page's picture and 'What is' texts (empty: the shipped text)",
        body: specialLandingDraft,
        response: { 200: backOfficeSpecialLanding },
      },
    },
    async (request) => banners.saveSpecialLanding(admin(request), request.body),
  );
};
