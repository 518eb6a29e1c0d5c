import { Readable } from 'node:stream';
import {
  type CsvRow,
  contentIn,
  csvChunks,
  exportFileName,
  type LangContent,
  type MessageLang,
  parseJsonList,
} from '@taikai/shared';
import type { ContestRow } from '../access/access.js';

/**
 * The exports' CSV files, written by the shared CSV writer (`@taikai/shared` csv: BOM, header, CRLF rows, numbers as
 * numbers, text cells guarded against formulas), streamed: the BOM and header, then each batch of rows as it is
 * read. Only one batch is in memory at a time; the whole file never is.
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<readonly CsvRow[]>): Readable {
  return Readable.from(csvChunks(header, batches), { objectMode: false });
}

/**
 * An export's file name: the contest's id and name (in the reader's language) and the season, as the roster file's,
 * then the kind — `1001_Autumn Cup_season1_records.csv`.
 */
export function exportName(contest: ContestRow, seasonId: number, kind: string, lang: MessageLang): string {
  const name = contentIn(parseJsonList<LangContent>(contest.contest_name), lang);
  return exportFileName(contest.contest_id, name, seasonId, kind);
}

/**
 * An attachment header value: the name in UTF-8 (`filename*`, RFC 6266 / 5987: a contest's name may be Chinese or
 * Japanese), and an ASCII `filename` for clients that do not read it (other characters as `_`).
 */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  if (ascii === name) return `attachment; filename="${name}"`;
  const utf8 = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}
