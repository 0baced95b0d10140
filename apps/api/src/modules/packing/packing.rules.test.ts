import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvFile } from '../../http/csv-file.ts';
import { compareSeats, cutOffOf, normalFlightNumber, searchWindow } from './packing.rules.ts';

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

describe('the CSV file', () => {
  const BOM = '\uFEFF';
  /** The one row of a file, as written after the byte-order mark. */
  const row = (cells: (string | number | boolean)[]) => csvFile([cells]).slice(BOM.length);

  it('starts with a byte-order mark and ends each line with CRLF', () => {
    expect(
      csvFile([
        ['Seat', 'Item'],
        ['12A', 3],
      ]),
    ).toBe(`${BOM}Seat,Item\r\n12A,3\r\n`);
    expect(row(['12A', 3, true])).toBe('12A,3,true\r\n');
  });

  it('quotes separators, quotes and line breaks of either kind, and nothing else', () => {
    expect(row(['Smith, Anna'])).toBe('"Smith, Anna"\r\n');
    expect(row(['the "best" gin'])).toBe('"the ""best"" gin"\r\n');
    expect(row(['two\nlines', 'old\rmac', 'both\r\nends'])).toBe(
      '"two\nlines","old\rmac","both\r\nends"\r\n',
    );
    expect(row(['', ' 12A ', 'زجاجة 香水'])).toBe(', 12A ,زجاجة 香水\r\n');
  });

  it('never lets a spreadsheet run a cell as a formula', () => {
    for (const formula of ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx', -2]) {
      expect(row([formula]).replace(/^"/, '')).toMatch(/^'/);
    }
  });

  it('reads back, by a CSV reader, as the cells it was written from', () => {
    const cells = [['7B', 'O\'Neil, "Jo"', 'DF-AB12', 'GIN-1', 'Gin\r\nfine', 2, 'yes', '12.50 USD']];
    expect(parse(csvFile(cells), { bom: true, cast: false })).toEqual([cells[0]!.map(String)]);
  });
});
