// How travellers reach the shop (SPEC §2 contact and after-sales pages, which leave the values open). The
// values are fictional; they are written here once so that a real shop changes them in one place.
export const contactDetails = {
  /** The privacy compliance officer and the support centre share one line. */
  phone: { display: '+251 11 000 0000', dial: '+251110000000' },
  careEmail: 'care@dutyfree.example',
  supportEmail: 'support@dutyfree.example',
  /** SPEC §9: the support centre answers from 8:00 to 17:00 GMT+3. */
  supportHours: { fromHour: 8, toHour: 17, utcOffsetHours: 3 },
} as const;
