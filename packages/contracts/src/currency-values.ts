// Plain values of this area (messages, limits, names) apart from its zod schemas: the web app's first
// download needs these, and a bundler keeps a module whole, so schemas beside them would bring zod along.

/** Currency id used when the traveller has not chosen one (SPEC §9: fallback currency id 2, USD). */
export const FALLBACK_CURRENCY_ID = 2;

export const DEFAULT_CURRENCY_CODE = 'USD';
