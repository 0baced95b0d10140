import { describe, expect, test } from 'vitest';
import { goodsName } from './bidi.ts';

const [FSI, PDI] = ['\u2068', '\u2069'];

describe('a goods name in an Arabic line', () => {
  test('keeps a measure and a model whole, number and unit in their order', () => {
    expect(goodsName('عطر 100 ml')).toBe(`عطر ${FSI}100 ml${PDI}`);
    expect(goodsName('كريم نهاري SPF 30، 50ml')).toBe(`كريم نهاري ${FSI}SPF 30${PDI}، ${FSI}50ml${PDI}`);
    expect(goodsName('طقم استكشاف، 5 × 10ml')).toBe(`طقم استكشاف، ${FSI}5 × 10ml${PDI}`);
  });

  test('leaves a name without Arabic as it is', () => {
    expect(goodsName('Velvet Rose Eau de Parfum 100 ml')).toBe('Velvet Rose Eau de Parfum 100 ml');
    expect(goodsName('丝绒玫瑰香水 50ml')).toBe('丝绒玫瑰香水 50ml');
  });
});
