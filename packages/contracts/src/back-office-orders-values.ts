// Plain values of this area (messages, limits, names) apart from its zod schemas: the web app's first
// download needs these, and a bundler keeps a module whole, so schemas beside them would bring zod along.

export const backOfficeOrderMessages = {
  noSuchOrder: 'There is no such order.',
  cancelReasonRequired: 'Say why the order is cancelled.',
  cancelReasonTooLong: 'Keep the reason under 500 characters.',
  dayRangeReversed: 'The last day cannot be before the first.',
} as const;
