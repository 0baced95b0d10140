import { describe, expect, it } from 'vitest';
import { needsAgeCheck, needsEuDestinationCheck, type PurchaseRules } from './purchase-rules-values.ts';

const rules: PurchaseRules = {
  ageGateExempt: { itemCodes: ['LIQ-NA-01', 'TOB-NF-04'], reason: 'Alcohol-free.' },
  euBan: { itemCodes: ['COS-EU-01'], reason: 'Contains Lilial.' },
};

describe('purchase rules', () => {
  it.each([
    ['LIQUOR', 'LIQ-00001', true],
    ['TOBACCO', 'TOB-00002', true],
    ['LIQUOR', 'LIQ-NA-01', false],
    ['TOBACCO', 'TOB-NF-04', false],
    ['FRAGRANCE', 'FRA-00003', false],
  ])('asks a %s item %s for the age: %s', (itemCategory, itemCode, asked) => {
    expect(needsAgeCheck({ itemCategory, itemCode }, rules)).toBe(asked);
  });

  it('asks for the destination only for the listed cosmetics', () => {
    expect(needsEuDestinationCheck({ itemCode: 'COS-EU-01' }, rules)).toBe(true);
    expect(needsEuDestinationCheck({ itemCode: 'COS-00001' }, rules)).toBe(false);
  });
});
