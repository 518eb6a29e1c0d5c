/**
 * Reads the CSV file of tables played elsewhere (issue 32), the way the console imports it: every cell of every row
 * is checked and every problem named by its line in the file (the header is line 1) and its column, so the manager
 * can fix them all at once; a row with a problem gives no table. The server checks the tables again (and what needs
 * the database: the roster, the season's times) and stores all of them or none.
 *
 * The file: a header row of the fixed column keys (OFFLINE_CSV_COLUMNS, any order, case aside; the north columns
 * may be left out for three players), then one table a row. A byte-order mark, blank lines, `;`-separated pieces
 * and our writer's formula guard (a `'` in front of `=…`) are tolerated.
 */
import Papa from 'papaparse';
import { encodeAccountId } from '../account-id.js';
import { unguardFormula } from '../csv/formula-guard.js';
import { ErrorCode, type ErrorCodeValue } from '../errors.js';
import { OFFLINE_IMPORT_MAX, type OfflineTable, offlineTable } from '../schemas/offline.js';
import {
  type Cell,
  type OfflineCellKind,
  readAccount,
  readCount,
  readPenalties,
  readPoints,
  readSticksTo,
  readYakuman,
} from './cells.js';
import { OFFLINE_CSV_COLUMNS, type OfflineCsvColumn, offlineCsvColumnOf, seatColumns } from './columns.js';

export interface OfflineCsvProblem {
  /** the line of the file (the header is line 1) */
  line: number;
  /** the column's key; '' for the row as a whole (its points' sum), or an unknown column's title */
  column: string;
  /** a code of the error catalogue: 3 (PARAM_ERROR) for a malformed cell, with `kind` saying what it should hold */
  code: ErrorCodeValue;
  kind?: OfflineCellKind;
  /** the values the code's message names (`{account}`, `{given}`, `{total}`, …) */
  detail?: Record<string, string | number>;
}

export type OfflineCsvTable = OfflineTable & { line: number };

export interface OfflineCsvOptions {
  /** the contest's seats (its round type) */
  seats: 3 | 4;
  /** `YYYY-MM-DD HH:mm` → unix seconds, or null (the console reads it with dayjs in the browser's time zone) */
  parseTime: (text: string) => number | null;
  /** the rule's starting points a seat and riichi stick value: with them each row's points are summed as well */
  rule?: { initPoint: number; riichiStick: number };
}

export interface ParsedOfflineCsv {
  /** the rows without a problem, in file order */
  tables: OfflineCsvTable[];
  problems: OfflineCsvProblem[];
}

/** What a column's values must be, for a schema issue there. */
const KIND_OF: Partial<Record<string, OfflineCellKind>> = {
  start: 'time',
  end: 'time',
  riichi_sticks: 'count',
  sticks_to: 'wind',
  penalties: 'penalties',
  yakuman: 'yakuman',
  remark: 'text',
};
const kindOf = (column: string): OfflineCellKind =>
  KIND_OF[column] ?? (column.endsWith('_id') ? 'account' : column.endsWith('_points') ? 'points' : 'text');

interface Row {
  line: number;
  cells: string[];
}

