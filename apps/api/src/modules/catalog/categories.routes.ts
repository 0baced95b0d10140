import {
  actionPrivileges,
  apiPaths,
  categoryHierarchyQuery,
  itemCategoriesResponse,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conditionalGet } from '../../http/conditional-get.ts';
import { shopLanguage } from '../../http/shop-language.ts';
import type { Catalog } from './catalog.module.ts';
import { toWireCategories } from './catalog.wire.ts';

export const categoriesRoutes: FastifyPluginAsyncZod<{ catalog: Catalog }> = async (app, { catalog }) => {
  app.get(
    apiPaths.categoriesHierarchical,
    {
      config: { privilege: actionPrivileges.preOrderAccess },
      onSend: conditionalGet(),
      schema: {
        tags: ['catalogue'],
        summary:
          "Category tree from a level down, named and sorted by name in the shopper's language at every level",
        querystring: categoryHierarchyQuery,
        response: { 200: itemCategoriesResponse },
      },
    },
    async (request) => ({
      itemCategories: toWireCategories(
        (await catalog.categories.tree()).fromLevel(request.query.categoryLevel),
        shopLanguage(request),
      ),
    }),
  );
};
