// Plain values of this area (messages, limits, names) apart from its zod schemas: the web app's first
// download needs these, and a bundler keeps a module whole, so schemas beside them would bring zod along.

/** A banner's title in one language, shown over its picture: a line, not a paragraph. */
export const MAX_BANNER_TITLE_LENGTH = 120;
/** The special-offers landing page's 'What is' text in one language. */
export const MAX_SPECIAL_WHAT_IS_LENGTH = 2000;
/** SPEC §3 bunnerImageSize as an admin chooses it: 1 small, 2 medium, 3 large. */
export const BANNER_SIZES = [1, 2, 3] as const;

export const backOfficeBannerMessages = {
  bannerNotFound: 'There is no such banner.',
  titleRequired: 'Title field is required.',
  sizeInvalid: 'Choose small, medium or large.',
  pictureOrVideoRequired: 'Upload a picture or give a video address.',
  videoUrlInvalid: 'Enter a video address that starts with https:// or with / for a file of the shop.',
  orderInvalid: 'Name every banner once, in the new order.',
  whatIsEnglishRequired: 'Write the English text too: the translations are of it.',
} as const;
