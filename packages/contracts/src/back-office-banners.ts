import { z } from 'zod';
import { optionalTranslation, uploadItemPictureRequest } from './back-office.ts';
import {
  BANNER_SIZES,
  backOfficeBannerMessages,
  MAX_BANNER_TITLE_LENGTH,
  MAX_SPECIAL_WHAT_IS_LENGTH,
} from './back-office-banners-values.ts';
import { backOfficeMessages } from './back-office-values.ts';
import { freeText, queryWholeNumber, requiredText, text, wholeNumber } from './fields.ts';

// The back office's home banners and special-offers landing page: an admin adds, changes, removes,
// reorders and switches off the banners of the home carousel (a picture uploaded like an item's, or a
// video address, a size and a title in the shop's three languages), and sets the landing page's banner
// picture and 'What is' text. Calls live under /Staff/api/V1.0/ and need an admin's staff token; failures
// answer as the items' calls do (400 field errors, 403, 404).

/** A picture in base64, checked as an item's; null keeps the one the record has. */
const picture = uploadItemPictureRequest.shape.picture.nullable();

/** An https address or one of the shop's own paths; empty means none. */
const videoUrl = text()
  .trim()
  .max(500, { error: backOfficeMessages.textTooLong })
  .refine((value) => value === '' || /^(https:\/\/[^\s/]|\/(?!\/))\S*$/.test(value), {
    error: backOfficeBannerMessages.videoUrlInvalid,
  })
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** What the banner form sends to create a banner or replace its fields. */
export const bannerDraft = z.object({
  size: z.union(
    BANNER_SIZES.map((size) => z.literal(size)),
    { error: backOfficeBannerMessages.sizeInvalid },
  ),
  title: requiredText(backOfficeBannerMessages.titleRequired).max(MAX_BANNER_TITLE_LENGTH, {
    error: backOfficeMessages.textTooLong,
  }),
  titleAr: optionalTranslation(MAX_BANNER_TITLE_LENGTH),
  titleZh: optionalTranslation(MAX_BANNER_TITLE_LENGTH),
  videoUrl,
  active: z.boolean(),
  picture,
});
export type BannerDraft = z.infer<typeof bannerDraft>;
export type BannerDraftInput = z.input<typeof bannerDraft>;

export const backOfficeBanner = z.object({
  id: z.number().int(),
  size: z.number().int(),
  title: z.string(),
  titleAr: z.string().nullable(),
  titleZh: z.string().nullable(),
  /** Null for a banner shown as a video alone. */
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  active: z.boolean(),
});
export type BackOfficeBanner = z.infer<typeof backOfficeBanner>;

/** Every banner in carousel order, those switched off included. */
export const backOfficeBannersResponse = z.object({ banners: z.array(backOfficeBanner) });
export type BackOfficeBannersResponse = z.infer<typeof backOfficeBannersResponse>;

export const backOfficeBannerQuery = z.object({ bannerId: queryWholeNumber() });

/** The carousel's new order: every banner's id once. */
export const bannerOrder = z.object({ bannerIds: z.array(wholeNumber()).max(1000) });
export type BannerOrder = z.infer<typeof bannerOrder>;

/** A paragraph in one language; empty means the shop's shipped text (or the English one) is shown. */
const whatIs = () =>
  freeText(backOfficeMessages.textTooLong)
    .trim()
    .max(MAX_SPECIAL_WHAT_IS_LENGTH, { error: backOfficeMessages.textTooLong })
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** The landing page as an admin sets it: null everywhere shows what the shop shipped with. */
export const specialLandingDraft = z
  .object({
    whatIs: whatIs(),
    whatIsAr: whatIs(),
    whatIsZh: whatIs(),
    picture,
  })
  // A translation is of the English text: without one, shoppers would be shown the shipped text instead.
  .refine((draft) => draft.whatIs !== null || (draft.whatIsAr === null && draft.whatIsZh === null), {
    path: ['whatIs'],
    error: backOfficeBannerMessages.whatIsEnglishRequired,
  });
export type SpecialLandingDraft = z.infer<typeof specialLandingDraft>;
export type SpecialLandingDraftInput = z.input<typeof specialLandingDraft>;

export const backOfficeSpecialLanding = z.object({
  imageUrl: z.string().nullable(),
  whatIs: z.string().nullable(),
  whatIsAr: z.string().nullable(),
  whatIsZh: z.string().nullable(),
});
export type BackOfficeSpecialLanding = z.infer<typeof backOfficeSpecialLanding>;
