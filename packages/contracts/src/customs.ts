import { z } from 'zod';
import { customsAllowances } from './orders-values.ts';

/** What an item counts against at customs; an item without one counts against no allowance. */
export const customsKinds = ['spirits', 'wine', 'beer', 'cigarettes', 'cigars'] as const;

/** What customs measure of one unit of an item that counts against an allowance. */
export const customsMeasure = z.object({
  itemId: z.number().int(),
  customsKind: z.enum(customsKinds),
  /** Millilitres of a bottle (alcohol). */
  volumeMl: z.number().int().nullable(),
  /** Cigarettes or cigars in a pack (tobacco). */
  pieces: z.number().int().nullable(),
});
export type CustomsMeasureWire = z.infer<typeof customsMeasure>;

const allowance = z.number().int().nullable();

/**
 * The customs rule at a flight's destination, as the shop shows it: where it holds (an ISO 3166 region
 * code, or EU; null for a country without one), the legal ages (null: none known) and the duty-free
 * allowances in millilitres of alcohol and pieces of tobacco (null: no limit known).
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
});
export type CustomsRule = z.infer<typeof customsRule>;
