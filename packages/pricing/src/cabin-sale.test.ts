import { describe, expect, it } from 'vitest';
import {
  changeDueMinor,
  dueInCurrency,
  judgeTrolleySale,
  onBoardDue,
  overAllowances,
  saleNeedsIdCheck,
  type TrolleyRuleItem,
} from './cabin-sale.ts';

const chocolate: TrolleyRuleItem = {
  itemId: 1,
  unitPrice: 12.5,
  ageRestricted: false,
  bannedAtDestination: false,
};
const whisky: TrolleyRuleItem = { itemId: 2, unitPrice: 48, ageRestricted: true, bannedAtDestination: false };
const perfume: TrolleyRuleItem = {
  itemId: 3,
  unitPrice: 65,
  ageRestricted: false,
  bannedAtDestination: true,
};
const trolley = new Map([chocolate, whisky, perfume].map((item) => [item.itemId, item]));
const noLimits = {
  alcohol: null,
  spirits: null,
  wine: null,
  beer: null,
  cigarettes: null,
  cigars: null,
  tobacco: null,
  fragrance: null,
  perfume: null,
  toiletWater: null,
};
const rates = [
  { code: 'USD', usdRateMicros: 1_000_000 },
  { code: 'AED', usdRateMicros: 3_672_500 },
];

describe('a sale from the trolley, judged alike on the device and on the server', () => {
  it('totals the lines at the trolley’s prices, in US cents', () => {
    expect(
      judgeTrolleySale(
        [
          { itemId: 1, quantity: 3, unitPrice: 12.5 },
          { itemId: 2, quantity: 1, unitPrice: 48 },
        ],
        trolley,
        true,
      ),
    ).toEqual({ totalMinor: 8550, overAllowance: false });
  });

  it('refuses an item the trolley does not carry, a price other than the trolley’s, a banned item, a missing ID check', () => {
    const judge = (itemId: number, unitPrice: number, idChecked = true) =>
      judgeTrolleySale([{ itemId, quantity: 1, unitPrice }], trolley, idChecked);
    expect(judge(9, 1)).toEqual({ refused: { status: 422, reason: 'unknownItem' } });
    expect(judge(1, 13)).toEqual({ refused: { status: 409, reason: 'priceChanged' } });
    expect(judge(3, 65)).toEqual({ refused: { status: 422, reason: 'bannedAtDestination' } });
    expect(judge(2, 48, false)).toEqual({ refused: { status: 422, reason: 'idNotChecked' } });
    expect(judge(1, 12.5, false)).toEqual({ totalMinor: 1250, overAllowance: false });
  });

  it('refuses a sale over a destination allowance until the crew confirms the traveller was told duty is due', () => {
    // 1 litre of spirits allowed; the whisky is a 70 cl bottle.
    const customs = {
      allowances: { ...noLimits, spirits: 1000 },
      goodsValue: null,
      measures: [{ itemId: 2, customsKind: 'spirits' as const, volumeMl: 700, pieces: null, tobaccoG: null }],
      dutyDueConfirmed: false,
    };
    const bottles = (quantity: number) => [{ itemId: 2, quantity, unitPrice: 48 }];
    expect(judgeTrolleySale(bottles(1), trolley, true, customs)).toEqual({
      totalMinor: 4800,
      overAllowance: false,
    });
    expect(judgeTrolleySale(bottles(2), trolley, true, customs)).toEqual({
      refused: { status: 422, reason: 'dutyDueToConfirm' },
    });
    expect(judgeTrolleySale(bottles(2), trolley, true, { ...customs, dutyDueConfirmed: true })).toEqual({
      totalMinor: 9600,
      overAllowance: true,
    });
    expect(overAllowances(bottles(2), customs)).toEqual([
      { allowance: 'spirits', used: 1.4, allowed: 1, over: true },
    ]);
  });

  it('counts the value of the goods without an allowance of their own at the flight’s rate, the whisky left out', () => {
    // 734 dirhams of other goods allowed: 16 chocolates at $12.50 are 734.50 dirhams, the whisky is not counted.
    const customs = {
      allowances: noLimits,
      goodsValue: { allowed: 734, currencyCode: 'AED', usdRateMicros: 3_672_500 },
      measures: [{ itemId: 2, customsKind: 'spirits' as const, volumeMl: 700, pieces: null, tobaccoG: null }],
      dutyDueConfirmed: false,
    };
    const sale = (chocolates: number) => [
      { itemId: 1, quantity: chocolates, unitPrice: 12.5 },
      { itemId: 2, quantity: 5, unitPrice: 48 },
    ];
    expect(overAllowances(sale(15), customs)).toEqual([]);
    expect(overAllowances(sale(16), customs)).toEqual([
      { allowance: 'value', used: 734.5, allowed: 734, over: true, currencyCode: 'AED' },
    ]);
    expect(judgeTrolleySale(sale(16), trolley, true, customs)).toEqual({
      refused: { status: 422, reason: 'dutyDueToConfirm' },
    });
  });

  it('asks for the ID check when any line is age-restricted', () => {
    expect(saleNeedsIdCheck([{ itemId: 1 }], trolley)).toBe(false);
    expect(saleNeedsIdCheck([{ itemId: 1 }, { itemId: 2 }], trolley)).toBe(true);
  });
});

describe('what is due in the currency the traveller pays in', () => {
  it('converts US cents at the flight’s rate, rounding once, and knows no currency the flight does not take', () => {
    expect(dueInCurrency(8550, 'AED', rates)).toBe(31400);
    expect(dueInCurrency(8550, 'USD', rates)).toBe(8550);
    expect(dueInCurrency(8550, 'JPY', rates)).toBeUndefined();
  });

  it('takes a Pay On-Board order in its own currency at its own rate, in another at the flight’s', () => {
    const order = { currencyCode: 'AED', dueMinor: 31399, usdMinor: 8550 };
    expect(onBoardDue(order, 'AED', rates)).toBe(31399);
    expect(onBoardDue(order, 'USD', rates)).toBe(8550);
    expect(onBoardDue(order, 'EUR', rates)).toBeUndefined();
  });

  it('works out the change, or says the cash does not cover the amount', () => {
    expect(changeDueMinor(8550, 10000)).toBe(1450);
    expect(changeDueMinor(8550, 8550)).toBe(0);
    expect(changeDueMinor(8550, 8549)).toBeNull();
  });
});
