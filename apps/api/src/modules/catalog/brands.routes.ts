import { actionPrivileges, apiPaths, brandsResponse, currencyQuery } from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conditionalGet } from '../../http/conditional-get.ts';
import { shopLanguage } from '../../http/shop-language.ts';
import type { Catalog } from './catalog.module.ts';
import { toWireBrands } from './catalog.wire.ts';

export const brandsRoutes: FastifyPluginAsyncZod<{ catalog: Catalog }> = async (app, { catalog }) => {
  app.get(
    apiPaths.brands,
    {
      config: { privilege: actionPrivileges.preOrderAccess },
      onSend: conditionalGet(),
      schema: {
        tags: ['catalogue'],
        summary: "Every brand, sorted by name case-insensitively in the shopper's language",
        querystring: currencyQuery,
        response: { 200: brandsResponse },
      },
    },
    async (request) => ({ brandsRes: toWireBrands(await catalog.brands.list(), shopLanguage(request)) }),
  );
};