/** The file's rows with the line each starts on; blank rows left out. */
function rowsOf(text: string): Row[] {
  const normal = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const rows: Row[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(normal, {
    delimiter: ',',
    newline: '\n',
    quoteChar: '"',
    step: (result) => {
      const end = result.meta.cursor;
      if (result.data.some((c) => c.trim() !== '')) rows.push({ line, cells: result.data });
      for (let i = start; i < end; i++) if (normal[i] === '\n') line++;
      start = end;
    },
  });
  return rows;
}

export function parseOfflineCsv(text: string, options: OfflineCsvOptions): ParsedOfflineCsv {
  const problems: OfflineCsvProblem[] = [];
  const tables: OfflineCsvTable[] = [];
  const [header, ...rows] = rowsOf(text);
  if (!header) return { tables, problems };

  // the header: known keys, each once; the columns a table cannot do without
  const index = new Map<OfflineCsvColumn, number>();
  header.cells.forEach((title, i) => {
    const key = unguardFormula(title).trim().toLowerCase() as OfflineCsvColumn;
    if (!OFFLINE_CSV_COLUMNS.includes(key) || index.has(key))
      problems.push({ line: header.line, column: title.trim(), code: ErrorCode.PARAM_ERROR, kind: 'column' });
    else index.set(key, i);
  });
  const required: OfflineCsvColumn[] = ['start', 'end'];
  for (let seat = 0; seat < options.seats; seat++) required.push(seatColumns(seat).id, seatColumns(seat).points);
  for (const column of required)
    if (!index.has(column)) problems.push({ line: header.line, column, code: ErrorCode.PARAM_ERROR, kind: 'missing' });
  if (problems.length) return { tables, problems };

  const cellOf = (row: Row, column: OfflineCsvColumn): string => {
    const i = index.get(column);
    return i === undefined ? '' : unguardFormula(row.cells[i] ?? '').trim();
  };
  for (const [n, row] of rows.entries()) {
    if (n === OFFLINE_IMPORT_MAX) {
      const detail = { max: OFFLINE_IMPORT_MAX };
      problems.push({ line: row.line, column: '', code: ErrorCode.PARAM_ERROR, kind: 'tooMany', detail });
      break;
    }
    const found = readRow(row.line, (column) => cellOf(row, column), options);
    if ('table' in found) tables.push(found.table);
    else problems.push(...found.problems);
  }
  return { tables, problems };
}

/** One row: its table, or every problem of it. */
function readRow(
  line: number,
  cell: (column: OfflineCsvColumn) => string,
  options: OfflineCsvOptions,
): { table: OfflineCsvTable } | { problems: OfflineCsvProblem[] } {
  const problems: OfflineCsvProblem[] = [];
  const read = <T>(column: OfflineCsvColumn, value: Cell<T>): T | undefined => {
    if (value.ok) return value.value;
    problems.push({
      line,
      column,
      code: ErrorCode.PARAM_ERROR,
      kind: value.kind,
      ...(value.detail ? { detail: value.detail } : {}),
    });
    return undefined;
  };
  const time = (column: OfflineCsvColumn) => {
    const t = options.parseTime(cell(column));
    return read<number>(column, t === null ? { ok: false, kind: 'time' } : { ok: true, value: t });
  };

  const start_time = time('start');
  const end_time = time('end');
  const seats: { account_id: number; points: number }[] = [];
  for (let seat = 0; seat < 4; seat++) {
    const columns = seatColumns(seat);
    if (seat >= options.seats) {
      // a three-player contest: the north columns stay empty
      for (const column of [columns.id, columns.points])
        if (cell(column) !== '')
          problems.push({
            line,
            column,
            code: ErrorCode.SEAT_COUNT_MISMATCH,
            detail: { seats: options.seats, given: 4 },
          });
      continue;
    }
    const account_id = read(columns.id, readAccount(cell(columns.id)));
    const points = read(columns.points, readPoints(cell(columns.points)));
    if (account_id !== undefined && points !== undefined) seats.push({ account_id, points });
  }
  const riichi_sticks = read('riichi_sticks', readCount(cell('riichi_sticks')));
  const sticks_to = read('sticks_to', readSticksTo(cell('sticks_to'), options.seats));
  const penalties = read('penalties', readPenalties(cell('penalties'), options.seats));
  const yakuman = read('yakuman', readYakuman(cell('yakuman'), options.seats));
  if (problems.length) return { problems };

  const parsed = offlineTable.safeParse({
    start_time,
    end_time,
    seats,
    riichi_sticks,
    sticks_to,
    penalties,
    yakuman,
    remark: cell('remark'),
  });
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const column = offlineCsvColumnOf(issue.path.join('.')) || 'remark';
      if (seen.has(column)) continue;
      seen.add(column);
      const own = (issue as { params?: { code?: unknown } }).params?.code;
      const code = own === ErrorCode.TEXT_NOT_SHOWN ? ErrorCode.TEXT_NOT_SHOWN : ErrorCode.PARAM_ERROR;
      problems.push(
        code === ErrorCode.PARAM_ERROR ? { line, column, code, kind: kindOf(column) } : { line, column, code },
      );
    }
    return { problems };
  }
  const table = parsed.data;
  problems.push(...tableProblems(table, line, options));
  return problems.length ? { problems } : { table: { ...table, line } };
}

/** What is wrong with a table whose every cell reads: its times' order, a player twice, the sticks, the sum. */
function tableProblems(table: OfflineTable, line: number, options: OfflineCsvOptions): OfflineCsvProblem[] {
  const out: OfflineCsvProblem[] = [];
  if (table.end_time < table.start_time) out.push({ line, column: 'end', code: ErrorCode.PARAM_ERROR, kind: 'order' });
  table.seats.forEach((s, seat) => {
    if (table.seats.findIndex((o) => o.account_id === s.account_id) < seat)
      out.push({
        line,
        column: seatColumns(seat).id,
        code: ErrorCode.DUPLICATE_PLAYERS,
        detail: { account: encodeAccountId(s.account_id) },
      });
  });
  if (table.sticks_to >= 0 && table.riichi_sticks === 0)
    out.push({ line, column: 'sticks_to', code: ErrorCode.OFFLINE_STICKS_INVALID });
  if (options.rule) {
    const total = options.rule.initPoint * options.seats;
    const given = table.seats.reduce((a, s) => a + s.points, 0) + table.riichi_sticks * options.rule.riichiStick;
    if (given !== total) out.push({ line, column: '', code: ErrorCode.OFFLINE_POINTS_SUM, detail: { given, total } });
  }
  return out;
}
