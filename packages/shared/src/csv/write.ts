import Papa from 'papaparse';
import { guardFormula } from './formula-guard.js';

/**
 * The one CSV writer (server exports and console downloads), for spreadsheets: UTF-8 with a byte-order mark (so
 * Excel reads Chinese, Japanese and Korean names), comma-separated, CRLF after every row (the last one too, so a
 * file written in batches is the same bytes as one written at once), RFC 4180 quoting by papaparse.
 *
 * A cell is text or a number, and the type decides: every text cell goes through `guardFormula` (so `-12` typed
 * as a nickname is written `'-12`), a number is written as a number (a score of -12.5 stays -12.5 and sums in the
 * spreadsheet). A text cell holding `;` is also quoted, for readers that let the user pick `;` and `,` as
 * separators and honour quotes. A non-finite number is not a value a column holds; it is written as guarded text.
 *
 * A row of one empty cell is written as an empty line (papaparse's choice); readers may skip it. Our files have
 * several columns.
 */

export type CsvCell = string | number;
export type CsvRow = readonly CsvCell[];

export const CSV_BOM = '\uFEFF';
export const CSV_NEWLINE = '\r\n';

const UNPARSE: Papa.UnparseConfig = {
  delimiter: ',',
  newline: CSV_NEWLINE,
  quoteChar: '"',
  escapeChar: '"',
  header: false,
  skipEmptyLines: false,
  // our guard below, not papaparse's `escapeFormulae` (which misses full-width signs, `;` pieces and text after
  // a line break)
  escapeFormulae: false,
  quotes: (value: unknown) => typeof value === 'string' && value.includes(';'),
};

function cell(value: CsvCell): CsvCell {
  if (typeof value === 'number') return Number.isFinite(value) ? value : guardFormula(String(value));
  return guardFormula(value);
}

/** The rows, each ended by CRLF; '' for no rows. */
export function csvRows(rows: readonly CsvRow[]): string {
  if (rows.length === 0) return '';
  return Papa.unparse(
    rows.map((row) => row.map(cell)),
    UNPARSE,
  ).concat(CSV_NEWLINE);
}

/** A whole file: BOM, header row, rows. */
export function csvFile(header: readonly string[], rows: readonly CsvRow[]): string {
  return CSV_BOM + csvRows([header, ...rows]);
}

/**
 * The same file in pieces for streaming: BOM and header row first, then the text of each batch of rows as it
 * arrives (an empty batch gives nothing). Joined, the pieces are `csvFile(header, all rows)`.
 */
export async function* csvChunks(
  header: readonly string[],
  batches: AsyncIterable<readonly CsvRow[]>,
): AsyncGenerator<string, void, undefined> {
  yield CSV_BOM + csvRows([header]);
  for await (const rows of batches) {
    if (rows.length) yield csvRows(rows);
  }
}
