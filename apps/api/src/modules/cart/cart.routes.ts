import {
  actionPrivileges,
  apiPaths,
  priceCartRequest,
  priceCartResponse,
  priceListByPromoCodeQuery,
  priceListByPromoCodeResponse,
  volumeOrderQuery,
  volumeOrderRequest,
  volumeOrderResponse,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopLanguage } from '../../http/shop-language.ts';
import type { Cart } from './cart.module.ts';
import { toWirePricedCart, toWirePromoCode, toWireVolumePrice } from './cart.wire.ts';

const access = { privilege: actionPrivileges.preOrderAccess };
const tags = ['cart'];

export const cartRoutes: FastifyPluginAsyncZod<{ cart: Cart }> = async (app, { cart }) => {
  const { currencies, customs, pricing, promoCodes, revisions } = cart;

  app.post(
    apiPaths.pricesForVolumeOrder,
    {
      config: access,
      schema: {
        tags,
        summary: 'The volume tier and unit price that apply to each item at its quantity',
        querystring: volumeOrderQuery,
        body: volumeOrderRequest,
        response: { 200: volumeOrderResponse },
      },
    },
    async (request) => {
      const [currency, quotes] = await Promise.all([
        currencies.resolve(request.query.currencyId),
        pricing.volumePrices(request.body),
      ]);
      return quotes.map((quote) => toWireVolumePrice(quote, currency));
    },
  );

  app.get(
    apiPaths.priceListByPromoCode,
    {
      config: access,
      schema: {
        tags,
        summary: 'The price list of a promotion code: status 1 and its rates, or status 0',
        querystring: priceListByPromoCodeQuery,
        response: { 200: priceListByPromoCodeResponse },
      },
    },
    async (request, reply) => {
      const [currency, lookup] = await Promise.all([
        currencies.resolve(request.query.currencyId),
        promoCodes.lookup(request.query.PromoCode),
      ]);
      // Validity and remaining uses change with time and with every order: never served from a cache.
      reply.header('cache-control', 'no-store');
      return toWirePromoCode(lookup, currency, shopLanguage(request));
    },
  );

  app.post(
    apiPaths.priceCart,
    {
      config: access,
      schema: {
        tags,
        summary:
          'Authoritative cart lines and totals, priced from the database (client prices are ignored); with `cartId`, the cart revision',
        body: priceCartRequest,
        response: { 200: priceCartResponse },
      },
    },
    async (request) => {
      const { cartId, lines } = request.body;
      const [[quote, measures], cartRevision] = await Promise.all([
        // Gifts are carried through customs too: the measures are of every product the lines hold.
        pricing
          .priceCart(request.body)
          .then(async (quote) => [quote, await customs.measures([...quote.items.keys()])] as const),
        cartId === undefined ? undefined : revisions.note(cartId, lines),
      ]);
      return {
        ...toWirePricedCart(quote, shopLanguage(request)),
        cartRevision,
        customsMeasures: measures,
      };
    },
  );
};
