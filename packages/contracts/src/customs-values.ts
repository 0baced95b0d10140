// Plain values of the customs rules (messages) apart from their zod schemas.

export const customsRuleMessages = {
  customsRuleNotFound: 'There is no customs rule for this destination.',
  customsFigureInvalid: 'Enter a number of 0 or more, or leave it empty.',
  customsSourceRequired: 'Say where the figures were read (up to 500 characters).',
  customsReadOnInvalid: 'Enter the date the source was read.',
  customsRuleUnchanged: 'Nothing was saved: no figure was changed.',
  customsCurrencyUnknown: 'Choose one of the shop’s currencies for the value of other goods.',
} as const;
