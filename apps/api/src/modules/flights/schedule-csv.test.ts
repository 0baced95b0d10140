import { describe, expect, it } from 'vitest';
import { csvRecords } from './schedule-csv.ts';

describe('csvRecords', () => {
  it('reads cells, trims them, and numbers each record by the line it starts on', () => {
    expect(csvRecords('a,b\r\n 1 , 2\n\n3,4\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
      { line: 4, cells: ['3', '4'] },
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quotes, counting the lines they take', () => {
    expect(csvRecords('"x, ""y""","two\nlines"\nnext,row')).toEqual([
      { line: 1, cells: ['x, "y"', 'two\nlines'] },
      { line: 3, cells: ['next', 'row'] },
    ]);
  });

  it('ignores a byte-order mark and a file of blank lines', () => {
    expect(csvRecords('\uFEFFflightNumber\n')).toEqual([{ line: 1, cells: ['flightNumber'] }]);
    expect(csvRecords('\n , \n')).toEqual([]);
  });
});
