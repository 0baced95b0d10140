import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type OrderStatus, orderStatuses } from '@dutyfree/contracts';
import { describe, expect, test } from 'vitest';
import {
  canMove,
  handOverRefusal,
  handOverStatuses,
  holdsStock,
  initialStatus,
  isAwaitingPayment,
  isCancelled,
  isConfirmed,
  isEditable,
  isFinal,
  type OrderTransitionName,
  orderTransitions,
  resubmission,
} from './order-lifecycle.ts';

const names = Object.keys(orderTransitions) as OrderTransitionName[];

/** What each status means for the traveller and the stock, written out by hand to check the table against. */
const expected: Record<OrderStatus, { holdsStock: boolean; editable: boolean; final: boolean }> = {
  PendingPayment: { holdsStock: true, editable: true, final: false },
  Confirmed: { holdsStock: true, editable: false, final: false },
  PaymentFailed: { holdsStock: false, editable: true, final: false },
  Cancelled: { holdsStock: false, editable: false, final: true },
  Expired: { holdsStock: false, editable: false, final: true },
  Delivered: { holdsStock: false, editable: false, final: true },
  NotCollected: { holdsStock: false, editable: false, final: true },
};

/** Every move between two statuses the shop makes, as (from, to) pairs. */
const allowedMoves = new Set([
  'PendingPayment→Confirmed',
  'PendingPayment→PaymentFailed',
  'PendingPayment→Expired',
  'PendingPayment→PendingPayment',
  'PaymentFailed→PendingPayment',
  'PaymentFailed→Confirmed',
  'PendingPayment→Cancelled',
  'Confirmed→Cancelled',
  'Confirmed→Delivered',
  'Confirmed→NotCollected',
]);

describe('the order lifecycle', () => {
  test('every pair of statuses is allowed exactly when a transition of the table joins them', () => {
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        const byTable = names.some((name) => orderTransitions[name].to === to && canMove(name, from));
        expect(byTable, `${from}→${to}`).toBe(allowedMoves.has(`${from}→${to}`));
      }
    }
  });

  test('what a status allows is derived from the table', () => {
    for (const status of orderStatuses) {
      expect(
        { holdsStock: holdsStock(status), editable: isEditable(status), final: isFinal(status) },
        status,
      ).toEqual(expected[status]);
    }
  });

  test('every transition that gives stock back starts where stock is held', () => {
    for (const name of names) {
      const transition = orderTransitions[name];
      for (const from of transition.from) {
        if (transition.returnsStock) expect(holdsStock(from), `${name} from ${from}`).toBe(true);
      }
    }
  });

  test('paying on board starts confirmed; every other way starts awaiting payment, and so does a resubmission', () => {
    expect(initialStatus('Cash On Board')).toBe('Confirmed');
    expect(initialStatus('Card')).toBe('PendingPayment');
    expect(initialStatus('Miles')).toBe('PendingPayment');
    expect(orderTransitions[resubmission('Cash On Board')].to).toBe(initialStatus('Cash On Board'));
    expect(orderTransitions[resubmission('Card')].to).toBe(initialStatus('Card'));
  });

  test('no API file but the lifecycle names an order status, so the table is the only authority', () => {
    // 'Cancelled' is left out: it is a payment status too.
    const orderOnly = orderStatuses.filter((status) => status !== 'Cancelled');
    const literal = new RegExp(`'(${orderOnly.join('|')})'`);
    const root = join(import.meta.dirname, '..', '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.ts$/.test(entry.name) && !/\.(test|fixtures)\.ts$/.test(entry.name)) {
          const file = relative(root, path);
          if (file === join('modules', 'orders', 'order-lifecycle.ts') || file.startsWith('seed')) continue;
          readFileSync(path, 'utf8')
            .split('\n')
            .forEach((line, index) => {
              if (literal.test(line)) offenders.push(`${file}:${index + 1}: ${line.trim()}`);
            });
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });

  test('says of every status whether it waits for its payment, went through, or was cancelled', () => {
    const said = Object.fromEntries(
      orderStatuses.map((status) => [
        status,
        [isAwaitingPayment(status), isConfirmed(status), isCancelled(status)].map(Number).join(''),
      ]),
    );
    expect(said).toEqual({
      PendingPayment: '100',
      Confirmed: '010',
      Cancelled: '001',
      Expired: '000',
      PaymentFailed: '000',
      Delivered: '000',
      NotCollected: '000',
    });
  });

  test('the crew hands over confirmed orders only, and says why not for every other status', () => {
    expect(handOverStatuses).toEqual(['Confirmed', 'Delivered', 'NotCollected']);
    const reasons = Object.fromEntries(orderStatuses.map((status) => [status, handOverRefusal(status)]));
    expect(reasons).toEqual({
      PendingPayment: 'notPaid',
      Confirmed: null,
      Cancelled: 'cancelled',
      Expired: 'notPaid',
      PaymentFailed: 'notPaid',
      Delivered: 'handedOver',
      NotCollected: 'notCollected',
    });
  });
});
