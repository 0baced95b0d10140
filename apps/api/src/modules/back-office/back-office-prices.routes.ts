import {
  apiPaths,
  backOfficePriceListQuery,
  backOfficePriceListResponse,
  backOfficePriceListsQuery,
  backOfficePriceListsResponse,
  endPriceListRequest,
  exchangeRateHistoryQuery,
  exchangeRateHistoryResponse,
  exchangeRateResponse,
  exchangeRatesResponse,
  priceListDraft,
  restoreExchangeRateRequest,
  setExchangeRateRequest,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffCaller } from '../auth/auth.module.ts';
import { pricesAdminOnly } from './admin-only.ts';
import type { BackOfficeExchangeRatesService } from './back-office-exchange-rates.service.ts';
import type { BackOfficePriceListsService } from './back-office-price-lists.service.ts';

export const backOfficePricesRoutes: FastifyPluginAsyncZod<{
  priceLists: BackOfficePriceListsService;
  exchangeRates: BackOfficeExchangeRatesService;
}> = async (app, { priceLists, exchangeRates }) => {
  const admin = (request: { caller: Parameters<typeof staffCaller>[0] }) =>
    staffCaller(request.caller, 'admin').staffId;

  app.get(
    apiPaths.backOfficePriceLists,
    {
      config: pricesAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'A page of price lists (offers and promotion codes), by id',
        querystring: backOfficePriceListsQuery,
        response: { 200: backOfficePriceListsResponse },
      },
    },
    async (request) => priceLists.page(request.query),
  );

  app.get(
    apiPaths.backOfficePriceList,
    {
      config: pricesAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'One price list with everything it prices',
        querystring: backOfficePriceListQuery,
        response: { 200: backOfficePriceListResponse },
      },
    },
    async (request) => priceLists.priceList(request.query.priceListId),
  );

  app.post(
    apiPaths.backOfficeCreatePriceList,
    {
      config: pricesAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Create an offer or a promotion code',
        body: priceListDraft,
        response: { 200: backOfficePriceListResponse },
      },
    },
    async (request) => priceLists.create(admin(request), request.body),
  );

  app.post(
    apiPaths.backOfficeUpdatePriceList,
    {
      config: pricesAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Replace a price list and everything it prices',
        querystring: backOfficePriceListQuery,
        body: priceListDraft,
        response: { 200: backOfficePriceListResponse },
      },
    },
    async (request) => priceLists.update(admin(request), request.query.priceListId, request.body),
  );

  app.post(
    apiPaths.backOfficeEndPriceList,
    {
      config: pricesAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'End a price list now',
        body: endPriceListRequest,
        response: { 200: backOfficePriceListResponse },
      },
    },
    async (request) => priceLists.end(admin(request), request.body.priceListId),
  );

  app.get(
    apiPaths.backOfficeExchangeRates,
    {
      config: pricesAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Every currency with its rate against the US dollar and when it was set',
        response: { 200: exchangeRatesResponse },
      },
    },
    async () => exchangeRates.list(),
  );

  app.post(
    apiPaths.backOfficeSetExchangeRate,
    {
      config: pricesAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: "Set a currency's rate: carts and orders from now on use it",
        body: setExchangeRateRequest,
        response: { 200: exchangeRateResponse },
      },
    },
    async (request) => ({ rate: await exchangeRates.set(admin(request), request.body) }),
  );

  app.get(
    apiPaths.backOfficeExchangeRateHistory,
    {
      config: pricesAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: "A currency's latest rate changes: who, when, the rate before and after",
        querystring: exchangeRateHistoryQuery,
        response: { 200: exchangeRateHistoryResponse },
      },
    },
    async (request) => exchangeRates.history(request.query.currencyId),
  );

  app.post(
    apiPaths.backOfficeRestoreExchangeRate,
    {
      config: pricesAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Put back the rate a change replaced',
        body: restoreExchangeRateRequest,
        response: { 200: exchangeRateResponse },
      },
    },
    async (request) => ({ rate: await exchangeRates.restore(admin(request), request.body.changeId) }),
  );
};
