import { describe, expect, test } from 'vitest';
import { formatDeparture } from './order-labels.ts';

describe('a departure as the traveller reads it', () => {
  const departure = '2026-03-05T14:30:00.000Z';

  test('keeps SPEC §9’s day in English, with the UTC time', () => {
    expect(formatDeparture(departure)).toBe('05 Mar 2026 14:30 UTC');
  });

  test('names the month in Arabic and Chinese', () => {
    expect(formatDeparture(departure, 'ar')).toBe('05 مارس 2026 14:30 UTC');
    expect(formatDeparture(departure, 'zh')).toBe('2026年3月5日 14:30 UTC');
  });
});
