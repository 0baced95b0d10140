import { describe, expect, it } from 'vitest';
import {
  compareSeats,
  csvCell,
  csvLine,
  cutOffOf,
  normalFlightNumber,
  searchWindow,
} from './packing.rules.ts';

describe('seat order', () => {
  it('sorts by row number, then letter, with bags without a seat last', () => {
    const seats = ['12C', null, '2A', '12a', '10F', 'standby', '1B'];
    expect([...seats].sort(compareSeats)).toEqual(['1B', '2A', '10F', '12a', '12C', null, 'standby']);
  });
});

describe('the cut-off', () => {
  it('is 24 hours before departure', () => {
    expect(cutOffOf(Date.UTC(2026, 0, 2, 10))).toBe(Date.UTC(2026, 0, 1, 10));
  });
});

describe('flight search', () => {
  const now = Date.UTC(2026, 10, 25, 15, 30);
  it("takes today's and tomorrow's UTC days without a date or number", () => {
    expect(searchWindow({}, now)).toEqual({ from: Date.UTC(2026, 10, 25), to: Date.UTC(2026, 10, 27) });
  });
  it('takes the UTC day asked for, and a flight number alone from today on', () => {
    expect(searchWindow({ date: '2026-12-01' }, now)).toEqual({
      from: Date.UTC(2026, 11, 1),
      to: Date.UTC(2026, 11, 2),
    });
    expect(searchWindow({ flightNumber: 'ET 600' }, now)).toEqual({ from: Date.UTC(2026, 10, 25) });
  });
  it('reads a flight number with or without its space, in any case', () => {
    expect(normalFlightNumber(' et 600')).toBe('ET600');
  });
});

describe('CSV cells', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('Smith, Anna')).toBe('"Smith, Anna"');
    expect(csvCell('the "best" gin')).toBe('"the ""best"" gin"');
    expect(csvLine(['12A', 3, true])).toBe('12A,3,true\r\n');
  });
  it('never lets a spreadsheet run a cell as a formula', () => {
    for (const formula of ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tx']) {
      expect(csvCell(formula).replace(/^"/, '')).toMatch(/^'/);
    }
  });
});
