import { Readable } from 'node:stream';
import { type CsvRow, csvChunks } from '@taikai/shared';

/**
 * The exports' CSV files, written by the shared CSV writer (`@taikai/shared` csv: BOM, header, CRLF rows, numbers as
 * numbers, text cells guarded against formulas), streamed: the BOM and header, then each batch of rows as it is
 * read. Only one batch is in memory at a time; the whole file never is.
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<readonly CsvRow[]>): Readable {
  return Readable.from(csvChunks(header, batches), { objectMode: false });
}

/** A filename-safe attachment header value. */
export function attachment(name: string): string {
  return `attachment; filename="${name}"`;
}
