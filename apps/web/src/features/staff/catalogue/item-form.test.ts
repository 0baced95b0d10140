import { itemDraft } from '@dutyfree/contracts';
import { describe, expect, it } from 'vitest';
import { emptyItemForm, itemDraftInput } from './item-form.ts';

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
