import { z } from 'zod';
import {
  count,
  day,
  isDay,
  MAX_ITEM_PRICE_CENTS,
  MAX_TIER_QUANTITY,
  optionalTranslation,
  volumeTierDraft,
} from './back-office.ts';
import { backOfficePriceMessages } from './back-office-prices-values.ts';
import { backOfficeMessages } from './back-office-values.ts';
import { priceListRules } from './catalog-values.ts';
import { queryWholeNumber, requiredText, text, wholeNumber } from './fields.ts';

// The back office's prices: price lists (running offers such as Weekly Specials, and promotion codes)
// of every kind the pricing package prices, and the exchange rates against the US dollar. Admin calls
// only, under /Staff/api/V1.0/, failing as the item calls do (back-office.ts).

export const priceListKinds = ['offer', 'promo'] as const;
export type PriceListKind = (typeof priceListKinds)[number];

const MAX_USAGE_LIMIT = 1_000_000;
const price = () => count(backOfficeMessages.priceInvalid, MAX_ITEM_PRICE_CENTS);
const itemId = () => wholeNumber(backOfficePriceMessages.noSuchItem);
const quantity = () =>
  wholeNumber(backOfficeMessages.tierQuantityInvalid, {
    max: MAX_TIER_QUANTITY,
    tooLarge: backOfficeMessages.tierQuantityInvalid,
  });

/**
 * A price list as the admin's form sends it. Prices are whole US cents; days are UTC, both included.
 * A promotion list is reached by its code (upper-case) and may be used `usageLimit` times (null: no
 * limit); an offer runs for every traveller on its days. `active` switches either off without ending it.
 * The server refuses what the pricing rules would price two ways (overlapping tiers of one item) or
 * would give away (a buy-get whose gift is larger than the purchase), field by field.
 */
export const priceListDraft = z
  .object({
    kind: z.enum(priceListKinds),
    promoCode: text()
      .trim()
      .transform((value) => (value === '' ? null : value.toUpperCase()))
      .nullable()
      .pipe(
        z
          .string()
          .regex(/^[A-Z0-9]{3,20}$/, { error: backOfficePriceMessages.promoCodeFormat })
          .nullable(),
      ),
    name: requiredText(backOfficeMessages.nameRequired).max(200, { error: backOfficeMessages.textTooLong }),
    nameAr: optionalTranslation(200),
    nameZh: optionalTranslation(200),
    /** How the storefront labels the list (SPEC §3 priceListApplied). */
    rule: z.literal(Object.values(priceListRules), { error: backOfficePriceMessages.ruleRequired }),
    validFrom: day(),
    validTo: day(),
    usageLimit: wholeNumber(backOfficePriceMessages.usageLimitInvalid, {
      max: MAX_USAGE_LIMIT,
      tooLarge: backOfficePriceMessages.usageLimitInvalid,
    }).nullable(),
    active: z.boolean(),
    /** Rules 2 and 3: the item's price on this list. */
    unitRates: z.array(z.object({ itemId: itemId(), priceCents: price() })).max(200),
    volumeTiers: z.array(volumeTierDraft.and(z.object({ itemId: itemId() }))).max(200),
    buyGetOffers: z
      .array(
        z.object({ itemId: itemId(), buyQuantity: quantity(), getQuantity: quantity(), getItemId: itemId() }),
      )
      .max(200),
    /** One unit of each listed item, together, for `priceCents`. */
    bundles: z
      .array(
        z.object({
          priceCents: price(),
          itemIds: z.array(itemId()).min(2, { error: backOfficePriceMessages.bundleTooSmall }).max(10),
        }),
      )
      .max(50),
  })
  .refine((draft) => !isDay(draft.validFrom) || !isDay(draft.validTo) || draft.validTo >= draft.validFrom, {
    error: backOfficeMessages.validToBeforeValidFrom,
    path: ['validTo'],
  })
  .refine((draft) => draft.kind !== 'promo' || draft.promoCode !== null, {
    error: backOfficePriceMessages.promoCodeMissing,
    path: ['promoCode'],
  })
  .refine(
    (draft) =>
      draft.unitRates.length + draft.volumeTiers.length + draft.buyGetOffers.length + draft.bundles.length >
      0,
    { error: backOfficePriceMessages.pricesRequired, path: ['unitRates'] },
  );
export type PriceListDraft = z.infer<typeof priceListDraft>;
export type PriceListDraftInput = z.input<typeof priceListDraft>;

/** A price list as saved: the draft, with its id and how many orders have used its code. */
export const backOfficePriceList = z.object({
  id: z.number().int(),
  usageCount: z.number().int(),
  draft: priceListDraft,
});
export type BackOfficePriceList = z.infer<typeof backOfficePriceList>;
/** An item a price list names, as its form shows it beside the item's number: code, name, current price. */
export const priceListItem = z.object({
  id: z.number().int(),
  itemCode: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
});
export type PriceListItem = z.infer<typeof priceListItem>;
/** A price list with every item its terms name (on sale or not), by id. */
export const backOfficePriceListResponse = z.object({
  priceList: backOfficePriceList,
  items: z.array(priceListItem),
});
export type BackOfficePriceListResponse = z.infer<typeof backOfficePriceListResponse>;

