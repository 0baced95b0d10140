import { z } from 'zod';
import { itemCategoryTypes } from './back-office.ts';
import { customsRuleMessages } from './customs-values.ts';
import { freeText, text } from './fields.ts';
import { fieldMessages } from './fields-values.ts';
import { customsAllowances } from './orders-values.ts';

/** What an item counts against at customs; an item without one counts against no allowance. */
export const customsKinds = [
  'spirits',
  'wine',
  'beer',
  'cigarettes',
  'cigars',
  'perfume',
  'toiletWater',
] as const;

/** What customs measure of one unit of an item that counts against an allowance. */
export const customsMeasure = z.object({
  itemId: z.number().int(),
  customsKind: z.enum(customsKinds),
  /** Millilitres of a bottle (alcohol, fragrance). */
  volumeMl: z.number().int().nullable(),
  /** Cigarettes or cigars in a pack (tobacco). */
  pieces: z.number().int().nullable(),
  /** Grams of tobacco in a pack (tobacco); a crew device's pack from before it was kept has none. */
  tobaccoG: z.number().int().nullable().default(null),
});
export type CustomsMeasureWire = z.infer<typeof customsMeasure>;

const allowance = z.number().int().nullable();

/**
 * The value of other goods a destination lets in free of duty: whole units of its currency, and the rate
 * of that currency per US dollar (micro-units) the value is judged at.
 */
export const goodsValueAllowance = z.object({
  allowed: z.number().int(),
  currencyCode: z.string(),
  usdRateMicros: z.number().int(),
});

/**
 * The customs rule at a flight's destination, as the shop shows it: where it holds (an ISO 3166 region
 * code, or EU; null for a country without one), the legal ages (null: none known), the duty-free
 * allowances in millilitres of alcohol and fragrance, pieces and grams of tobacco (null: no limit known),
 * and the value of other goods (null: none kept).
 */
export const customsRule = z.object({
  region: z.string().nullable(),
  legalAgeAlcohol: z.number().int().nullable(),
  legalAgeTobacco: z.number().int().nullable(),
  allowances: z.object(
    Object.fromEntries(customsAllowances.map((kind) => [kind, allowance])) as {
      [Kind in (typeof customsAllowances)[number]]: typeof allowance;
    },
  ),
  /** A crew device's pack from before the value was kept has none. */
  goodsValue: goodsValueAllowance.nullable().default(null),
});
export type CustomsRule = z.infer<typeof customsRule>;

// The back office's customs rules: an admin lists the destinations' rules, changes one (a new version,
// holding for orders placed from then on) and reads every version it has had. Figures travel as the
// shop keeps them: millilitres of alcohol and fragrance, pieces and grams of tobacco, whole units of the
// value's currency; null is "no limit known".

const figure = (max: number) =>
  z
    .number({ error: customsRuleMessages.customsFigureInvalid })
    .int({ error: customsRuleMessages.customsFigureInvalid })
    .min(0, { error: customsRuleMessages.customsFigureInvalid })
    .max(max, { error: customsRuleMessages.customsFigureInvalid })
    .nullable();

/** What an admin sets of a destination's rule. */
// A destination names a row and reaches a query: a control character in it is refused as in every field.
const destinationName = text().trim().min(1).max(100);

export const customsRuleDraft = z.object({
  destination: destinationName,
  legalAgeAlcohol: figure(99),
  legalAgeTobacco: figure(99),
  allowances: z.object(
    Object.fromEntries(customsAllowances.map((kind) => [kind, figure(1_000_000)])) as {
      [Kind in (typeof customsAllowances)[number]]: ReturnType<typeof figure>;
    },
  ),
  /** The value of other goods allowed, in one of the shop's currencies (the server checks which). */
  goodsValue: z
    .object({
      allowed: figure(100_000_000).unwrap(),
      currencyCode: z
        .string({ error: customsRuleMessages.customsCurrencyUnknown })
        .regex(/^[A-Z]{3}$/, { error: customsRuleMessages.customsCurrencyUnknown }),
    })
    .nullable(),
  bannedCategoryTypes: z.array(z.enum(itemCategoryTypes)).max(itemCategoryTypes.length),
  sourceUrl: text(customsRuleMessages.customsSourceRequired)
    .trim()
    .min(1, { error: customsRuleMessages.customsSourceRequired })
    .max(500, { error: customsRuleMessages.customsSourceRequired }),
  sourceReadOn: z
    .string({ error: customsRuleMessages.customsReadOnInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: customsRuleMessages.customsReadOnInvalid })
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), {
      error: customsRuleMessages.customsReadOnInvalid,
    }),
  missing: freeText(fieldMessages.textNotAllowed).trim().max(1000).nullable(),
});
export type CustomsRuleDraft = z.infer<typeof customsRuleDraft>;

/** A version of a destination's rule: its figures, its number, who made it and from when it holds. */
export const customsRuleVersion = customsRuleDraft.extend({
  region: z.string().nullable(),
  version: z.number().int(),
  validFrom: z.number().int(),
  /** The admin who made it; null for the published figures the shop started with. */
  changedBy: z.string().nullable(),
});
export type CustomsRuleVersion = z.infer<typeof customsRuleVersion>;

export const backOfficeCustomsRulesResponse = z.object({ rules: z.array(customsRuleVersion) });
export type BackOfficeCustomsRulesResponse = z.infer<typeof backOfficeCustomsRulesResponse>;

export const customsRuleHistoryQuery = z.object({ destination: destinationName });

/** Every version of a rule, newest first: each one's `before` is the version after it in the list. */
export const customsRuleHistoryResponse = z.object({ versions: z.array(customsRuleVersion) });
export type CustomsRuleHistoryResponse = z.infer<typeof customsRuleHistoryResponse>;
