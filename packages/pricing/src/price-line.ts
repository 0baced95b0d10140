import { type FreeLine, freeLineFor } from './buy-get.ts';
import { type Minor, multiplyMinor } from './money.ts';
import { assertPriceList, type PriceList, promoUnitPrice } from './price-list.ts';
import { assertCount, assertPricedItem, type ItemId, type PricedItem } from './priced-item.ts';
import { salesRateApplies } from './unit-price.ts';
import { volumeTierPrice } from './volume-tier.ts';

/**
 * Which rule set the unit price: 'list' the item's currentPrice, 'unit' the SPEC §9 sales rate below the
 * order quantity, 'volume' a volume tier (SPEC §4), 'promo' the price list's individual rate.
 */
export type AppliedRule = 'list' | 'unit' | 'volume' | 'promo';

export type LineInput = {
  item: PricedItem;
  quantity: number;
  priceList?: PriceList | null;
};

export type PricedLine = {
  itemId: ItemId;
  quantity: number;
  /** The currentPrice: what "list total", "subtotal" and "discount" are measured against. */
  listUnitPrice: Minor;
  unitPrice: Minor;
  appliedRule: AppliedRule;
  listTotal: Minor;
  lineTotal: Minor;
  /** listTotal − lineTotal; never negative because the list price is always one of the candidates. */
  discount: Minor;
  milesForRedeemTotal: number;
  milesForAccrualTotal: number;
  freeLine?: FreeLine;
};

export type RuleChoice = { appliedRule: AppliedRule; unitPrice: Minor };

function candidates(item: PricedItem, quantity: number, priceList: PriceList | null): RuleChoice[] {
  const found: RuleChoice[] = [{ appliedRule: 'list', unitPrice: item.currentPrice }];
  if (salesRateApplies(item, quantity)) found.push({ appliedRule: 'unit', unitPrice: item.salesRate });
  const volume = volumeTierPrice(item.volumePriceList, quantity);
  if (volume !== null) found.push({ appliedRule: 'volume', unitPrice: volume });
  const promo = priceList ? promoUnitPrice(priceList, item.id) : null;
  if (promo !== null) found.push({ appliedRule: 'promo', unitPrice: promo });
  return found;
}

/**
 * The lowest unit price any rule gives the traveller. A rule only "applies" when it is strictly cheaper
 * than those before it (list, unit, volume, promo), so a promo equal to the list price shows no discount.
 */
export function lowestUnitPrice(
  item: PricedItem,
  quantity: number,
  priceList: PriceList | null = null,
): RuleChoice {
  return candidates(item, quantity, priceList).reduce((best, next) =>
    next.unitPrice < best.unitPrice ? next : best,
  );
}

export function priceLine({ item, quantity, priceList = null }: LineInput): PricedLine {
  assertPricedItem(item);
  assertCount(quantity, `quantity of item ${item.id}`, 1);
  if (priceList) assertPriceList(priceList);
  const { appliedRule, unitPrice } = lowestUnitPrice(item, quantity, priceList);
  const listTotal = multiplyMinor(item.currentPrice, quantity, `list total of item ${item.id}`);
  const lineTotal = multiplyMinor(unitPrice, quantity, `line total of item ${item.id}`);
  const freeLine = freeLineFor(item.buyGetPriceList, quantity);
  return {
    itemId: item.id,
    quantity,
    listUnitPrice: item.currentPrice,
    unitPrice,
    appliedRule,
    listTotal,
    lineTotal,
    discount: listTotal - lineTotal,
    milesForRedeemTotal: multiplyMinor(item.milesForRedeem, quantity, `miles of item ${item.id}`),
    milesForAccrualTotal: multiplyMinor(item.milesForAccrual, quantity, `miles of item ${item.id}`),
    ...(freeLine ? { freeLine } : {}),
  };
}
