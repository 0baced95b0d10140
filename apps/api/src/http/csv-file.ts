import { stringify } from 'csv-stringify/sync';

// The one way the API writes a CSV download (the packing list, a flight's trolley reconciliation).

/** A cell a spreadsheet would run as a formula: starting with = + - @, or a tab or carriage return. */
const FORMULA = /^[=+\-@\t\r]/;
const notAFormula = (text: string) => (FORMULA.test(text) ? `'${text}` : text);

/**
 * A CSV file as spreadsheets read it, written by csv-stringify: UTF-8 with a byte-order mark (so names in
 * Arabic or Chinese read right), lines ending in CRLF, a cell quoted when it holds a separator, a quote or
 * a line break of either kind, and a cell that would run as a formula prefixed with an apostrophe.
 */
export function csvFile(rows: readonly (readonly (string | number | boolean)[])[]): string {
  return stringify(rows as (string | number | boolean)[][], {
    bom: true,
    record_delimiter: 'windows',
    // By default only the record delimiter itself (CRLF) is quoted; a lone LF or CR breaks a line too.
    quoted_match: /[\r\n]/,
    cast: {
      string: notAFormula,
      number: (value) => notAFormula(String(value)),
      boolean: (value) => String(value),
    },
  });
}
