import {
  actionPrivileges,
  apiPaths,
  categoryHierarchyQuery,
  itemCategoriesResponse,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conditionalGet } from '../../http/conditional-get.ts';
import type { Catalog } from './catalog.module.ts';
import { toWireCategory } from './catalog.wire.ts';

export const categoriesRoutes: FastifyPluginAsyncZod<{ catalog: Catalog }> = async (app, { catalog }) => {
  app.get(
    apiPaths.categoriesHierarchical,
    {
      config: { privilege: actionPrivileges.preOrderAccess },
      onSend: conditionalGet(),
      schema: {
        tags: ['catalogue'],
        summary: 'Category tree from a level down, sorted by name case-insensitively at every level',
        querystring: categoryHierarchyQuery,
        response: { 200: itemCategoriesResponse },
      },
    },
    async (request) => ({
      itemCategories: (await catalog.categories.tree())
        .fromLevel(request.query.categoryLevel)
        .map(toWireCategory),
    }),
  );
};
