import { describe, expect, it } from 'vitest';
import { anItem } from './priced-item.fixtures.ts';
import { salesRateApplies, unitPrice } from './unit-price.ts';

const percentageItem = anItem({ currentPrice: 800, salesRate: 1000, isPercentage: true, orderQuantity: 3 });

describe('the SPEC §9 unit price', () => {
  it('charges the sales rate while a percentage item is below its order quantity', () => {
    expect(unitPrice(percentageItem, 1)).toBe(1000);
    expect(unitPrice(percentageItem, 2)).toBe(1000);
    expect(salesRateApplies(percentageItem, 2)).toBe(true);
  });

  it('switches to the current price exactly at the order quantity', () => {
    expect(unitPrice(percentageItem, 3)).toBe(800);
    expect(unitPrice(percentageItem, 4)).toBe(800);
    expect(salesRateApplies(percentageItem, 3)).toBe(false);
  });

  it('always charges the current price when the item is not a percentage item', () => {
    const item = { ...percentageItem, isPercentage: false };
    expect(unitPrice(item, 1)).toBe(800);
    expect(salesRateApplies(item, 1)).toBe(false);
  });

  it('never uses the sales rate when the order quantity is 0', () => {
    expect(unitPrice({ ...percentageItem, orderQuantity: 0 }, 1)).toBe(800);
  });
});
