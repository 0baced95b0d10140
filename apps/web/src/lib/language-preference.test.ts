import { afterEach, describe, expect, test } from 'vitest';
import { getShopLanguage, recordShopLanguage } from './language-preference.ts';

describe('the language calls ask for', () => {
  afterEach(() => {
    recordShopLanguage('en');
    window.localStorage.clear();
  });

  test('is the interface language once i18n has reported it, as a bare shop language', () => {
    recordShopLanguage('zh-CN');
    expect(getShopLanguage()).toBe('zh');
    recordShopLanguage('fr');
    expect(getShopLanguage()).toBe('en');
  });

  test('tells when calls made before asked for another language', () => {
    recordShopLanguage('en');
    expect(recordShopLanguage('ar')).toBe(true);
    expect(recordShopLanguage('ar')).toBe(false);
  });
});
