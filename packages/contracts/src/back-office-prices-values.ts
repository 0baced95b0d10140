// Plain values of this area (messages, limits, names) apart from its zod schemas: the web app's first
// download needs these, and a bundler keeps a module whole, so schemas beside them would bring zod along.

export const backOfficePriceMessages = {
  priceListNotFound: 'There is no such price list.',
  promoCodeMissing: 'A promotion code list needs its code.',
  promoCodeFormat: 'A promotion code is 3 to 20 capital letters and digits.',
  promoCodeTaken: 'Another price list already has this promotion code.',
  usageLimitInvalid: 'Enter a use limit from 1 to 1000000, or leave it empty.',
  pricesRequired: 'Add at least one price: an item rate, a volume tier, a buy-get offer or a bundle.',
  noSuchItem: 'There is no item with this number.',
  buyGetTooGenerous: 'An offer cannot give away more units than the traveller buys.',
  bundleTooSmall: 'A bundle needs at least two items.',
  ruleRequired: 'Choose how the list is shown: volume, unit, percentage or buy-get.',
  exchangeRateInvalid: 'Enter the units of this currency per US dollar, above 0 and at most 1000000.',
  currencyNotFound: 'There is no such currency.',
  usdRateFixed: "The US dollar is the shop's own currency: its rate is always 1.",
  noSuchChange: 'There is no such change to put back.',
} as const;

/** Refuses a rate moved further than the shop's set share until the admin confirms it. */
export const rateChangeToConfirmMessage = (change: number, limit: number) =>
  `This changes the rate by ${change}%, more than ${limit}%: check the new prices and confirm the rate to save it.`;
