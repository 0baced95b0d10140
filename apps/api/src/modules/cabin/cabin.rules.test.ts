import { describe, expect, test } from 'vitest';
import { placeInOrder, refusedBagChange, sessionAccepts } from './cabin.rules.ts';

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
});
