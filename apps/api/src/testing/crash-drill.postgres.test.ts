import { describe, expect, it } from 'vitest';
import { runCrashDrill } from './crash-drill.ts';

// A small crash drill (the full one, 25 runs, by hand: see crash-drill.ts): one API process and the
// payment provider on PostgreSQL killed together twice while card checkouts stream through them. SQLite
// belongs to one process that is never killed under another, so the drill needs PostgreSQL. It lasts
// about two minutes, most of it the drain: the provider takes over the webhooks its killed process held
// only after its production claim of a minute.
describe('card checkouts while the shop and the provider are killed at random moments', () => {
  it('settle every taken payment within 30 s of each restart and leave the books balanced', async () => {
    const figures = await runCrashDrill({
      processes: 1,
      kills: 2,
      basePort: 3623,
      shoppers: 4,
      maxPauseMs: 1_500,
    });
    expect(figures.paidAtGateway).toBeGreaterThan(0);
    expect(figures).toMatchObject({
      unsettledAfter30s: 0,
      paidWithoutOrder: 0,
      doubleCharges: 0,
      refundedConfirmedOrders: 0,
      lostOrDoubledMails: 0,
      stockDifference: 0,
      unfinishedJobs: 0,
    });
  }, 300_000);
});
