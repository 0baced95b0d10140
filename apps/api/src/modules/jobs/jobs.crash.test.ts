import { describe, expect, it } from 'vitest';
import { runCrashDrill } from '../../testing/crash-drill.ts';
import { testEngines } from '../../testing/test-database.ts';

// A small crash drill (the bigger one runs by hand, see testing/crash-drill.ts): one API process on
// PostgreSQL killed three times while card checkouts stream through it. SQLite belongs to one process
// that is never killed under another, so the drill needs PostgreSQL.
if (testEngines.includes('postgres')) {
  describe('card checkouts through API processes killed at random moments', () => {
    it('leave the books balanced once the jobs have drained', async () => {
      const figures = await runCrashDrill({
        processes: 1,
        kills: 3,
        basePort: 3623,
        shoppers: 4,
        maxPauseMs: 1_500,
      });
      expect(figures.paidAtGateway).toBeGreaterThan(0);
      expect(figures).toMatchObject({
        paidWithoutOrder: 0,
        doubleCharges: 0,
        doubleRefunds: 0,
        lostOrDoubledMails: 0,
        stockDifference: 0,
        unfinishedJobs: 0,
      });
    }, 90_000);
  });
}
