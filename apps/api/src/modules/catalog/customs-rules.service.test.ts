import { describe, expect, it } from 'vitest';
import type { CustomsGoods, CustomsRuleRecord } from './customs-rules.repository.ts';
import { allowanceUses } from './customs-rules.service.ts';

const eu: CustomsRuleRecord = {
  destination: 'EU',
  legal_age_alcohol: 17,
  legal_age_tobacco: 17,
  alcohol_ml: null,
  spirits_ml: 1000,
  wine_ml: 4000,
  beer_ml: 16000,
  cigarettes: 200,
  cigars: 50,
  banned_category_types: '',
  source_url: 'http://europa.eu/youreurope/citizens/travel/carry/alcohol-tobacco-cash/index_en.htm',
  source_read_on: '2026-11-28',
  missing: null,
};

const goods: CustomsGoods[] = [
  { itemId: 1, categoryType: 'LIQUOR', customsKind: 'spirits', volumeMl: 700, pieces: null },
  { itemId: 2, categoryType: 'LIQUOR', customsKind: 'wine', volumeMl: 750, pieces: null },
  { itemId: 3, categoryType: 'TOBACCO', customsKind: 'cigarettes', volumeMl: null, pieces: 200 },
  { itemId: 4, categoryType: 'TOBACCO', customsKind: null, volumeMl: null, pieces: null },
];

describe('how much of each allowance a basket uses', () => {
  it('counts litres per kind and pieces, and lists only the allowances the rule keeps', () => {
    const lines = [
      { itemId: 1, quantity: 1, name: 'whisky' },
      { itemId: 2, quantity: 2, name: 'wine' },
      { itemId: 3, quantity: 1, name: 'cigarettes' },
      { itemId: 4, quantity: 3, name: 'ashtray' },
    ];
    expect(allowanceUses(eu, goods, lines)).toEqual([
      { allowance: 'spirits', used: 0.7, allowed: 1, over: false },
      { allowance: 'wine', used: 1.5, allowed: 4, over: false },
      { allowance: 'cigarettes', used: 200, allowed: 200, over: false },
    ]);
  });

  it('judges an allowance on the unrounded figure', () => {
    const justOver = { ...goods[0]!, volumeMl: 1020 };
    expect(allowanceUses(eu, [justOver], [{ itemId: 1, quantity: 1, name: 'gin' }])).toEqual([
      { allowance: 'spirits', used: 1, allowed: 1, over: true },
    ]);
  });
});
