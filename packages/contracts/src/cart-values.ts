// Plain values of this area (messages, limits, names) apart from its zod schemas: the web app's first
// download needs these, and a bundler keeps a module whole, so schemas beside them would bring zod along.

export const cartMessages = {
  promoCodeInvalid: 'Please provide a valid promo code',
  itemIdInvalid: 'itemId must be a positive whole number.',
  quantityInvalid: 'quantity must be a whole number from 1 to 999.',
  linesRequired: 'At least one cart line is required.',
  tooManyLines: 'At most 100 cart lines can be priced at once.',
} as const;

/** The most units of one product a cart line may hold; stock limits it further. */
export const MAX_LINE_QUANTITY = 999;

export const MAX_CART_LINES = 100;
