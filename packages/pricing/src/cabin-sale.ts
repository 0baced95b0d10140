import { convertFromUsd } from './currency-conversion.ts';
import {
  type AllowanceLimits,
  type AllowanceUse,
  allowanceUses,
  type CustomsMeasure,
  type GoodsValueAllowance,
  goodsValueUsdMinor,
} from './customs-allowance.ts';
import { fromMajor, type Minor, multiplyMinor, sumMinor } from './money.ts';

// The rules of a sale in the cabin, judged the same way on the crew's device (offline, before the action
// is queued) and on the server (when the action arrives): the trolley's prices and the purchase rules the
// flight pack carries per item, and the payment due in any currency at the rates fixed for the flight.

/** An item as the flight's trolley carries it: the pack's price and the purchase rules' answers for it. */
export type TrolleyRuleItem = {
  itemId: number;
  /** Price per unit in US dollars (the catalogue's currency). */
  unitPrice: number;
  /** Tobacco or liquor not exempt from the age gate: sold only after the crew checked the traveller's ID. */
  ageRestricted: boolean;
  /**
   * Not sold on this flight: the `euBan` rule names it and the flight lands in the EU, or the destination's
   * customs rule bans its category.
   */
  bannedAtDestination: boolean;
};

/** The destination's allowances and what the trolley's goods measure, with the crew's duty confirmation. */
export type TrolleyCustoms = {
  allowances: AllowanceLimits;
  /** The value allowance at the rate the flight fixed for its currency; null where none is kept. */
  goodsValue: GoodsValueAllowance | null;
  measures: readonly CustomsMeasure[];
  /** The crew told the traveller that duty is due on arrival for what is over an allowance. */
  dutyDueConfirmed: boolean;
};

export type TrolleySaleLine = { itemId: number; quantity: number; unitPrice: number };

export type TrolleySaleRefusal =
  | { status: 422; reason: 'unknownItem' | 'bannedAtDestination' | 'idNotChecked' | 'dutyDueToConfirm' }
  | { status: 409; reason: 'priceChanged' };

export type TrolleySaleJudgement =
  | { totalMinor: Minor; overAllowance: boolean }
  | { refused: TrolleySaleRefusal };

/**
 * A sale's lines judged by the trolley: the first line the trolley does not carry, at a price other than
 * the trolley's, banned at the destination, or age-restricted without the ID check refuses the sale; so
 * does a sale over one of the destination's allowances (`customs`) unless the crew confirmed that the
 * traveller was told duty is due. Otherwise the sale's total in US cents, and whether it is over.
 */
export function judgeTrolleySale(
  lines: readonly TrolleySaleLine[],
  trolley: ReadonlyMap<number, TrolleyRuleItem>,
  idChecked: boolean,
  customs?: TrolleyCustoms,
): TrolleySaleJudgement {
  const totals: Minor[] = [];
  for (const line of lines) {
    const item = trolley.get(line.itemId);
    if (!item) return { refused: { status: 422, reason: 'unknownItem' } };
    if (fromMajor(line.unitPrice) !== fromMajor(item.unitPrice)) {
      return { refused: { status: 409, reason: 'priceChanged' } };
    }
    if (item.bannedAtDestination) return { refused: { status: 422, reason: 'bannedAtDestination' } };
    if (item.ageRestricted && !idChecked) return { refused: { status: 422, reason: 'idNotChecked' } };
    totals.push(multiplyMinor(fromMajor(item.unitPrice), line.quantity));
  }
  const overAllowance = customs ? overAllowances(lines, customs).length > 0 : false;
  if (overAllowance && !customs?.dutyDueConfirmed) {
    return { refused: { status: 422, reason: 'dutyDueToConfirm' } };
  }
  return { totalMinor: sumMinor(totals), overAllowance };
}

/** The destination's allowances the sale's lines go over, the value of its other goods included. */
export function overAllowances(
  lines: readonly TrolleySaleLine[],
  customs: Pick<TrolleyCustoms, 'allowances' | 'measures' | 'goodsValue'>,
): AllowanceUse[] {
  const value = customs.goodsValue && {
    allowance: customs.goodsValue,
    goodsUsdMinor: goodsValueUsdMinor(
      customs.measures,
      lines.map((line) => ({
        itemId: line.itemId,
        usdMinor: multiplyMinor(fromMajor(line.unitPrice), line.quantity),
      })),
    ),
  };
  return allowanceUses(customs.allowances, customs.measures, lines, value).filter((use) => use.over);
}

/** Whether any line of the sale needs the crew's ID check before it may be sold. */
export function saleNeedsIdCheck(
  lines: readonly Pick<TrolleySaleLine, 'itemId'>[],
  trolley: ReadonlyMap<number, TrolleyRuleItem>,
): boolean {
  return lines.some((line) => trolley.get(line.itemId)?.ageRestricted === true);
}

/** A currency the crew takes on board, at the rate fixed when the flight was taken (micro-units per USD). */
export type CabinRate = { code: string; usdRateMicros: number };

/**
 * What is due in `currencyCode` for an amount of US cents, at the rate the flight fixed for it; undefined
 * for a currency the flight does not take.
 */
export function dueInCurrency(
  usdMinor: Minor,
  currencyCode: string,
  rates: readonly CabinRate[],
): Minor | undefined {
  const rate = rates.find((candidate) => candidate.code === currencyCode);
  return rate && convertFromUsd(usdMinor, rate.usdRateMicros);
}

/**
 * A Pay On-Board order's amount due in the currency the traveller pays in: its own currency at the rate
 * fixed when it was placed (what the traveller was shown), any other at the rate fixed for the flight.
 */
export function onBoardDue(
  order: { currencyCode: string; dueMinor: Minor; usdMinor: Minor },
  currencyCode: string,
  rates: readonly CabinRate[],
): Minor | undefined {
  return currencyCode === order.currencyCode
    ? order.dueMinor
    : dueInCurrency(order.usdMinor, currencyCode, rates);
}

/** The change to give back for cash received, in minor units; null when the cash does not cover the amount. */
export function changeDueMinor(dueMinor: Minor, tenderedMinor: Minor): Minor | null {
  return tenderedMinor < dueMinor ? null : tenderedMinor - dueMinor;
}
