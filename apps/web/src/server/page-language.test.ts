import { describe, expect, test } from 'vitest';
import { pageLanguage } from './page-language.ts';

const at = (search: string) => new URL(`https://shop.example/product-detail/1${search}`);

describe('the language a server-rendered page is in', () => {
  test('follows the lng parameter first, then the cookie, then the browser', () => {
    expect(pageLanguage(at('?lng=ar'), 'i18next=zh', 'en')).toBe('ar');
    expect(pageLanguage(at(''), 'other=1; i18next=zh', 'ar')).toBe('zh');
    expect(pageLanguage(at(''), undefined, 'fr-FR,ar-EG;q=0.8,en;q=0.5')).toBe('ar');
  });

  test('skips what the shop does not speak, and reads regions as their language', () => {
    expect(pageLanguage(at('?lng=fr'), 'i18next=zh-CN', 'ar')).toBe('zh');
    expect(pageLanguage(at('?lng=AR-eg'), undefined, undefined)).toBe('ar');
    expect(pageLanguage(at(''), undefined, 'fr, de')).toBe('en');
  });
});
