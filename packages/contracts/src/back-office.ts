import { z } from 'zod';
import { backOfficeMessages } from './back-office-values.ts';
import { queryWholeNumber, requiredText, text, wholeNumber } from './fields.ts';

// The back office: an admin keeps the goods the shop sells (names in the shop's three languages, price,
// stock, miles). Calls live under /Staff/api/V1.0/ beside the crew's and need an admin's staff token;
// crew, customers and guests get 403. The same shapes check the form in the browser and the body on the
// server, so a field the form accepts is never refused by the server for a reason the form did not show.
//
// How a client reads a failure:
//   400 { errors: { Field: [...] } }  a field is missing or wrong (the item code taken answers here too)
//   403 { message }                   not an admin's staff token
//   404 { message }                   no such item

/** The kinds of goods: TOBACCO and LIQUOR drive the age gate; the rest label the catalogue. */
export const itemCategoryTypes = [
  'LIQUOR',
  'TOBACCO',
  'FRAGRANCE',
  'COSMETICS',
  'WATCHES',
  'ELECTRONICS',
  'CONFECTIONERY',
  'TRAVEL_GOODS',
  'SOUVENIRS',
] as const;
export const itemCategoryType = z.enum(itemCategoryTypes, { error: backOfficeMessages.categoryTypeRequired });
export type ItemCategoryType = z.infer<typeof itemCategoryType>;

/** Prices are integer US cents (minor units), as the shop stores them: $1,000,000.00 at most. */
export const MAX_ITEM_PRICE_CENTS = 100_000_000;
export const MAX_ITEM_STOCK = 1_000_000;
export const MAX_ITEM_MILES = 10_000_000;
/** An admin's page of items. */
export const BACK_OFFICE_ITEMS_PAGE_SIZE = 25;

/** A whole count from 0 to `max`, one message for every way it can be wrong. */
export const count = (message: string, max: number) =>
  wholeNumber(message, { min: 0, max, tooLarge: message });
/** A name or text in Arabic or Chinese: empty means not translated (the English is shown). */
export const optionalTranslation = (max: number) =>
  text()
    .trim()
    .max(max, { error: backOfficeMessages.textTooLong })
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** What the item form sends, to create an item or to replace an item's fields. */
export const itemDraft = z
  .object({
    itemCode: requiredText(backOfficeMessages.itemCodeRequired).regex(/^[A-Z0-9][A-Z0-9-]{2,19}$/, {
      error: backOfficeMessages.itemCodeInvalid,
    }),
    name: requiredText(backOfficeMessages.nameRequired).max(200, { error: backOfficeMessages.textTooLong }),
    nameAr: optionalTranslation(200),
    nameZh: optionalTranslation(200),
    description: requiredText(backOfficeMessages.descriptionRequired).max(4000, {
      error: backOfficeMessages.textTooLong,
    }),
    descriptionAr: optionalTranslation(4000),
    descriptionZh: optionalTranslation(4000),
    brandId: wholeNumber(backOfficeMessages.brandRequired),
    categoryId: wholeNumber(backOfficeMessages.categoryRequired),
    categoryType: itemCategoryType,
    /** What the traveller pays, in US cents. */
    priceCents: count(backOfficeMessages.priceInvalid, MAX_ITEM_PRICE_CENTS),
    /** The list price in US cents; above the price, the storefront shows it struck through. */
    listPriceCents: count(backOfficeMessages.priceInvalid, MAX_ITEM_PRICE_CENTS),
    stock: count(backOfficeMessages.stockInvalid, MAX_ITEM_STOCK),
    /**
     * Editing an item: the stock the form showed. The stock becomes `stock` only while it still is this
     * figure; when orders (or another admin) moved it meanwhile the save is refused, 409 with the current
     * figure in `params.current`, and nothing is overwritten. Required when editing, ignored when creating.
     */
    expectedStock: count(backOfficeMessages.stockInvalid, MAX_ITEM_STOCK).optional(),
    milesToRedeem: count(backOfficeMessages.milesInvalid, MAX_ITEM_MILES),
    milesToEarn: count(backOfficeMessages.milesInvalid, MAX_ITEM_MILES),
    travelExclusive: z.boolean(),
  })
  .refine((draft) => draft.listPriceCents >= draft.priceCents, {
    error: backOfficeMessages.listPriceBelowPrice,
    path: ['listPriceCents'],
  });
export type ItemDraft = z.infer<typeof itemDraft>;
/** The form's values before they are checked: what a person may have typed. */
export type ItemDraftInput = z.input<typeof itemDraft>;

/** An item as the back office shows it: every field the form edits, and whether it is on sale. */
export const backOfficeItem = z.object({
  id: z.number().int(),
  itemCode: z.string(),
  name: z.string(),
  nameAr: z.string().nullable(),
  nameZh: z.string().nullable(),
  description: z.string(),
  descriptionAr: z.string().nullable(),
  descriptionZh: z.string().nullable(),
  brandId: z.number().int(),
  brand: z.string(),
  categoryId: z.number().int(),
  category: z.string(),
  categoryType: z.string(),
  priceCents: z.number().int(),
  listPriceCents: z.number().int(),
  stock: z.number().int(),
  milesToRedeem: z.number().int(),
  milesToEarn: z.number().int(),
  travelExclusive: z.boolean(),
  active: z.boolean(),
  /** The picture the storefront shows first; null when the item has none. */
  imageUrl: z.string().nullable(),
});
export type BackOfficeItem = z.infer<typeof backOfficeItem>;

/** Search by name or item code; pages follow one another by the last id shown (keyset). */
export const backOfficeItemsQuery = z.object({
  search: text().trim().max(100, { error: backOfficeMessages.textTooLong }).optional(),
  after: queryWholeNumber().optional(),
});
export type BackOfficeItemsQuery = z.infer<typeof backOfficeItemsQuery>;

