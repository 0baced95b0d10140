import { type FixedErrorCode, fixedError } from '@dutyfree/contracts';
import type { Executor } from '../../db/transaction.ts';
import { FieldErrors } from '../../http/problems.ts';
import type { PictureRefusal, PictureUploads } from '../media/media.module.ts';

/** Why the media upload refused a picture, as the message the admin reads under the picture field. */
export const PICTURE_REFUSALS = {
  empty: 'backOffice.pictureRequired',
  tooLarge: 'backOffice.pictureTooLarge',
  notAPicture: 'backOffice.pictureNotAPicture',
  damaged: 'backOffice.pictureDamaged',
} as const satisfies Record<PictureRefusal, FixedErrorCode>;

/** Stores an uploaded picture (base64) and gives its address, or refuses it as the `Picture` field's error. */
export async function storePicture(
  pictures: PictureUploads,
  base64: string,
  executor: Executor,
): Promise<string> {
  const stored = await pictures.store(Buffer.from(base64, 'base64'), executor);
  if ('refused' in stored) throw new FieldErrors({ Picture: [fixedError(PICTURE_REFUSALS[stored.refused])] });
  return stored.url;
}
