// Plain values of the customs rules (messages) apart from their zod schemas.

export const customsRuleMessages = {
  ruleNotFound: 'There is no customs rule for this destination.',
  figureInvalid: 'Enter a whole number of 0 or more, or leave it empty.',
  sourceRequired: 'Say where the figures were read (up to 500 characters).',
  readOnInvalid: 'Enter the date the source was read.',
  unchanged: 'Nothing was changed.',
} as const;
