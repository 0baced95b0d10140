import {
  actionPrivileges,
  apiPaths,
  catalogItem,
  itemByIdQuery,
  itemDetailRequest,
  PRE_ORDER_LIST_SIZE,
  preOrderItemsQuery,
  preOrderItemsResponse,
  productDetailsRequest,
  productDetailsResponse,
  similarItemsQuery,
  similarItemsResponse,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conditionalGet, sendSerialized, serializeJson } from '../../http/conditional-get.ts';
import { shopLanguage } from '../../http/shop-language.ts';
import type { Catalog } from './catalog.module.ts';
import { toWireItem, toWireItems, toWirePreOrderItems } from './catalog.wire.ts';

const access = { privilege: actionPrivileges.preOrderAccess };
const tags = ['catalogue'];

export const itemsRoutes: FastifyPluginAsyncZod<{ catalog: Catalog }> = async (app, { catalog }) => {
  const { currencies, items } = catalog;

  app.get(
    apiPaths.preOrderItems,
    {
      config: access,
      onSend: conditionalGet(),
      schema: {
        tags,
        summary: 'Home page lists: new arrivals, special offers, travel exclusives, best sellers, deals',
        querystring: preOrderItemsQuery,
        response: { 200: preOrderItemsResponse },
      },
    },
    // Served from a copy serialized at most the cache's time to live ago (CATALOG_CACHE_TTLS), per currency
    // and language and list size (at most 20 sizes).
    async (request, reply) => {
      const currency = await currencies.resolve(request.query.currencyId);
      const language = shopLanguage(request);
      const limit = request.query.limit ?? PRE_ORDER_LIST_SIZE;
      const serialized = await catalog.preOrderItemsReplies.get(
        `${currency.id}|${language}|${limit}`,
        async () => serializeJson(toWirePreOrderItems(await items.preOrderBatch(limit), currency, language)),
      );
      return sendSerialized(reply, serialized);
    },
  );

  app.get(
    apiPaths.itemById,
    {
      config: access,
      onSend: conditionalGet(),
      schema: { tags, summary: 'One item', querystring: itemByIdQuery, response: { 200: catalogItem } },
    },
    async (request) => {
      const [currency, item] = await Promise.all([
        currencies.resolve(request.query.currencyId),
        items.byId(request.query.id),
      ]);
      return toWireItem(item, currency, shopLanguage(request));
    },
  );

  app.post(
    apiPaths.itemDetail,
    {
      config: access,
      schema: {
        tags,
        summary: 'One item for its product page',
        body: itemDetailRequest,
        response: { 200: catalogItem },
      },
    },
    async (request) => {
      const [currency, item] = await Promise.all([
        currencies.resolve(request.body.currencyId),
        items.byId(request.body.itemId),
      ]);
      return toWireItem(item, currency, shopLanguage(request));
    },
  );

  app.post(
    apiPaths.productDetails,
    {
      config: access,
      schema: {
        tags,
        summary: 'Current prices and stock of some items, in the order asked for; 404 if any is unknown',
        body: productDetailsRequest,
        response: { 200: productDetailsResponse },
      },
    },
    async (request) => {
      const [currency, found] = await Promise.all([
        currencies.resolve(request.body.currencyId),
        items.byIds(request.body.itemIds),
      ]);
      return { availabilitiesRes: toWireItems(found, currency, shopLanguage(request)) };
    },
  );

  app.get(
    apiPaths.similarItems,
    {
      config: { privilege: actionPrivileges.similarItems },
      onSend: conditionalGet(),
      schema: {
        tags,
        summary: 'Items of the same category or brand, without the current one',
        querystring: similarItemsQuery,
        response: { 200: similarItemsResponse },
      },
    },
    async (request) => {
      const { currencyId, CurrentItemId, ItemCategoryId, BrandId } = request.query;
      const [currency, similar] = await Promise.all([
        currencies.resolve(currencyId),
        items.similar({ itemId: CurrentItemId, categoryId: ItemCategoryId, brandId: BrandId }),
      ]);
      return { similarItems: toWireItems(similar, currency, shopLanguage(request)) };
    },
  );
};
