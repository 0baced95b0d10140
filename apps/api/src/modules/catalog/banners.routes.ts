import {
  actionPrivileges,
  apiPaths,
  bannersResponse,
  currencyQuery,
  specialLandingResponse,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conditionalGet } from '../../http/conditional-get.ts';
import { shopLanguage } from '../../http/shop-language.ts';
import type { Catalog } from './catalog.module.ts';
import { toWireBanner, toWireSpecialLanding } from './catalog.wire.ts';

export const bannersRoutes: FastifyPluginAsyncZod<{ catalog: Catalog }> = async (app, { catalog }) => {
  app.get(
    apiPaths.banners,
    {
      config: { privilege: actionPrivileges.preOrderAccess },
      onSend: conditionalGet(),
      schema: {
        tags: ['catalogue'],
        summary: 'Home page banners in carousel order, titled in the language of the call',
        querystring: currencyQuery,
        response: { 200: bannersResponse },
      },
    },
    async (request) => {
      const language = shopLanguage(request);
      return {
        bannerListRes: (await catalog.banners.list()).map((banner) => toWireBanner(banner, language)),
      };
    },
  );

  app.get(
    apiPaths.specialLanding,
    {
      config: { privilege: actionPrivileges.preOrderAccess },
      onSend: conditionalGet(),
      schema: {
        tags: ['catalogue'],
        summary:
          "The special-offers landing page's picture and 'What is' text an admin set (null: the shipped one)",
        response: { 200: specialLandingResponse },
      },
    },
    async (request) => toWireSpecialLanding(await catalog.banners.specialLanding(), shopLanguage(request)),
  );
};
