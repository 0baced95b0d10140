import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Catalog } from '../catalog/catalog.module.ts';
import { cartRoutes } from './cart.routes.ts';
import { CartPricingService } from './cart-pricing.service.ts';
import { CartRevisionsRepository } from './cart-revisions.repository.ts';
import { CartRevisionsService } from './cart-revisions.service.ts';
import { PromoCodesService } from './promo-codes.service.ts';

export type { CartPricingService, CartQuote } from './cart-pricing.service.ts';
export type { CartRevisionsService } from './cart-revisions.service.ts';

export type Cart = ReturnType<typeof createCart>;

/**
 * Cart pricing and promotion codes on top of the catalogue, and each browser cart's revision. The checkout
 * uses `pricing.priceCart` to price an order, `promoCodes.redeem` inside the order's transaction to count
 * the code's use, and `revisions.holds` to refuse an order from a checkout its cart has changed under.
 */
export function createCart(database: Database, catalog: Catalog, now: () => number = Date.now) {
  const promoCodes = new PromoCodesService(catalog.priceLists, now);
  return {
    currencies: catalog.currencies,
    /** What customs measure of the goods, which the priced cart carries for the allowances shown with it. */
    customs: catalog.customsRules,
    promoCodes,
    revisions: new CartRevisionsService(new CartRevisionsRepository(database.db), now),
    pricing: new CartPricingService({
      items: catalog.items,
      priceLists: catalog.priceLists,
      currencies: catalog.currencies,
      promoCodes,
    }),
  };
}

export async function registerCartRoutes(api: FastifyInstance, cart: Cart): Promise<void> {
  await api.register(cartRoutes, { cart });
}
