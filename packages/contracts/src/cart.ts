import { z } from 'zod';
import { cartMessages, MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart-values.ts';
import { catalogItem, offerPriceList, volumePrice } from './catalog.ts';
import { FALLBACK_CURRENCY_ID } from './currency-values.ts';
import { customsMeasure } from './customs.ts';
import { queryWholeNumber, wholeNumber } from './fields.ts';
import { MAX_PRICE_AMOUNT } from './fields-values.ts';

// Cart pricing and promotion codes (SPEC §7). Prices on the wire are major units of the requested
// currency, rounded to 2 decimals; the server prices from the database and ignores any client price.

/**
 * The cart's total as the traveller saw it (PriceCart's `total`, in the chosen currency), sent with an
 * order. When prices have changed since (an admin changed a price, an offer, a code or a rate) the
 * server refuses the order with 409 `orders.pricesChanged` rather than charge a total the traveller did
 * not see; the client prices the cart again and shows the new total.
 */
export const seenCartTotal = z.number().min(0).max(MAX_PRICE_AMOUNT).optional();

/**
 * The browser's name for its cart, random, kept with the cart. PriceCart given it notes the lines as that
 * cart's current ones and answers the cart's revision, a counter the server raises whenever the lines
 * change; an order sent with both is refused with 409 `orders.cartChanged` when the cart has changed
 * since (a line taken out in another screen or tab), so what is sold is what the cart holds.
 */
const cartId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** The cart an order was shown from: sent together, or not at all (a client that keeps no cart id). */
export const shownCart = {
  cartId: cartId.optional(),
  cartRevision: z.number().int().min(1).optional(),
};

/** Letters, digits, dashes and underscores, as the shop's codes are written; case does not matter. */
const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** SPEC §5: the promotion code is required; anything that cannot be a code is 'Please provide a valid promo code'. */
export const promoCode = z
  .string({ error: cartMessages.promoCodeInvalid })
  .trim()
  .regex(PROMO_CODE_PATTERN, { error: cartMessages.promoCodeInvalid })
  .transform((code) => code.toUpperCase());

/** The promotion code entry form (cart page and /promocode-products). */
export const promoCodeForm = z.object({ promoCode });
export type PromoCodeForm = z.infer<typeof promoCodeForm>;

export const priceListByPromoCodeQuery = z.object({
  currencyId: queryWholeNumber().default(FALLBACK_CURRENCY_ID),
  PromoCode: promoCode,
});
export type PriceListByPromoCodeQuery = z.infer<typeof priceListByPromoCodeQuery>;

/** SPEC §7 `status`: 1 the code is valid now; 0 unknown, switched off, not yet or no longer valid, or used up. */
export const promoCodeStatuses = { invalid: 0, valid: 1 } as const;

/** `priceList` holds the code's unit and bundle rates (the shape of GetPriceListByOfferType's entries). */
export const priceListByPromoCodeResponse = z.object({
  status: z.literal([promoCodeStatuses.invalid, promoCodeStatuses.valid]),
  priceList: offerPriceList.nullable(),
  /** True when the code's dates are over: the one refusal the shop names (SPEC §8 gives one message for all). */
  expired: z.boolean(),
});
export type PriceListByPromoCodeResponse = z.infer<typeof priceListByPromoCodeResponse>;

export const cartLineRequest = z.object({
  itemId: wholeNumber(cartMessages.itemIdInvalid),
  quantity: wholeNumber(cartMessages.quantityInvalid, {
    max: MAX_LINE_QUANTITY,
    tooLarge: cartMessages.quantityInvalid,
  }),
});
export type CartLineRequest = z.infer<typeof cartLineRequest>;

const cartLines = z
  .array(cartLineRequest, { error: cartMessages.linesRequired })
  .min(1, { error: cartMessages.linesRequired })
  .max(MAX_CART_LINES, { error: cartMessages.tooManyLines });

/** SPEC §7 GetPricesForVolumeOrder: the body is the list itself; the currency comes as `?currencyId=`. */
export const volumeOrderRequest = cartLines;
export type VolumeOrderRequest = z.infer<typeof volumeOrderRequest>;

export const volumeOrderQuery = z.object({
  currencyId: queryWholeNumber().default(FALLBACK_CURRENCY_ID),
});

/**
 * What one unit costs at that quantity without a promotion code (the lowest of the list price, the
 * SPEC §9 sales rate and the volume tier), the tier holding the quantity, and the percent saved on the
 * current price.
 */
export const volumeOrderPrice = z.object({
  itemId: z.number().int(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  tier: volumePrice.nullable(),
  discountPercent: z.number().int(),
});
export type VolumeOrderPrice = z.infer<typeof volumeOrderPrice>;

/** In the order of the request; an unknown item is a 404 naming it. */
export const volumeOrderResponse = z.array(volumeOrderPrice);
export type VolumeOrderResponse = z.infer<typeof volumeOrderResponse>;

/** The authoritative price of a cart (the server reloads every item; client prices are never sent). */
export const priceCartRequest = z
  .object({
    currencyId: wholeNumber().default(FALLBACK_CURRENCY_ID),
    lines: z
      .array(cartLineRequest, { error: cartMessages.linesRequired })
      .max(MAX_CART_LINES, { error: cartMessages.tooManyLines }),
    promoCode: promoCode.nullish(),
    /** These lines are the whole of that cart now (see `cartId`): none, once the last one was taken out. */
    cartId: cartId.optional(),
  })
  .refine((request) => request.lines.length > 0 || request.cartId !== undefined, {
    path: ['lines'],
    error: cartMessages.linesRequired,
  });
export type PriceCartRequest = z.input<typeof priceCartRequest>;

/** 'list' currentPrice, 'unit' the SPEC §9 sales rate, 'volume' a tier, 'promo' a price-list rate, 'buyGet' a gift. */
export const appliedRules = ['list', 'unit', 'volume', 'promo', 'buyGet'] as const;

export const pricedCartLine = z.object({
  itemId: z.number().int(),
  /** The product as the catalogue shows it, fresh; null for a gift that is no longer in the shop. */
  item: catalogItem.nullable(),
  quantity: z.number().int(),
  isFreeOffer: z.boolean(),
  /** For a gift: the line whose quantity earned it. */
  offeredByItemId: z.number().int().nullable(),
  appliedRule: z.enum(appliedRules),
  listUnitPrice: z.number(),
  /** What one unit outside price-list bundles costs: what the shop shows is what it charges. */
  unitPrice: z.number(),
  listTotal: z.number(),
  lineTotal: z.number(),
  discount: z.number(),
  /** Units of the line sold in a price-list bundle (0 for none, and for a gift): part of `discount` is then the bundle's saving. */
  bundleUnits: z.number().int(),
  milesForRedeem: z.number().int(),
  milesForAccrual: z.number().int(),
  /**
   * The line's total in US cents, as the server prices an order, so that a preview of miles and money
   * (`splitMilesAndMoney`, then `moneyInCurrency` at `usdRateMicros`) shows what the server will charge.
   * Always sent by the server; optional so that carts built by clients may leave it out.
   */
  usdLineTotalCents: z.number().int().optional(),
});
export type PricedCartLine = z.infer<typeof pricedCartLine>;

export const priceCartResponse = z.object({
  currency: z.string(),
  lines: z.array(pricedCartLine),
  /** Sum of list totals of the paid lines; subtotal − discountTotal = total = Σ lineTotal. */
  subtotal: z.number(),
  discountTotal: z.number(),
  total: z.number(),
  /** Units chosen; gifts are not counted. */
  itemCount: z.number().int(),
  totalMilesForRedeem: z.number().int(),
  totalMilesForAccrual: z.number().int(),
  /** The cart currency's rate: micro-units per US dollar (1,000,000 for USD). Always sent by the server. */
  usdRateMicros: z.number().int().optional(),
  /** The code asked for, upper-cased, and whether it applied; both null when none was given. */
  promoCode: z.string().nullable(),
  promoStatus: z.literal([promoCodeStatuses.invalid, promoCodeStatuses.valid]).nullable(),
  /** Asked-for items that are no longer sold; they are left out of the lines and totals. */
  unavailableItemIds: z.array(z.number().int()),
  /** With `cartId` only: the cart's revision once these lines are noted, to send with the order. */
  cartRevision: z.number().int().optional(),
  /** What customs measure of the lines' goods that count against an allowance (the others are left out). */
  customsMeasures: z.array(customsMeasure),
});
export type PriceCartResponse = z.infer<typeof priceCartResponse>;
