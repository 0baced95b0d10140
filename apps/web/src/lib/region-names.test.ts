import { describe, expect, it } from 'vitest';
import { regionName } from './region-names.ts';

describe('naming the country an allowance holds for', () => {
  it('names it in the reader’s language, with "the" where English says it', () => {
    expect(regionName('AE', 'en')).toBe('the United Arab Emirates');
    expect(regionName('EU', 'en')).toBe('the European Union');
    expect(regionName('KE', 'en')).toBe('Kenya');
    expect(regionName('AE', 'ar')).toBe('الإمارات العربية المتحدة');
    expect(regionName('US', 'zh')).toBe('美国');
  });

  it('answers nothing for a code Intl does not know', () => {
    expect(regionName('not a code', 'en')).toBeUndefined();
  });
});
