import { describe, expect, test } from 'vitest';
import { currencyName } from './currency-names.ts';

describe("a currency named in the shopper's language", () => {
  test('through Intl in English, Arabic and Chinese', () => {
    expect(currencyName('USD', 'en', 'US Dollar')).toBe('US Dollar');
    expect(currencyName('USD', 'ar', 'US Dollar')).toBe('دولار أمريكي');
    expect(currencyName('ETB', 'zh', 'Ethiopian Birr')).toBe('埃塞俄比亚比尔');
    expect(currencyName('EUR', 'zh', 'Euro')).toBe('欧元');
  });

  test("by the server's name where Intl has none", () => {
    expect(currencyName('XQQ', 'ar', 'Quatloo')).toBe('Quatloo');
    expect(currencyName('not a code', 'zh', 'Quatloo')).toBe('Quatloo');
  });
});
