import { templatedError } from '@dutyfree/contracts';
import { CsvError, type Options, parse } from 'csv-parse/sync';
import { FieldErrors } from '../../http/problems.ts';

// A schedule file as an admin imports it, read through csv-parse: comma-separated values as spreadsheets
// write them (RFC 4180: a cell in double quotes may hold commas, line breaks and doubled quotes), lines
// ending in CRLF, LF or CR, mixed as files passed between systems mix them, a byte-order mark ignored.

/** One record of the file: the line it starts on (the first line is 1) and its cells, trimmed. */
export type CsvRecord = { line: number; cells: string[] };

/** The line breaks a record's quoted cells hold: it started that many lines before the one it ended on. */
const breaksIn = (cells: readonly string[]) =>
  cells.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0);

/**
 * Every record that holds anything; blank lines (or lines of blank cells) are skipped but still counted.
 * Every line break is read as LF first (csv-parse takes one record delimiter, and reads a CRLF as two
 * lines when given several), so a line break inside a quoted cell reads as LF too. A quote inside a cell
 * that does not start with one is kept as it is; a file whose quotes do not open and close around whole
 * values is refused (400), naming the line of the record that could not be read: past it, which text
 * belongs to which line cannot be told.
 */
export function csvRecords(text: string): CsvRecord[] {
  let lastRecordEnd = 0;
  // Each record becomes a CsvRecord as it is read, or is left out when all its cells are blank.
  const options: Options<CsvRecord, string[]> = {
    bom: true,
    record_delimiter: '\n',
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    on_record: (record, { lines }) => {
      lastRecordEnd = lines;
      const cells = record.map((cell) => cell.trim());
      // csv-parse counts the lines read when the record ends; a quoted line break moves its start back.
      return cells.every((cell) => cell === '') ? null : { line: lines - breaksIn(record), cells };
    },
  };
  try {
    // The sync API's types give records as string arrays whatever `on_record` makes of them.
    return parse(text.replace(/\r\n?/g, '\n'), options as unknown as Options) as unknown as CsvRecord[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = lastRecordEnd + 1;
    throw new FieldErrors({ Csv: [templatedError('backOfficeFlights.scheduleQuotesBroken', { line })] });
  }
}
