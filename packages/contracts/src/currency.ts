import { z } from 'zod';
import { FALLBACK_CURRENCY_ID } from './currency-values.ts';
import { queryWholeNumber } from './fields.ts';

export const currency = z.object({
  id: z.number().int(),
  currencyCode: z.string(),
  currencyName: z.string(),
});
export type Currency = z.infer<typeof currency>;

export const currencyListResponse = z.object({ currenciesRes: z.array(currency) });
export type CurrencyListResponse = z.infer<typeof currencyListResponse>;

/** Every GET carries the selected currency (SPEC §7); unknown or missing falls back to USD. */
export const currencyQuery = z.object({
  currencyId: queryWholeNumber().default(FALLBACK_CURRENCY_ID),
});
