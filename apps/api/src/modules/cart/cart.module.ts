import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../catalog/catalog.module.ts';
import { cartRoutes } from './cart.routes.ts';
import { CartPricingService } from './cart-pricing.service.ts';
import { PromoCodesService } from './promo-codes.service.ts';

export type { CartPricingService, CartQuote } from './cart-pricing.service.ts';

export type Cart = ReturnType<typeof createCart>;

/**
 * Cart pricing and promotion codes on top of the catalogue. The checkout uses `pricing.priceCart` to price
 * an order and `promoCodes.redeem` inside the order's transaction to count the code's use.
 */
export function createCart(catalog: Catalog, now: () => number = Date.now) {
  const promoCodes = new PromoCodesService(catalog.priceLists, now);
  return {
    currencies: catalog.currencies,
    promoCodes,
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
