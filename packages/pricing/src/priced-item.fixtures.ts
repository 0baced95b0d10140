import fc from 'fast-check';
import type { PriceList } from './price-list.ts';
import type { BuyGetOffer, ItemId, PricedItem, VolumeTier } from './priced-item.ts';

/** A plain $10.00 item with no offers; tests override only what they are about. */
export function anItem(overrides: Partial<PricedItem> = {}): PricedItem {
  return {
    id: 1,
    currentPrice: 1000,
    salesRate: 1000,
    isPercentage: false,
    orderQuantity: 0,
    milesForRedeem: 0,
    milesForAccrual: 0,
    volumePriceList: [],
    buyGetPriceList: [],
    ...overrides,
  };
}

export function aPriceList(overrides: Partial<PriceList> = {}): PriceList {
  return { id: 7, name: 'Summer offer', individualRates: [], bundles: [], ...overrides };
}

const price = fc.integer({ min: 0, max: 1_000_000 });
const quantity = fc.integer({ min: 1, max: 30 });

export const volumeTierArb: fc.Arbitrary<VolumeTier> = fc
  .tuple(quantity, fc.integer({ min: 0, max: 10 }), price)
  .map(([startQuantity, length, customPrice]) => ({
    startQuantity,
    endQuantity: startQuantity + length,
    customPrice,
  }));

function buyGetArb(giftIds: readonly ItemId[]): fc.Arbitrary<BuyGetOffer> {
  return fc.record({
    buyQuantity: fc.integer({ min: 1, max: 6 }),
    getQuantity: fc.integer({ min: 1, max: 3 }),
    getItemId: fc.constantFrom(...giftIds),
  });
}

export function itemArb(id: ItemId, giftIds: readonly ItemId[] = [id]): fc.Arbitrary<PricedItem> {
  return fc.record({
    id: fc.constant(id),
    currentPrice: price,
    salesRate: price,
    isPercentage: fc.boolean(),
    orderQuantity: fc.integer({ min: 0, max: 10 }),
    milesForRedeem: fc.integer({ min: 0, max: 50_000 }),
    milesForAccrual: fc.integer({ min: 0, max: 5_000 }),
    volumePriceList: fc.array(volumeTierArb, { maxLength: 4 }),
    buyGetPriceList: fc.array(buyGetArb(giftIds), { maxLength: 2 }),
  });
}

export const quantityArb = quantity;

const ITEM_IDS = [1, 2, 3, 4, 5, 6] as const;

/** Carts of distinct items, each item possibly earning a gift of another item of the catalogue. */
export const cartArb = fc
  .uniqueArray(fc.constantFrom(...ITEM_IDS), { minLength: 0, maxLength: ITEM_IDS.length })
  .chain((ids) =>
    fc.tuple(...ids.map((id) => fc.record({ item: itemArb(id, ITEM_IDS), quantity: quantityArb }))),
  );

export const priceListArb: fc.Arbitrary<PriceList> = fc.record({
  id: fc.integer({ min: 1, max: 100 }),
  name: fc.constant('Generated offer'),
  individualRates: fc.array(fc.record({ itemId: fc.constantFrom(...ITEM_IDS), amount: price }), {
    maxLength: 6,
  }),
  bundles: fc.array(
    fc.record({
      amount: fc.integer({ min: 0, max: 1_000_000 }),
      itemIds: fc.array(fc.constantFrom(...ITEM_IDS), { minLength: 1, maxLength: 4 }),
    }),
    { maxLength: 3 },
  ),
});
