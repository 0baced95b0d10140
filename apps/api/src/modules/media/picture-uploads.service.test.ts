import { describe, expect, it } from 'vitest';
import { examinePicture, MAX_PICTURE_BYTES } from './picture-uploads.service.ts';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(100, 7),
  Buffer.from([0xff, 0xd9]),
]);
function webp(body: Buffer) {
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'ascii');
  return Buffer.concat([header, body]);
}

describe('examining an uploaded picture', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(examinePicture(jpeg)).toEqual({ contentType: 'image/jpeg' });
    expect(examinePicture(png)).toEqual({ contentType: 'image/png' });
    expect(examinePicture(webp(Buffer.from('VP8 ....')))).toEqual({ contentType: 'image/webp' });
  });

  it('refuses a file that only pretends to be a picture, whatever its name says', () => {
    expect(examinePicture(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({
      refused: 'notAPicture',
    });
    expect(examinePicture(Buffer.from('GIF89a......'))).toEqual({ refused: 'notAPicture' });
  });

  it('refuses a picture cut short in the upload', () => {
    expect(examinePicture(png.subarray(0, png.length - 10))).toEqual({ refused: 'damaged' });
    expect(examinePicture(jpeg.subarray(0, jpeg.length - 2))).toEqual({ refused: 'damaged' });
    expect(examinePicture(webp(Buffer.from('VP8 ....')).subarray(0, 15))).toEqual({ refused: 'damaged' });
  });

  it('refuses an empty file and one over 2 MB', () => {
    expect(examinePicture(Buffer.alloc(0))).toEqual({ refused: 'empty' });
    const large = Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(MAX_PICTURE_BYTES), jpeg.subarray(-2)]);
    expect(examinePicture(large)).toEqual({ refused: 'tooLarge' });
  });
});