export const backOfficeItemsResponse = z.object({
  items: z.array(backOfficeItem),
  /** Pass as `after` for the next page; null on the last page. */
  nextAfter: z.number().int().nullable(),
});
export type BackOfficeItemsResponse = z.infer<typeof backOfficeItemsResponse>;

/** Which item a read or an edit is about: `?itemId=`, so that the body's field errors name the form's fields. */
export const backOfficeItemQuery = z.object({ itemId: queryWholeNumber() });

export const setItemActiveRequest = z.object({ itemId: wholeNumber(), active: z.boolean() });
export type SetItemActiveRequest = z.infer<typeof setItemActiveRequest>;

/** The brands and categories an item may name, for the form's choices. */
export const itemChoicesResponse = z.object({
  brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  categories: z.array(
    z.object({ id: z.number().int(), name: z.string(), parentId: z.number().int().nullable() }),
  ),
  categoryTypes: z.array(itemCategoryType),
});
export type ItemChoicesResponse = z.infer<typeof itemChoicesResponse>;

/** The largest picture an admin may upload: 2 MB. */
export const MAX_ITEM_PICTURE_BYTES = 2 * 1024 * 1024;
// Base64 writes 3 bytes as 4 characters; a little more is let through so the server names the size.
const MAX_PICTURE_BASE64_LENGTH = Math.ceil(MAX_ITEM_PICTURE_BYTES / 3) * 4 + 1024;

/**
 * A picture for an item, its bytes in base64. The server reads what the file is from its bytes, never
 * from its name, and makes it the picture the storefront shows first.
 */
export const uploadItemPictureRequest = z.object({
  itemId: wholeNumber(),
  picture: z
    .string({ error: backOfficeMessages.pictureRequired })
    .min(1, { error: backOfficeMessages.pictureRequired })
    .max(MAX_PICTURE_BASE64_LENGTH, { error: backOfficeMessages.pictureTooLarge })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: backOfficeMessages.pictureDamaged }),
});
export type UploadItemPictureRequest = z.infer<typeof uploadItemPictureRequest>;

// --- Volume prices ---------------------------------------------------------------------------------------

/** The most a tier may start or end at: far above what one traveller carries on board. */
export const MAX_TIER_QUANTITY = 1000;
const tierQuantity = () =>
  wholeNumber(backOfficeMessages.tierQuantityInvalid, {
    max: MAX_TIER_QUANTITY,
    tooLarge: backOfficeMessages.tierQuantityInvalid,
  });
/** YYYY-MM-DD, a real day. */
export const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
/** A day as the back office's forms send it (YYYY-MM-DD, UTC). */
export const day = () =>
  z
    .string({ error: backOfficeMessages.dateInvalid })
    .refine(isDay, { error: backOfficeMessages.dateInvalid });

/** From `startQuantity` to `endQuantity` (both included) each unit costs `priceCents`. */
export const volumeTierDraft = z
  .object({
    startQuantity: tierQuantity(),
    endQuantity: tierQuantity(),
    priceCents: count(backOfficeMessages.priceInvalid, MAX_ITEM_PRICE_CENTS),
  })
  .refine((tier) => tier.endQuantity >= tier.startQuantity, {
    error: backOfficeMessages.tierEndBeforeStart,
    path: ['endQuantity'],
  });
export type VolumeTierDraft = z.infer<typeof volumeTierDraft>;

/**
 * An item's volume prices and the days they run (UTC, both included). Tiers that give one quantity two
 * prices are refused by the server with the pricing rules' own check.
 */
export const itemVolumePricesDraft = z
  .object({
    validFrom: day(),
    validTo: day(),
    tiers: z.array(volumeTierDraft).min(1, { error: backOfficeMessages.tiersRequired }).max(10),
  })
  // Days in the wrong order are a mistake only once both are days at all.
  .refine((draft) => !isDay(draft.validFrom) || !isDay(draft.validTo) || draft.validTo >= draft.validFrom, {
    error: backOfficeMessages.validToBeforeValidFrom,
    path: ['validTo'],
  });
export type ItemVolumePricesDraft = z.infer<typeof itemVolumePricesDraft>;
export type ItemVolumePricesDraftInput = z.input<typeof itemVolumePricesDraft>;

/** An item's volume prices as saved; null when it has none. */
export const itemVolumePricesResponse = z.object({ volumePrices: itemVolumePricesDraft.nullable() });
export type ItemVolumePricesResponse = z.infer<typeof itemVolumePricesResponse>;

/** Why a stock figure moved. */
export const stockMovementKinds = [
  'sale',
  'cancellation',
  'expiry',
  'not_collected',
  'adjustment',
  'flight_load',
  'flight_unload',
  'arrival_count',
  /** An order followed its traveller's ticket to another flight (its goods left one stock for another). */
  'rebooking',
] as const;

/** One movement of a stock figure: the warehouse's stock of an item, or a flight's trolley. */
export const stockMovement = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  itemCode: z.string(),
  kind: z.enum(stockMovementKinds),
  /** Signed: units taken are negative, units added positive. */
  quantity: z.number().int(),
  /** A short key of why (`item_form`, `payment_failed`, `order_cancelled`, …); null for a sale. */
  reason: z.string().nullable(),
  /** The order that took or gave back the units, if an order did. */
  orderCode: z.string().nullable(),
  /** The staff member who made the change, if one did. */
  staffName: z.string().nullable(),
  /** ISO 8601, UTC. */
  at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovement>;

/** The newest movements first, at most 200. */
export const stockMovementsResponse = z.object({ movements: z.array(stockMovement) });
export type StockMovementsResponse = z.infer<typeof stockMovementsResponse>;
