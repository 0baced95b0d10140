// Plain values of this area (messages, limits, names) apart from its zod schemas: the web app's first
// download needs these, and a bundler keeps a module whole, so schemas beside them would bring zod along.

export const backOfficeMessages = {
  nameRequired: 'Name field is required.',
  descriptionRequired: 'Description field is required.',
  itemCodeRequired: 'Item code field is required.',
  itemCodeInvalid: 'An item code is 3 to 20 capital letters, digits and hyphens.',
  itemCodeTaken: 'Another item already has this item code.',
  brandRequired: 'Choose a brand.',
  categoryRequired: 'Choose a category.',
  categoryTypeRequired: 'Choose the kind of goods.',
  priceInvalid: 'Enter a price in US dollars, from 0.00 to 1000000.00.',
  listPriceBelowPrice: 'The list price cannot be lower than the price.',
  stockInvalid: 'Stock must be a whole number from 0 to 1000000.',
  milesInvalid: 'Miles must be a whole number from 0 to 10000000.',
  textTooLong: 'This text is too long.',
  itemNotFound: 'There is no such item.',
  tierQuantityInvalid: 'Enter a quantity from 1 to 1000.',
  tierEndBeforeStart: 'The last quantity cannot be below the first.',
  tiersRequired: 'Add at least one tier.',
  tiersOverlap: 'Two tiers cover the same quantity: each quantity may have one price.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  validToBeforeValidFrom: 'The last day cannot be before the first.',
  pictureRequired: 'Choose a picture to upload.',
  pictureTooLarge: 'The picture is larger than 2 MB. Save it smaller and upload it again.',
  pictureNotAPicture: 'Upload a JPEG, PNG or WebP picture.',
  pictureDamaged: 'The picture is damaged or incomplete. Save it again and upload it again.',
} as const;

/** An item saved from a form shown before its stock moved (orders, another admin): nothing is overwritten. */
export const stockMovedMeanwhileMessage = (current: number) =>
  `The stock changed while you edited the item: ${current} in stock now. Check the figure and save again.`;
