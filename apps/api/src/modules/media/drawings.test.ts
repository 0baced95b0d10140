import { describe, expect, it } from 'vitest';
import {
  drawBanner,
  drawBrandLogo,
  drawCategoryPicture,
  drawItemPicture,
  pictureCategories,
} from './drawings.ts';

const longWords = 'Extraordinarily Long Fictional Brand Name Of The Highlands & Islands Distillery';
const kilobytes = (svg: string) => Buffer.byteLength(svg) / 1024;

describe('picture drawings', () => {
  it.each(pictureCategories)('keeps every view of a %s product under 2 KB', (category) => {
    for (const picture of [1, 2, 3]) {
      expect(
        kilobytes(drawItemPicture({ itemId: 123_456, picture, category, brand: longWords })),
      ).toBeLessThan(2);
    }
  });

  it.each([1, 2, 3])('keeps a size %i banner with a long title under 2 KB', (size) => {
    expect(kilobytes(drawBanner({ bannerId: 77, size, title: longWords }))).toBeLessThan(2);
  });

  it('keeps logos and category pictures under 2 KB', () => {
    expect(kilobytes(drawBrandLogo({ brandId: 31, name: longWords }))).toBeLessThan(2);
    expect(
      kilobytes(drawCategoryPicture({ categoryId: 4, category: 'SOUVENIRS', name: longWords })),
    ).toBeLessThan(2);
  });

  it('draws banners in the proportions of their size', () => {
    expect(drawBanner({ bannerId: 1, size: 1 })).toContain('viewBox="0 0 600 300"');
    expect(drawBanner({ bannerId: 1, size: 2 })).toContain('viewBox="0 0 1200 400"');
    expect(drawBanner({ bannerId: 1, size: 9 })).toContain('viewBox="0 0 1600 500"');
  });

  it("draws banners without words: the shop writes their title over them in the shopper's language", () => {
    const banner = drawBanner({ bannerId: 1, size: 3, title: 'Single Malt Week' });
    expect(banner).not.toContain('<text');
    expect(banner).toContain('<title>Single Malt Week</title>');
  });

  it('gives a logo the initials of the brand', () => {
    expect(drawBrandLogo({ brandId: 2, name: 'Juniper & Rowe' })).toMatch(/>JR<\/text>/);
  });

  it('shortens long words so that they stay inside the picture', () => {
    const svg = drawItemPicture({ itemId: 1, picture: 1, category: 'LIQUOR', brand: longWords });
    expect(svg).toContain('<title>Extraordinarily Long Fictio… liquor, picture 1</title>');
  });
});
