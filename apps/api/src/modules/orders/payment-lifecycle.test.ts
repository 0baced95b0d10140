import { paymentStatuses } from '@dutyfree/contracts';
import { describe, expect, it } from 'vitest';
import { paymentMovesFrom, paymentTransitions } from './payment-lifecycle.ts';

describe('the payment lifecycle', () => {
  it('lets a waiting payment be taken, declined, failed or abandoned, and nothing else', () => {
    expect(paymentMovesFrom('Pending').sort()).toEqual(['abandon', 'decline', 'fail', 'succeed']);
  });

  it('refunds only money taken, and takes money late only for an attempt given up on', () => {
    expect(paymentMovesFrom('Paid')).toEqual(['refund']);
    expect(paymentMovesFrom('Cancelled')).toEqual(['succeedLate']);
  });

  it('leaves a declined, failed, refunded or pay-on-board payment where it is', () => {
    for (const status of ['Declined', 'Error', 'Refunded', 'Pay On-Board'] as const) {
      expect(paymentMovesFrom(status), status).toEqual([]);
    }
  });

  it('names only the contracts’ statuses, and never moves a payment to where it already is', () => {
    for (const [name, { from, to }] of Object.entries(paymentTransitions)) {
      expect(paymentStatuses, name).toContain(to);
      for (const status of from) expect(paymentStatuses, name).toContain(status);
      expect(from as readonly string[], name).not.toContain(to);
    }
  });
});
