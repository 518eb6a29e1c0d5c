/**
 * Writes tables played elsewhere in the CSV format `parseOfflineCsv` reads (by the one CSV writer: BOM, CRLF, the
 * formula guard): the template the console offers for download, and any tables (a file read back gives the same
 * tables).
 */
import { encodeAccountId } from '../account-id.js';
import { type CsvCell, csvFile } from '../csv/write.js';
import { defaultDetailRule } from '../rules/fields.js';
import type { OfflineTable } from '../schemas/offline.js';
import { OFFLINE_CSV_COLUMNS, OFFLINE_WINDS } from './columns.js';

type Times = { start: string; end: string };

function row(table: OfflineTable, times: Times, seats: 3 | 4): CsvCell[] {
  const seatCells = [0, 1, 2, 3].flatMap((seat): CsvCell[] => {
    const s = seat < seats ? table.seats[seat] : undefined;
    return s ? [encodeAccountId(s.account_id), s.points] : ['', ''];
  });
  const wind = (seat: number) => OFFLINE_WINDS[seat];
  return [
    times.start,
    times.end,
    ...seatCells,
    table.riichi_sticks,
    table.sticks_to >= 0 ? wind(table.sticks_to) : '',
    table.penalties.map((p) => `${wind(p.seat)}:${p.points}:${p.reason}`).join('; '),
    table.yakuman.map((y) => `${wind(y.seat)}:${y.names.join('+')}`).join('; '),
    table.remark,
  ];
}

/** The tables as a file, times written by `formatTime` (`YYYY-MM-DD HH:mm` in the reader's time zone). */
export function offlineCsvFile(
  tables: readonly OfflineTable[],
  options: { seats: 3 | 4; formatTime: (unix: number) => string },
): string {
  const rows = tables.map((t) =>
    row(t, { start: options.formatTime(t.start_time), end: options.formatTime(t.end_time) }, options.seats),
  );
  return csvFile(OFFLINE_CSV_COLUMNS, rows);
}

export interface OfflineTemplateExample {
  /** the example's times as the file writes them */
  start: string;
  end: string;
  /** the contest's starting points a seat and riichi stick value, so that the example adds up */
  initPoint: number;
  riichiStick: number;
}

/**
 * The file to fill in: the header and one example table (made-up player ids, a leftover riichi stick taken by East,
 * a chombo, a yakuman) whose points add up under the given rule (by default the seats' default rule).
 */
export function offlineCsvTemplate(seats: 3 | 4, example: Partial<OfflineTemplateExample> = {}): string {
  const rule = defaultDetailRule(seats);
  const init = example.initPoint ?? rule.init_point;
  const stick = example.riichiStick ?? rule.liqibang_value;
  const ups = seats === 4 ? [17_000, 3_000, -7_000] : [15_000, -3_000];
  const points = [...ups, -ups.reduce((a, b) => a + b, 0) - stick].map((d) => init + d);
  const table: OfflineTable = {
    start_time: 0,
    end_time: 0,
    seats: points.map((p, seat) => ({ account_id: 1001 + seat, points: p })),
    riichi_sticks: 1,
    sticks_to: 0,
    penalties: [{ seat: 1, points: -20_000, reason: 'chombo' }],
    yakuman: [{ seat: 0, names: ['Daisangen'], value: 1 }],
    remark: 'Table 1',
  };
  const times = { start: example.start ?? '2026-01-10 19:00', end: example.end ?? '2026-01-10 20:30' };
  return csvFile(OFFLINE_CSV_COLUMNS, [row(table, times, seats)]);
}
