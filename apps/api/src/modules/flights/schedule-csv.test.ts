import { describe, expect, it } from 'vitest';
import { FieldErrors } from '../../http/problems.ts';
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

  it('reads a file written on Windows, with quoted cells that hold CRLF line breaks and commas', () => {
    const windows = '\uFEFFflightNumber,origin\r\n"ET 600","Addis\r\nAbaba, Bole"\r\n"ET 601",DXB\r\n';
    expect(csvRecords(windows)).toEqual([
      { line: 1, cells: ['flightNumber', 'origin'] },
      { line: 2, cells: ['ET 600', 'Addis\nAbaba, Bole'] },
      { line: 4, cells: ['ET 601', 'DXB'] },
    ]);
  });

  it('reads lines ended in CRLF, LF and CR in one file, as files passed between systems are', () => {
    expect(csvRecords('a,b\r\n1,2\n3,4\r5,6').map((record) => record.line)).toEqual([1, 2, 3, 4]);
  });

  it('trims around quoted cells, and keeps a quote inside a cell that does not start with one', () => {
    expect(csvRecords(' "ET 600" , 12" screen ,""')).toEqual([
      { line: 1, cells: ['ET 600', '12" screen', ''] },
    ]);
  });

  it('refuses a file whose quote never closes, naming the line where the quote opened', () => {
    const read = () => csvRecords('a,b\n1,2\n"open,3\n4,5\n');
    expect(read).toThrow(FieldErrors);
    try {
      read();
    } catch (error) {
      expect((error as FieldErrors).errors).toEqual({
        Csv: [
          {
            code: 'backOfficeFlights.scheduleQuotesBroken',
            message:
              'The file cannot be read from line 3 on: a quote there does not open or close a whole value.',
            params: { line: 3 },
          },
        ],
      });
    }
  });
});
