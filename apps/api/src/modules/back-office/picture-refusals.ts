import type { FixedErrorCode } from '@dutyfree/contracts';
import type { PictureRefusal } from '../media/media.module.ts';

/** Why the media upload refused a picture, as the message the admin reads under the picture field. */
export const PICTURE_REFUSALS = {
  empty: 'backOffice.pictureRequired',
  tooLarge: 'backOffice.pictureTooLarge',
  notAPicture: 'backOffice.pictureNotAPicture',
  damaged: 'backOffice.pictureDamaged',
} as const satisfies Record<PictureRefusal, FixedErrorCode>;
