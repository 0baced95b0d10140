import {
  actionPrivileges,
  apiPaths,
  OFFER_TYPE_OFFERS,
  priceListByOfferTypeQuery,
  priceListsResponse,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conditionalGet } from '../../http/conditional-get.ts';
import { shopLanguage } from '../../http/shop-language.ts';
import type { Catalog } from './catalog.module.ts';
import { toWireOfferPriceList } from './catalog.wire.ts';

export const priceListsRoutes: FastifyPluginAsyncZod<{ catalog: Catalog }> = async (app, { catalog }) => {
  app.get(
    apiPaths.priceListByOfferType,
    {
      config: { privilege: actionPrivileges.preOrderAccess },
      onSend: conditionalGet(),
      schema: {
        tags: ['catalogue'],
        summary: 'Offer price lists running now, with their unit and bundle rates',
        querystring: priceListByOfferTypeQuery,
        response: { 200: priceListsResponse },
      },
    },
    async (request) => {
      // Only offer lists have an offer type; no other type is defined, so it has no lists.
      if (request.query.offerType !== OFFER_TYPE_OFFERS) return { priceLists: [] };
      const [currency, lists] = await Promise.all([
        catalog.currencies.resolve(request.query.currencyId),
        catalog.priceLists.activeOffersWithRates(),
      ]);
      const language = shopLanguage(request);
      return { priceLists: lists.map((list) => toWireOfferPriceList(list, currency, language)) };
    },
  );
};
