import { itemDraft } from '@dutyfree/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { emptyItemForm, itemDraftInput, stockMovedTo } from './item-form.ts';

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

  it('reads the stock as it stands from a refusal for stock that moved meanwhile, and from no other', () => {
    const moved = new ApiError(
      'http',
      409,
      { message: 'moved', code: 'backOffice.stockMovedMeanwhile', params: { current: 7 } },
      'moved',
    );
    expect(stockMovedTo(moved)).toBe(7);
    expect(
      stockMovedTo(new ApiError('http', 409, { message: 'x', code: 'orders.orderClosed', params: {} }, 'x')),
    ).toBeUndefined();
    expect(stockMovedTo(new Error('boom'))).toBeUndefined();
  });
});
