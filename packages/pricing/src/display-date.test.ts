import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './display-date.ts';

describe('showing a date', () => {
  it("shows 'DD MMM, YYYY' with a zero-padded day", () => {
    expect(formatDisplayDate(new Date(Date.UTC(2026, 2, 5)))).toBe('05 Mar, 2026');
    expect(formatDisplayDate(new Date(Date.UTC(2025, 11, 31)))).toBe('31 Dec, 2025');
  });

  it('reads ISO strings and timestamps', () => {
    expect(formatDisplayDate('2026-01-09T10:00:00Z')).toBe('09 Jan, 2026');
    expect(formatDisplayDate(Date.UTC(2024, 1, 29))).toBe('29 Feb, 2024');
  });

  it('shows the UTC day, so a late-evening departure does not move with the viewer', () => {
    expect(formatDisplayDate('2026-03-05T23:59:59Z')).toBe('05 Mar, 2026');
    expect(formatDisplayDate('2026-03-05T23:30:00-02:00')).toBe('06 Mar, 2026');
  });

  it('names every month', () => {
    const months = Array.from({ length: 12 }, (_, month) => formatDisplayDate(Date.UTC(2026, month, 1)));
    expect(months.map((shown) => shown.slice(3, 6))).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
  });

  it('refuses a date that does not exist', () => {
    expect(() => formatDisplayDate('not a date')).toThrow(RangeError);
    expect(() => formatDisplayDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});
