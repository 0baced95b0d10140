import { describe, expect, it } from 'vitest';
import {
  AGE_GATE_EXEMPT_ITEM_CODES,
  EU_BANNED_COSMETIC_ITEM_CODES,
  needsAgeCheck,
  needsEuDestinationCheck,
} from './purchase-rules.ts';

describe('purchase rules', () => {
  it('keeps the 8 age-gate-exempt codes of SPEC §9', () => {
    expect(new Set(AGE_GATE_EXEMPT_ITEM_CODES).size).toBe(8);
  });

  it.each([
    ['LIQUOR', 'LIQ-00001', true],
    ['TOBACCO', 'TOB-00002', true],
    ['LIQUOR', 'LIQ-NA-01', false],
    ['TOBACCO', 'TOB-NF-04', false],
    ['FRAGRANCE', 'FRA-00003', false],
  ])('asks a %s item %s for the age: %s', (itemCategory, itemCode, asked) => {
    expect(needsAgeCheck({ itemCategory, itemCode })).toBe(asked);
  });

  it('asks for the destination only for the listed cosmetics', () => {
    for (const itemCode of EU_BANNED_COSMETIC_ITEM_CODES)
      expect(needsEuDestinationCheck({ itemCode })).toBe(true);
    expect(needsEuDestinationCheck({ itemCode: 'COS-00001' })).toBe(false);
  });
});
