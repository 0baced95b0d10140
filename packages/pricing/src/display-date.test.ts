import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatLocalDateTime } from './display-date.ts';

describe('showing a date', () => {
  it("shows 'DD MMM YYYY' with a zero-padded day and no comma (the slip of '28 Nov, 2026')", () => {
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

describe("showing a departure in its airport's time", () => {
  const lateUtc = '2026-11-27T22:30:00Z';

  it("shows the local day, the 24-hour time and the zone's name", () => {
    expect(formatLocalDateTime(lateUtc, 'en', 'Africa/Addis_Ababa')).toBe('28 Nov 2026 01:30 GMT+3');
    expect(formatLocalDateTime('2026-11-28T02:00:00Z', 'en', 'Asia/Dubai')).toBe('28 Nov 2026 06:00 GMT+4');
    expect(formatLocalDateTime('2026-11-28T02:00:00Z', 'en', 'America/New_York')).toBe(
      '27 Nov 2026 21:00 EST',
    );
  });

  it('follows summer time', () => {
    expect(formatLocalDateTime('2026-01-10T12:00:00Z', 'en', 'Europe/London')).toBe('10 Jan 2026 12:00 GMT');
    expect(formatLocalDateTime('2026-07-10T12:00:00Z', 'en', 'Europe/London')).toBe(
      '10 Jul 2026 13:00 GMT+1',
    );
  });

  it('names the month and the zone in Arabic, with Latin digits', () => {
    expect(formatLocalDateTime(lateUtc, 'ar', 'Africa/Addis_Ababa')).toBe('28 نوفمبر 2026 01:30 غرينتش+3');
  });

  it('writes the day the Chinese way before the time', () => {
    expect(formatLocalDateTime(lateUtc, 'zh', 'Africa/Addis_Ababa')).toBe('2026年11月28日 01:30 GMT+3');
  });

  it('is UTC, named so, without a zone', () => {
    expect(formatLocalDateTime(lateUtc)).toBe('27 Nov 2026 22:30 UTC');
    expect(formatLocalDateTime(lateUtc, 'zh')).toBe('2026年11月27日 22:30 UTC');
  });

  it('refuses a date that does not exist and a zone that does not', () => {
    expect(() => formatLocalDateTime('not a date', 'en', 'Asia/Dubai')).toThrow(RangeError);
    expect(() => formatLocalDateTime(lateUtc, 'en', 'Mars/Olympus')).toThrow(RangeError);
  });
});
