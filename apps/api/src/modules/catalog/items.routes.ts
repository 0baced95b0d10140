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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedReply, servedFromKeptReplies } from '../../http/cached-replies.ts';
import { shopLanguage } from '../../http/shop-language.ts';
import type { Catalog } from './catalog.module.ts';
import { toWireItem, toWireItems } from './catalog.wire.ts';
import { homeListsAnswer } from './catalog-answers.ts';

const access = { privilege: actionPrivileges.preOrderAccess };
const tags = ['catalogue'];

export const itemsRoutes: FastifyPluginAsyncZod<{ catalog: Catalog }> = async (app, { catalog }) => {
  const { currencies, items, replies } = catalog;
  /** One item as a product card and page show it; the two calls asking for one differ only in form. */
  const oneItem = async (currencyId: number, itemId: number, request: FastifyRequest) => {
    const [currency, item] = await Promise.all([currencies.resolve(currencyId), items.byId(itemId)]);
    return toWireItem(item, currency, shopLanguage(request));
  };

  app.get(
    apiPaths.preOrderItems,
    {
      config: access,
      ...servedFromKeptReplies(catalog.preOrderItemsReplies),
      schema: {
        tags,
        summary: 'Home page lists: new arrivals, special offers, travel exclusives, best sellers, deals',
        querystring: preOrderItemsQuery,
        response: { 200: preOrderItemsResponse },
      },
    },
    // The copy of one currency, language and list size is served for the cache's time to live
    // (CATALOG_CACHE_TTLS), like every catalogue read below.
    async (request, reply) =>
      sendCachedReply(request, reply, catalog.preOrderItemsReplies, () =>
        homeListsAnswer(
          catalog,
          request.query.currencyId,
          request.query.limit ?? PRE_ORDER_LIST_SIZE,
          shopLanguage(request),
        ),
      ),
  );

  app.get(
    apiPaths.itemById,
    {
      config: access,
      ...servedFromKeptReplies(replies),
      schema: { tags, summary: 'One item', querystring: itemByIdQuery, response: { 200: catalogItem } },
    },
    async (request, reply) =>
      sendCachedReply(request, reply, replies, () =>
        oneItem(request.query.currencyId, request.query.id, request),
      ),
  );

  app.post(
    apiPaths.itemDetail,
    {
      config: access,
      ...servedFromKeptReplies(replies),
      schema: {
        tags,
        summary: 'One item for its product page',
        body: itemDetailRequest,
        response: { 200: catalogItem },
      },
    },
    async (request, reply) =>
      sendCachedReply(request, reply, replies, () =>
        oneItem(request.body.currencyId, request.body.itemId, request),
      ),
  );

  app.post(
    apiPaths.productDetails,
    {
      config: access,
      ...servedFromKeptReplies(replies),
      schema: {
        tags,
        summary: 'Current prices and stock of some items, in the order asked for; 404 if any is unknown',
        body: productDetailsRequest,
        response: { 200: productDetailsResponse },
      },
    },
    async (request, reply) =>
      sendCachedReply(request, reply, replies, async () => {
        const [currency, found] = await Promise.all([
          currencies.resolve(request.body.currencyId),
          items.byIds(request.body.itemIds, shopLanguage(request)),
        ]);
        return { availabilitiesRes: toWireItems(found, currency, shopLanguage(request)) };
      }),
  );

  app.get(
    apiPaths.similarItems,
    {
      config: { privilege: actionPrivileges.similarItems },
      ...servedFromKeptReplies(replies),
      schema: {
        tags,
        summary: 'Items of the same category or brand, without the current one',
        querystring: similarItemsQuery,
        response: { 200: similarItemsResponse },
      },
    },
    async (request, reply) =>
      sendCachedReply(request, reply, replies, async () => {
        const { currencyId, CurrentItemId, ItemCategoryId, BrandId } = request.query;
        const [currency, similar] = await Promise.all([
          currencies.resolve(currencyId),
          items.similar({ itemId: CurrentItemId, categoryId: ItemCategoryId, brandId: BrandId }),
        ]);
        return { similarItems: toWireItems(similar, currency, shopLanguage(request)) };
      }),
  );
};
