import { createHash } from 'node:crypto';
import type { Executor } from '../../db/transaction.ts';
import type { MediaRepository, StoredPicture } from './media.repository.ts';

/** The largest picture an admin may upload. */
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
type PictureType = keyof typeof EXTENSIONS;

/** The extension of an uploaded picture's address, from the type its bytes showed. */
export const extensionOf = (contentType: string): string | undefined =>
  EXTENSIONS[contentType as PictureType];

/** Why a file is not taken: the caller turns each into a message for the person uploading it. */
export type PictureRefusal = 'empty' | 'tooLarge' | 'notAPicture' | 'damaged';

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * What a file is, read from its first bytes (never from its name, which anyone can change), and whether
 * it is whole: a JPEG ends with its end-of-image marker, a PNG with its IEND chunk, and a WebP's RIFF
 * header gives the file's own length. A file cut short in the upload fails here rather than showing a
 * broken picture in the shop.
 */
export function examinePicture(bytes: Buffer): { contentType: PictureType } | { refused: PictureRefusal } {
  if (bytes.length === 0) return { refused: 'empty' };
  if (bytes.length > MAX_PICTURE_BYTES) return { refused: 'tooLarge' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    // Some cameras write padding after the end marker; it must still be in the last few bytes.
    const tail = bytes.subarray(Math.max(0, bytes.length - 64));
    return tail.includes(Buffer.from([0xff, 0xd9])) ? { contentType: 'image/jpeg' } : { refused: 'damaged' };
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return startsWith(bytes, ascii('IEND'), bytes.length - 8)
      ? { contentType: 'image/png' }
      : { refused: 'damaged' };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return bytes.readUInt32LE(4) + 8 === bytes.length
      ? { contentType: 'image/webp' }
      : { refused: 'damaged' };
  }
  return { refused: 'notAPicture' };
}

/** Pictures admins upload: examined, kept in the database by their SHA-256, served at a permanent address. */
export class PictureUploads {
  private readonly pictures: MediaRepository;
  private readonly now: () => number;
  constructor(deps: { pictures: MediaRepository; now: () => number }) {
    this.pictures = deps.pictures;
    this.now = deps.now;
  }

  /** Keeps a picture and gives its address, or says why the file is refused. */
  async store(bytes: Buffer, executor?: Executor): Promise<{ url: string } | { refused: PictureRefusal }> {
    const examined = examinePicture(bytes);
    if ('refused' in examined) return examined;
    const { contentType } = examined;
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const pictures = executor ? this.pictures.on(executor) : this.pictures;
    await pictures.save(sha256, { contentType, bytes }, this.now());
    return { url: `/media/uploads/${sha256}.${EXTENSIONS[contentType]}` };
  }

  find(sha256: string): Promise<StoredPicture | undefined> {
    return this.pictures.find(sha256);
  }
}
