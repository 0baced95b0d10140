// A schedule file as an admin imports it: comma-separated values as spreadsheets write them (RFC 4180:
// a cell in double quotes may hold commas, line breaks and doubled quotes), lines ending in LF or CRLF.

/** One record of the file: the line it starts on (the first line is 1) and its cells, trimmed. */
export type CsvRecord = { line: number; cells: string[] };

/** Every record that holds anything; blank lines are skipped but still counted. */
export function csvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endCell = () => {
    cells.push(cell.trim());
    cell = '';
  };
  const endRecord = () => {
    endCell();
    if (cells.some((value) => value !== '')) records.push({ line: recordLine, cells });
    cells = [];
  };
  // A byte-order mark some spreadsheets write is not part of the first column's name.
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      endCell();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += char;
    }
  }
  endRecord();
  return records;
}
