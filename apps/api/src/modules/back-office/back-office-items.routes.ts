import {
  apiPaths,
  backOfficeItem,
  backOfficeItemQuery,
  backOfficeItemsQuery,
  backOfficeItemsResponse,
  itemChoicesResponse,
  itemDraft,
  itemPriceHistoryQuery,
  itemPriceHistoryResponse,
  MAX_ITEM_PICTURE_BYTES,
  restoreItemPriceRequest,
  setItemActiveRequest,
  stockMovementsResponse,
  uploadItemPictureRequest,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffCaller } from '../auth/auth.module.ts';
import { adminOnly } from './admin-only.ts';
import type { BackOfficeItemsService } from './back-office-items.service.ts';

export const backOfficeItemsRoutes: FastifyPluginAsyncZod<{ items: BackOfficeItemsService }> = async (
  app,
  { items },
) => {
  app.get(
    apiPaths.backOfficeItems,
    {
      config: adminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'A page of items, on sale or not, by id; search by item code or name in any language',
        querystring: backOfficeItemsQuery,
        response: { 200: backOfficeItemsResponse },
      },
    },
    async (request) => items.page(request.query),
  );

  app.get(
    apiPaths.backOfficeItem,
    {
      config: adminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'One item with every field the item form edits',
        querystring: backOfficeItemQuery,
        response: { 200: backOfficeItem },
      },
    },
    async (request) => items.item(request.query.itemId),
  );

  app.get(
    apiPaths.backOfficeItemStockMovements,
    {
      config: adminOnly,
      schema: {
        tags: ['Staff'],
        summary: "The newest 200 movements of an item's warehouse stock: sales, returns, admins' adjustments",
        querystring: backOfficeItemQuery,
        response: { 200: stockMovementsResponse },
      },
    },
    async (request) => items.stockHistory(request.query.itemId),
  );

  app.get(
    apiPaths.backOfficeItemChoices,
    {
      config: adminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'The brands, categories and kinds of goods an item may name',
        response: { 200: itemChoicesResponse },
      },
    },
    async () => items.choices(),
  );

  app.post(
    apiPaths.backOfficeCreateItem,
    {
      config: adminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Create an item, on sale at once',
        body: itemDraft,
        response: { 200: backOfficeItem },
      },
    },
    async (request) => items.create(staffCaller(request.caller, 'admin').staffId, request.body),
  );

  app.post(
    apiPaths.backOfficeUpdateItem,
    {
      config: adminOnly,
      schema: {
        tags: ['Staff'],
        summary: "Replace an item's fields",
        querystring: backOfficeItemQuery,
        body: itemDraft,
        response: { 200: backOfficeItem },
      },
    },
    async (request) =>
      items.update(staffCaller(request.caller, 'admin').staffId, request.query.itemId, request.body),
  );

  app.post(
    apiPaths.backOfficeSetItemActive,
    {
      config: adminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Take an item off sale (kept for past orders) or put it back on sale',
        body: setItemActiveRequest,
        response: { 200: backOfficeItem },
      },
    },
    async (request) =>
      items.setActive(staffCaller(request.caller, 'admin').staffId, request.body.itemId, request.body.active),
  );

  app.post(
    apiPaths.backOfficeUploadItemPicture,
    {
      config: adminOnly,
      // A picture of up to 2 MB, written in base64 inside JSON, is a larger body than any other call's.
      bodyLimit: MAX_ITEM_PICTURE_BYTES * 2,
      schema: {
        tags: ['Staff'],
        summary:
          'Upload a picture (JPEG, PNG or WebP, up to 2 MB) that the storefront shows first for the item',
        body: uploadItemPictureRequest,
        response: { 200: backOfficeItem },
      },
    },
    async (request) =>
      items.uploadPicture(
        staffCaller(request.caller, 'admin').staffId,
        request.body.itemId,
        request.body.picture,
      ),
  );

  app.get(
    apiPaths.backOfficeItemPriceHistory,
    {
      config: adminOnly,
      schema: {
        tags: ['Staff'],
        summary: "An item's latest price changes: who, when, the prices before and after",
        querystring: itemPriceHistoryQuery,
        response: { 200: itemPriceHistoryResponse },
      },
    },
    async (request) => items.priceHistory(request.query.itemId),
  );

  app.post(
    apiPaths.backOfficeRestoreItemPrice,
    {
      config: adminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Put back the prices a change replaced',
        body: restoreItemPriceRequest,
        response: { 200: backOfficeItem },
      },
    },
    async (request) =>
      items.restorePrice(staffCaller(request.caller, 'admin').staffId, request.body.changeId),
  );
};
