import { itemDraft } from '@dutyfree/contracts';
import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, emptyItemForm, itemDraftInput } from './back-office-form.ts';

describe('prices typed in the back office', () => {
  it('reads US dollars with up to two decimals as whole cents', () => {
    expect(dollarsToCents('42')).toBe(4200);
    expect(dollarsToCents('42.5')).toBe(4250);
    expect(dollarsToCents(' 0.07 ')).toBe(7);
    expect(dollarsToCents('1000000.00')).toBe(100_000_000);
  });

  it('gives NaN for what is not an amount, so the schema names the field', () => {
    for (const text of ['', '4.255', '-3', '1e3', 'abc', '4,50']) expect(dollarsToCents(text)).toBeNaN();
  });

  it('writes cents back as dollars with two decimals', () => {
    expect(centsToDollars(4250)).toBe('42.50');
    expect(centsToDollars(7)).toBe('0.07');
    expect(centsToDollars(0)).toBe('0.00');
  });
});

describe('the item form', () => {
  it('turns a filled form into a draft the contracts accept, the list price defaulting to the price', () => {
    const parsed = itemDraft.safeParse(
      itemDraftInput({
        ...emptyItemForm,
        itemCode: 'bo-1234',
        name: 'Malt',
        description: 'A malt.',
        brandId: '3',
        categoryId: '4',
        categoryType: 'LIQUOR',
        price: '19.99',
        travelExclusive: 'true',
      }),
    );
    expect(parsed.success && parsed.data).toMatchObject({
      itemCode: 'BO-1234',
      priceCents: 1999,
      listPriceCents: 1999,
      nameAr: null,
      travelExclusive: true,
    });
  });
});
