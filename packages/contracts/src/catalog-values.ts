// Plain values of this area (messages, limits, names) apart from its zod schemas: the web app's first
// download needs these, and a bundler keeps a module whole, so schemas beside them would bring zod along.

/** SPEC §3 priceListApplied: 1 Volume, 2 Unit, 3 Percentage, 4 BuyGet. */
export const priceListRules = { volume: 1, unit: 2, percentage: 3, buyGet: 4 } as const;

/** Each list of the home page batch holds at most this many items. */
export const PRE_ORDER_LIST_SIZE = 20;

/** offerType 1 is the shop's offer price lists (promotion-code lists are fetched by code instead). */
export const OFFER_TYPE_OFFERS = 1;

/** SPEC §9: the autosuggest needs more than 1 character and shows at most 5 products. */
export const AUTOSUGGEST_MIN_LENGTH = 2;

export const AUTOSUGGEST_LIMIT = 5;

/** SPEC §2: '2' searches everything, '0' brands, any other value categories. */
export const searchTypes = { all: '2', brand: '0', category: '1' } as const;

/** SPEC §4 defaults: sorted by price, descending; 12 per page; pages counted from 1. */
export const DEFAULT_PAGE_SIZE = 12;

export const MAX_PAGE_SIZE = 60;
