import type { CustomsRuleVersion } from '@dutyfree/contracts';
import { describe, expect, it } from 'vitest';
import { allowanceLimits } from '../../../testing/catalog-fixtures.ts';
import { customsRuleFormValues, parseCustomsRuleForm } from './customs-rule-form.ts';

const uae: CustomsRuleVersion = {
  destination: 'United Arab Emirates',
  region: 'AE',
  version: 1,
  validFrom: 0,
  changedBy: null,
  legalAgeAlcohol: 18,
  legalAgeTobacco: 18,
  allowances: allowanceLimits({ alcohol: 4000, cigarettes: 400, cigars: 50 }),
  goodsValue: { allowed: 3000, currencyCode: 'AED' },
  bannedCategoryTypes: [],
  sourceUrl: 'https://fujcustoms.gov.ae/',
  sourceReadOn: '2026-11-28',
  missing: null,
};

describe('the customs rule form', () => {
  it('shows alcohol in litres and reads it back in millilitres, empty as no limit', () => {
    const values = customsRuleFormValues(uae);
    expect(values['allowances.alcohol']).toBe('4');
    expect(values['allowances.spirits']).toBe('');
    const parsed = parseCustomsRuleForm(uae.destination, { ...values, 'allowances.spirits': '1,5' }, [
      'LIQUOR',
    ]);
    expect(parsed.data).toMatchObject({
      allowances: { alcohol: 4000, spirits: 1500, wine: null, cigarettes: 400 },
      goodsValue: { allowed: 3000, currencyCode: 'AED' },
      bannedCategoryTypes: ['LIQUOR'],
      missing: null,
    });
  });

  it('keeps no value allowance when no amount is typed, whatever currency is picked', () => {
    const values = customsRuleFormValues(uae);
    expect(values['goodsValue.allowed']).toBe('3000');
    const cleared = parseCustomsRuleForm(uae.destination, { ...values, 'goodsValue.allowed': ' ' }, []);
    expect(cleared.data?.goodsValue).toBeNull();
    const noCurrency = parseCustomsRuleForm(
      uae.destination,
      { ...values, 'goodsValue.currencyCode': '' },
      [],
    );
    expect(Object.keys(noCurrency.errors ?? {})).toEqual(['goodsValue.currencyCode']);
  });

  it('reads Arabic digits and its decimal separator, and marks a figure that is not a number', () => {
    const values = customsRuleFormValues(uae);
    expect(
      parseCustomsRuleForm(uae.destination, { ...values, 'allowances.wine': '٢٫٥' }, []).data?.allowances
        .wine,
    ).toBe(2500);
    const refused = parseCustomsRuleForm(uae.destination, { ...values, legalAgeAlcohol: 'twenty' }, []);
    expect(Object.keys(refused.errors ?? {})).toEqual(['legalAgeAlcohol']);
  });
});
