import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { antiForgeryRoutes } from './anti-forgery.routes.ts';
import { bannersRoutes } from './banners.routes.ts';
import { brandsRoutes } from './brands.routes.ts';
import type { Catalog } from './catalog.module.ts';
import { categoriesRoutes } from './categories.routes.ts';
import { itemsRoutes } from './items.routes.ts';
import { priceListsRoutes } from './price-lists.routes.ts';
import { purchaseRulesRoutes } from './purchase-rules.routes.ts';
import { searchRoutes } from './search.routes.ts';

/** Every catalogue call, registered inside the API scope so that the request guard covers them. */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: Catalog }> = async (app, options) => {
  await app.register(categoriesRoutes, options);
  await app.register(brandsRoutes, options);
  await app.register(bannersRoutes, options);
  await app.register(itemsRoutes, options);
  await app.register(priceListsRoutes, options);
  await app.register(purchaseRulesRoutes, options);
  await app.register(searchRoutes, options);
  await app.register(antiForgeryRoutes);
};
