import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './display-date.ts';

describe('showing a date', () => {
  it("shows 'DD MMM YYYY' with a zero-padded day", () => {
    expect(formatDisplayDate(new Date(Date.UTC(2026, 2, 5)))).toBe('05 Mar 2026');
    expect(formatDisplayDate(new Date(Date.UTC(2025, 11, 31)))).toBe('31 Dec 2025');
  });

  it('reads ISO strings and timestamps', () => {
    expect(formatDisplayDate('2026-01-09T10:00:00Z')).toBe('09 Jan 2026');
    expect(formatDisplayDate(Date.UTC(2024, 1, 29))).toBe('29 Feb 2024');
  });

  it('shows the UTC day, so a late-evening departure does not move with the viewer', () => {
    expect(formatDisplayDate('2026-03-05T23:59:59Z')).toBe('05 Mar 2026');
    expect(formatDisplayDate('2026-03-05T23:30:00-02:00')).toBe('06 Mar 2026');
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

  it('names the month in Arabic with Latin digits, as the shop writes amounts', () => {
    expect(formatDisplayDate(Date.UTC(2026, 2, 5), 'ar')).toBe('05 مارس 2026');
    expect(formatDisplayDate('2025-12-31T23:00:00Z', 'ar')).toBe('31 ديسمبر 2025');
  });

  it('writes the date the Chinese way, year, month and day', () => {
    expect(formatDisplayDate(Date.UTC(2026, 2, 5), 'zh')).toBe('2026年3月5日');
    expect(formatDisplayDate('2026-11-30T08:00:00Z', 'zh')).toBe('2026年11月30日');
  });

  it('shows the same UTC day in every language', () => {
    const lateEvening = '2026-03-05T23:59:59Z';
    expect(formatDisplayDate(lateEvening, 'en')).toBe('05 Mar 2026');
    expect(formatDisplayDate(lateEvening, 'ar')).toBe('05 مارس 2026');
    expect(formatDisplayDate(lateEvening, 'zh')).toBe('2026年3月5日');
  });

  it('names no month in English in Arabic or Chinese', () => {
    for (let month = 0; month < 12; month++) {
      for (const language of ['ar', 'zh'] as const) {
        expect(formatDisplayDate(Date.UTC(2026, month, 1), language)).not.toMatch(/[A-Za-z]/);
      }
    }
  });
});
