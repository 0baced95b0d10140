import { priceListDraft } from '@dutyfree/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyPriceListForm,
  emptyRow,
  formFieldOf,
  microsToUnits,
  priceListDraftInput,
  priceListFormValues,
  unitsToMicros,
} from './price-list-form.ts';

describe('the price list form', () => {
  it('turns typed rows into the draft the contracts check, and a saved list back into the same rows', () => {
    const values = emptyPriceListForm('promo');
    values.promoCode = 'crew5';
    values.name = 'Crew five';
    values.validTo = values.validFrom;
    values.usageLimit = '10';
    values.unitRates = [{ ...emptyRow('unitRates'), itemId: '41', price: '12.5' }];
    values.volumeTiers = [
      { ...emptyRow('volumeTiers'), itemId: '7', startQuantity: '2', endQuantity: '5', price: '9' },
    ];
    values.bundles = [{ ...emptyRow('bundles'), itemIds: '41, 7', price: '30.00' }];
    const parsed = priceListDraft.parse(priceListDraftInput(values));
    expect(parsed).toMatchObject({
      promoCode: 'CREW5',
      usageLimit: 10,
      unitRates: [{ itemId: 41, priceCents: 1_250 }],
      volumeTiers: [{ itemId: 7, startQuantity: 2, endQuantity: 5, priceCents: 900 }],
      bundles: [{ itemIds: [41, 7], priceCents: 3_000 }],
    });
    const again = priceListFormValues({ id: 1, usageCount: 0, draft: parsed });
    expect(again.unitRates[0]).toMatchObject({ itemId: '41', price: '12.50' });
    expect(again.bundles[0]).toMatchObject({ itemIds: '41, 7', price: '30.00' });
  });

  it('sends an offer without a code or a use limit, and names a price the schema cannot read', () => {
    const values = emptyPriceListForm('offer');
    values.promoCode = 'IGNORED';
    values.usageLimit = '5';
    values.unitRates = [{ ...emptyRow('unitRates'), itemId: '41', price: '12.345' }];
    const input = priceListDraftInput(values);
    expect(input).toMatchObject({ promoCode: null, usageLimit: null });
    expect(Number.isNaN(input.unitRates[0]!.priceCents)).toBe(true);
    expect(formFieldOf('unitRates.0.priceCents')).toBe('unitRates.0.price');
  });

  it('reads an exchange rate as micros and writes it back without trailing zeros', () => {
    expect(unitsToMicros('3.75')).toBe(3_750_000);
    expect(unitsToMicros('156.25')).toBe(156_250_000);
    expect(unitsToMicros('0.9215')).toBe(921_500);
    expect(unitsToMicros('1,5')).toBeNaN();
    expect(microsToUnits(3_750_000)).toBe('3.75');
    expect(microsToUnits(10_000_000)).toBe('10');
  });
});
