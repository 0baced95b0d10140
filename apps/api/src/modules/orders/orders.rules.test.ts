import { PRE_ORDER_CUT_OFF_MS } from '@dutyfree/contracts';
import { describe, expect, it } from 'vitest';
import { heldWhilePendingUntil, isCancellable, orderName } from './orders.rules.ts';

const departureAt = Date.UTC(2030, 2, 1, 8, 0);
const HOUR = 3_600_000;

describe('order rules by kind', () => {
  it('lets a pre-order be cancelled until 24 hours before departure only', () => {
    const preOrder = { kind: 'preorder', status: 'Confirmed', departureAt } as const;
    expect(isCancellable(preOrder, departureAt - PRE_ORDER_CUT_OFF_MS - 1)).toBe(true);
    expect(isCancellable(preOrder, departureAt - PRE_ORDER_CUT_OFF_MS)).toBe(false);
  });

  it('lets an on-board order be cancelled while it holds stock, in the air too', () => {
    const onBoard = { kind: 'onboard', departureAt } as const;
    expect(isCancellable({ ...onBoard, status: 'Confirmed' }, departureAt + 2 * HOUR)).toBe(true);
    expect(isCancellable({ ...onBoard, status: 'PendingPayment' }, departureAt + 2 * HOUR)).toBe(true);
    expect(isCancellable({ ...onBoard, status: 'Cancelled' }, departureAt + 2 * HOUR)).toBe(false);
  });

  it('holds a pre-order for a late bank answer until its cut-off, an on-board order no longer than usual', () => {
    expect(heldWhilePendingUntil({ kind: 'preorder', departureAt })).toBe(departureAt - PRE_ORDER_CUT_OFF_MS);
    expect(heldWhilePendingUntil({ kind: 'onboard', departureAt })).toBeNull();
  });

  it('names the order by its kind', () => {
    expect(orderName({ kind: 'preorder', orderCode: 'DF-1' })).toBe('pre-order DF-1');
    expect(orderName({ kind: 'onboard', orderCode: 'DF-2' })).toBe('on-board order DF-2');
  });
});
