import { Readable } from 'node:stream';

/**
 * CSV for spreadsheets: UTF-8 with a byte-order mark (so Chinese, Japanese and Korean names open correctly), CRLF
 * line ends, RFC 4180 quoting. Text cells that a spreadsheet would run as a formula (=, +, -, @ first) get a
 * leading apostrophe; numbers are written as numbers.
 */
export const BOM = '\uFEFF';

export type Cell = string | number;

function cell(v: Cell): string {
  if (typeof v === 'number') return String(v);
  const text = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(cell).join(',')}\r\n`;
}

/**
 * A stream of the file: the BOM and header, then each batch of rows as it is read. Only one batch is in memory at a
 * time; the whole file never is.
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<Cell[][]>): Readable {
  async function* lines() {
    yield BOM + csvLine(header);
    for await (const rows of batches) {
      if (rows.length) yield rows.map(csvLine).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/** A filename-safe attachment header value. */
export function attachment(name: string): string {
  return `attachment; filename="${name}"`;
}
