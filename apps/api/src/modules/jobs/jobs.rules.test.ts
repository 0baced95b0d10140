import { describe, expect, it } from 'vitest';
import { nextAttemptAt } from './jobs.rules.ts';

const policy = { baseMs: 1_000, capMs: 60_000, maxAttempts: 8 };

describe('when a failed job runs again', () => {
  it('waits twice as long after each failure', () => {
    expect([1, 2, 3, 4].map((attempts) => nextAttemptAt(attempts, 0, policy))).toEqual([
      1_000, 2_000, 4_000, 8_000,
    ]);
  });

  it('never waits longer than the cap', () => {
    expect(nextAttemptAt(7, 0, policy)).toBe(60_000);
  });

  it('gives up after the last attempt', () => {
    expect(nextAttemptAt(8, 0, policy)).toBeNull();
  });
});
