// Plain values of this area (messages, limits, names) apart from its zod schemas: the web app's first
// download needs these, and a bundler keeps a module whole, so schemas beside them would bring zod along.

/** The largest value of an id or counter column (PostgreSQL `integer`, 4 bytes). */
export const MAX_DATABASE_INTEGER = 2_147_483_647;

/**
 * The largest amount a price filter takes, in major units of any currency: far above any price in the
 * shop, and small enough that converting it between currencies stays exact.
 */
export const MAX_PRICE_AMOUNT = 1_000_000_000;

export const fieldMessages = {
  textNotAllowed: 'This field contains characters that are not allowed.',
  wholeNumberInvalid: `Must be a whole number from 1 to ${MAX_DATABASE_INTEGER}.`,
  amountInvalid: `Must be an amount from 0 to ${MAX_PRICE_AMOUNT}.`,
} as const;