/** A line of the admin's list of price lists. */
export const priceListSummary = z.object({
  id: z.number().int(),
  kind: z.enum(priceListKinds),
  promoCode: z.string().nullable(),
  name: z.string(),
  rule: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  usageLimit: z.number().int().nullable(),
  usageCount: z.number().int(),
  active: z.boolean(),
});
export type PriceListSummary = z.infer<typeof priceListSummary>;

/** An admin's page of price lists. */
export const BACK_OFFICE_PRICE_LISTS_PAGE_SIZE = 25;
export const backOfficePriceListsQuery = z.object({
  kind: z.enum(priceListKinds).optional(),
  after: queryWholeNumber().optional(),
});
export type BackOfficePriceListsQuery = z.infer<typeof backOfficePriceListsQuery>;
export const backOfficePriceListsResponse = z.object({
  priceLists: z.array(priceListSummary),
  nextAfter: z.number().int().nullable(),
});
export type BackOfficePriceListsResponse = z.infer<typeof backOfficePriceListsResponse>;

export const backOfficePriceListQuery = z.object({ priceListId: queryWholeNumber() });
export const endPriceListRequest = z.object({ priceListId: wholeNumber() });

// --- Exchange rates --------------------------------------------------------------------------------------

/** The most units of a currency one US dollar may buy, times 1,000,000 (as the currency table keeps rates). */
export const MAX_USD_RATE_MICROS = 1_000_000 * 1_000_000;

export const exchangeRate = z.object({
  currencyId: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** Units of the currency per 1 USD, times 1,000,000. */
  usdRateMicros: z.number().int(),
  /** ISO 8601: when an admin last set it; null for the rate the shop started with. */
  setAt: z.string().nullable(),
});
export type ExchangeRate = z.infer<typeof exchangeRate>;
export const exchangeRatesResponse = z.object({ rates: z.array(exchangeRate) });
export type ExchangeRatesResponse = z.infer<typeof exchangeRatesResponse>;

/**
 * A new rate. One that moves the rate by more than the shop's set share (EXCHANGE_RATE_CONFIRM_PERCENT) is
 * refused (`backOfficePrices.rateChangeToConfirm`) until the admin has seen what it does to prices and
 * sends it again with `confirmed`.
 */
export const setExchangeRateRequest = z.object({
  currencyId: wholeNumber(backOfficePriceMessages.currencyNotFound),
  usdRateMicros: wholeNumber(backOfficePriceMessages.exchangeRateInvalid, {
    max: MAX_USD_RATE_MICROS,
    tooLarge: backOfficePriceMessages.exchangeRateInvalid,
  }),
  confirmed: z.boolean().optional(),
});
export type SetExchangeRateRequest = z.infer<typeof setExchangeRateRequest>;
export const exchangeRateResponse = z.object({ rate: exchangeRate });
export type ExchangeRateResponse = z.infer<typeof exchangeRateResponse>;

/** One change of a rate or of an item's prices: who made it, when, and the values before and after. */
const changeMeta = {
  changeId: z.number().int(),
  /** ISO 8601. */
  changedAt: z.string(),
  /** The admin's name as their account has it; null when the account is gone. */
  changedBy: z.string().nullable(),
};

export const exchangeRateChange = z.object({
  ...changeMeta,
  beforeUsdRateMicros: z.number().int(),
  afterUsdRateMicros: z.number().int(),
});
export type ExchangeRateChange = z.infer<typeof exchangeRateChange>;
export const exchangeRateHistoryQuery = z.object({ currencyId: queryWholeNumber() });
/** A currency's latest changes, newest first. */
export const exchangeRateHistoryResponse = z.object({ changes: z.array(exchangeRateChange) });
export type ExchangeRateHistoryResponse = z.infer<typeof exchangeRateHistoryResponse>;
/** Puts back the rate a change replaced (its `before`); the restore is itself a change, kept and audited. */
export const restoreExchangeRateRequest = z.object({ changeId: wholeNumber() });

export const itemPriceChange = z.object({
  ...changeMeta,
  beforePriceCents: z.number().int(),
  afterPriceCents: z.number().int(),
  beforeListPriceCents: z.number().int(),
  afterListPriceCents: z.number().int(),
});
export type ItemPriceChange = z.infer<typeof itemPriceChange>;
export const itemPriceHistoryQuery = z.object({ itemId: queryWholeNumber() });
/** An item's latest price changes, newest first. */
export const itemPriceHistoryResponse = z.object({ changes: z.array(itemPriceChange) });
export type ItemPriceHistoryResponse = z.infer<typeof itemPriceHistoryResponse>;
/** Puts back the prices a change replaced (its `before`); itself kept and audited. */
export const restoreItemPriceRequest = z.object({ changeId: wholeNumber() });
