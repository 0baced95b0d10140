import { describe, expect, test } from 'vitest';
import { bannerInterval, bannerSize } from './banner-carousel.tsx';

describe('banners', () => {
  test('bunnerImageSize 1 is small, 2 medium, anything else large', () => {
    expect(bannerSize({ bunnerImageSize: 1 })).toBe('small');
    expect(bannerSize({ bunnerImageSize: 2 })).toBe('medium');
    expect(bannerSize({ bunnerImageSize: 3 })).toBe('large');
    expect(bannerSize({ bunnerImageSize: 0 })).toBe('large');
  });

  test('a banner shows for 3500 ms, a video banner for 30000 ms', () => {
    expect(bannerInterval({ videoURL: null })).toBe(3500);
    expect(bannerInterval({ videoURL: '/media/banners/1.mp4' })).toBe(30000);
  });
});
