import type { Minor } from './money.ts';
import type { PricedItem } from './priced-item.ts';

type UnitPricedItem = Pick<PricedItem, 'currentPrice' | 'salesRate' | 'isPercentage' | 'orderQuantity'>;

/** SPEC §9: a percentage item is sold at its sales rate until the line reaches its order quantity. */
export function salesRateApplies(item: UnitPricedItem, quantity: number): boolean {
  return item.isPercentage && quantity < item.orderQuantity;
}

/**
 * The SPEC §9 mini-cart unit price. `priceLine` treats it as one candidate among the price rules and
 * charges the lowest, so use `priceLine` whenever the shown price must equal the charged price.
 */
export function unitPrice(item: UnitPricedItem, quantity: number): Minor {
  return salesRateApplies(item, quantity) ? item.salesRate : item.currentPrice;
}
