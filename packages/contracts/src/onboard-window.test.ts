import { describe, expect, it } from 'vitest';
import { onBoardWindowOf } from './onboard-window.ts';

const HOUR = 3_600_000;
const flight = { departureAt: 10 * HOUR, arrivalAt: 14 * HOUR };

describe('the on-board window', () => {
  it('opens at boarding and closes at the scheduled arrival', () => {
    expect(onBoardWindowOf(flight, 9 * HOUR - 1, HOUR)).toBe('notYetOpen');
    expect(onBoardWindowOf(flight, 9 * HOUR, HOUR)).toBe('open');
    expect(onBoardWindowOf(flight, 12 * HOUR, HOUR)).toBe('open');
    expect(onBoardWindowOf(flight, 14 * HOUR - 1, HOUR)).toBe('open');
    expect(onBoardWindowOf(flight, 14 * HOUR, HOUR)).toBe('landed');
  });

  it('opens at departure when boarding is not counted', () => {
    expect(onBoardWindowOf(flight, 10 * HOUR - 1, 0)).toBe('notYetOpen');
    expect(onBoardWindowOf(flight, 10 * HOUR, 0)).toBe('open');
  });
});
