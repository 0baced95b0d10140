import type { CabinAction } from '@dutyfree/contracts';
import { describe, expect, test } from 'vitest';
import {
  expectedClosing,
  placeInOrder,
  reconcileCash,
  reconcileTrolley,
  refusedBagChange,
  sessionAccepts,
  takenByActions,
} from './cabin.rules.ts';

describe('the cabin rules', () => {
  test("a device's actions are applied in its own order, without gaps", () => {
    expect(placeInOrder(0, 1)).toBe('next');
    expect(placeInOrder(4, 5)).toBe('next');
    expect(placeInOrder(4, 7)).toBe('waiting');
    expect(placeInOrder(4, 4)).toBe('reused');
    expect(placeInOrder(4, 2)).toBe('reused');
  });

  test('a duty session takes actions until its end, or until the server ended it', () => {
    expect(sessionAccepts({ acceptsUntil: 100, endedAt: null }, 100)).toBe(true);
    expect(sessionAccepts({ acceptsUntil: 100, endedAt: null }, 101)).toBe(false);
    expect(sessionAccepts({ acceptsUntil: 100, endedAt: 50 }, 60)).toBe(false);
  });

  test('a refused hand-over of a bag already handed over or cancelled is a conflict; of an unpaid order, a refusal', () => {
    expect(refusedBagChange('Delivered')).toEqual({ conflict: 'handedOverTwice' });
    expect(refusedBagChange('NotCollected')).toEqual({ conflict: 'handedOverTwice' });
    expect(refusedBagChange('Cancelled')).toEqual({ conflict: 'cancelledMeanwhile' });
    expect(refusedBagChange('Expired')).toEqual({ refused: 'notPayable' });
    expect(refusedBagChange('PendingPayment')).toEqual({ refused: 'notPayable' });
    expect(refusedBagChange('PaymentFailed')).toEqual({ refused: 'notPayable' });
  });

  test('the closing figure is loaded − handed over − sold + not collected, and may fall below zero when oversold', () => {
    expect(expectedClosing({ loaded: 10, handedOver: 3, sold: 2, notCollected: 1 })).toBe(6);
    expect(expectedClosing({ loaded: 1, handedOver: 0, sold: 2, notCollected: 0 })).toBe(-1);
  });

  test('the actions say what was sold and the cash taken: sales and Pay On-Board hand-overs, cash only', () => {
    const base = { key: 'k', seq: 1, at: '2026-11-28T10:00:00Z' };
    const actions: CabinAction[] = [
      {
        ...base,
        kind: 'trolleySale',
        lines: [
          { itemId: 7, quantity: 2, unitPrice: 10 },
          { itemId: 8, quantity: 1, unitPrice: 5.5 },
        ],
        seatNumber: '3A',
        idChecked: true,
        payment: { method: 'Cash', currencyCode: 'USD', amount: 25.5 },
      },
      {
        ...base,
        kind: 'trolleySale',
        lines: [{ itemId: 7, quantity: 1, unitPrice: 10 }],
        seatNumber: '4B',
        idChecked: true,
        payment: { method: 'Card', currencyCode: 'USD', amount: 10, terminalReference: 'T-1' },
      },
      {
        ...base,
        kind: 'handOver',
        orderCode: 'DF-1',
        idChecked: true,
        payment: { method: 'Cash', currencyCode: 'EUR', amount: 12.34 },
      },
      { ...base, kind: 'notCollected', orderCode: 'DF-2' },
    ];
    const taken = takenByActions(actions);
    expect([...taken.sold]).toEqual([
      [7, 3],
      [8, 1],
    ]);
    expect([...taken.cashMinor]).toEqual([
      ['USD', 2550],
      ['EUR', 1234],
    ]);
  });

  test('every item on the trolley gets a line: one left out was counted at 0, a blank reason is none', () => {
    const figures = [
      { itemId: 1, itemCode: 'A', name: 'A', loaded: 5, handedOver: 1, notCollected: 1 },
      { itemId: 2, itemCode: 'B', name: 'B', loaded: 2, handedOver: 0, notCollected: 0 },
    ];
    const lines = reconcileTrolley(figures, new Map([[1, 2]]), new Map([[1, { counted: 2, reason: '  ' }]]));
    expect(lines).toEqual([
      { ...figures[0], sold: 2, expected: 3, counted: 2, difference: -1, reason: null },
      { ...figures[1], sold: 0, expected: 2, counted: 0, difference: -2, reason: null },
    ]);
  });

  test('the cash of every currency the actions or the crew name, by code', () => {
    expect(
      reconcileCash(
        new Map([['USD', 1000]]),
        new Map([
          ['EUR', 500],
          ['USD', 900],
        ]),
      ),
    ).toEqual([
      { currencyCode: 'EUR', expectedMinor: 0, countedMinor: 500 },
      { currencyCode: 'USD', expectedMinor: 1000, countedMinor: 900 },
    ]);
  });
});
