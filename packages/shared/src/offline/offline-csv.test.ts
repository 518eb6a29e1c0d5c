import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeAccountId } from '../account-id.js';
import { ErrorCode } from '../errors.js';
import type { OfflineTable } from '../schemas/offline.js';
import {
  OFFLINE_CSV_COLUMNS,
  OFFLINE_YAKUMAN,
  offlineCsvColumnOf,
  offlineCsvFile,
  offlineCsvTemplate,
  offlineYakumanId,
  parseOfflineCsv,
} from './index.js';

/** `YYYY-MM-DD HH:mm` in UTC, as the console reads it in the browser's zone. */
function parseTime(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(text);
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]) / 1000 : null;
}
function formatTime(unix: number): string {
  return new Date(unix * 1000).toISOString().slice(0, 16).replace('T', ' ');
}

const HEADER = OFFLINE_CSV_COLUMNS.join(',');
const id = (n: number) => encodeAccountId(n);
const T0 = parseTime('2026-01-10 19:00') as number;
const rule4 = { initPoint: 25_000, riichiStick: 1_000 };

/** A file of the header and these rows (cells in the header's order), CRLF. */
const file = (...rows: string[]) => [HEADER, ...rows].join('\r\n');
const good4 = `2026-01-10 19:00,2026-01-10 20:30,${id(11)},42000,${id(12)},28000,${id(13)},18000,${id(14)},11000,1,E,S:-20000:chombo,W:Daisangen,Final`;

describe('parseOfflineCsv', () => {
  it('reads the template back as one table that adds up, for four and three seats', () => {
    for (const seats of [4, 3] as const) {
      const rule = seats === 4 ? rule4 : { initPoint: 35_000, riichiStick: 1_000 };
      const { tables, problems } = parseOfflineCsv(offlineCsvTemplate(seats), { seats, parseTime, rule });
      expect(problems).toEqual([]);
      expect(tables).toHaveLength(1);
      expect(tables[0]).toMatchObject({ line: 2, riichi_sticks: 1, sticks_to: 0, start_time: T0 });
      expect(tables[0].seats).toHaveLength(seats);
      expect(tables[0].penalties).toEqual([{ seat: 1, points: -20_000, reason: 'chombo' }]);
      expect(tables[0].yakuman).toEqual([{ seat: 0, names: ['Daisangen'], value: 1 }]);
    }
    // the example adds up under the contest's own rule too
    const template = offlineCsvTemplate(4, {
      initPoint: 30_000,
      riichiStick: 1_000,
      start: '2026-02-01 10:00',
      end: '2026-02-01 11:00',
    });
    const rule = { initPoint: 30_000, riichiStick: 1_000 };
    expect(parseOfflineCsv(template, { seats: 4, parseTime, rule }).problems).toEqual([]);
    expect(template.split('\r\n')[1]).toMatch(/^2026-02-01 10:00,/);
  });

  it('reads a table: ids decoded, winds, penalties, yakuman by id or name, remark', () => {
    const text = `\uFEFF${file(good4, `2026-01-10 21:00,2026-01-10 22:00,${id(11)},30000,${id(12)},30000,${id(13)},20000,${id(14)},20000,0,,"E:-8000:late: 5 min; 南:-20000:chombo",東:大三元+tsuuiisou; n:Kokushi Musou,`)}`;
    const { tables, problems } = parseOfflineCsv(text, { seats: 4, parseTime, rule: rule4 });
    expect(problems).toEqual([]);
    expect(tables[0]).toEqual({
      line: 2,
      start_time: T0,
      end_time: T0 + 5400,
      seats: [
        { account_id: 11, points: 42_000 },
        { account_id: 12, points: 28_000 },
        { account_id: 13, points: 18_000 },
        { account_id: 14, points: 11_000 },
      ],
      riichi_sticks: 1,
      sticks_to: 0,
      penalties: [{ seat: 1, points: -20_000, reason: 'chombo' }],
      yakuman: [{ seat: 2, names: ['Daisangen'], value: 1 }],
      remark: 'Final',
    });
    expect(tables[1]).toMatchObject({
      line: 3,
      sticks_to: -1,
      penalties: [
        { seat: 0, points: -8000, reason: 'late: 5 min' },
        { seat: 1, points: -20_000, reason: 'chombo' },
      ],
      yakuman: [
        { seat: 0, names: ['Daisangen', 'Tsuuiisou'], value: 2 },
        { seat: 3, names: ['Kokushi Musou'], value: 1 },
      ],
      remark: '',
    });
  });

  it('names lines as in the file: blank lines skipped and counted, LF or CRLF', () => {
    const bad = good4.replace('42000', '42k');
    const text = [HEADER, '', good4, ' , ,', bad, ''].join('\n');
    const { tables, problems } = parseOfflineCsv(text, { seats: 4, parseTime });
    expect(tables.map((t) => t.line)).toEqual([3]);
    expect(problems).toEqual([{ line: 5, column: 'east_points', code: ErrorCode.PARAM_ERROR, kind: 'points' }]);
  });

  it('checks every cell of every row and names each problem by line and column', () => {
    const row = (patch: Partial<Record<(typeof OFFLINE_CSV_COLUMNS)[number], string>>) => {
      const cells = good4.split(',');
      for (const [k, v] of Object.entries(patch)) cells[OFFLINE_CSV_COLUMNS.indexOf(k as never)] = v;
      return cells.join(',');
    };
    const text = file(
      row({ start: '2026/01/10', east_id: 'abc', south_points: '' }),
      row({ riichi_sticks: '-1', sticks_to: 'X', penalties: 'S:-20000', yakuman: 'W:Riichi' }),
      row({ west_id: String(id(11)), remark: 'x'.repeat(26) }),
      row({ riichi_sticks: '0', sticks_to: 'E', end: '2026-01-10 18:00' }),
      row({ west_id: '12345' }),
    );
    const { tables, problems } = parseOfflineCsv(text, { seats: 4, parseTime });
    expect(tables).toEqual([]);
    const P = ErrorCode.PARAM_ERROR;
    expect(problems).toEqual([
      { line: 2, column: 'start', code: P, kind: 'time' },
      { line: 2, column: 'east_id', code: P, kind: 'account' },
      { line: 2, column: 'south_points', code: P, kind: 'points' },
      { line: 3, column: 'riichi_sticks', code: P, kind: 'count' },
      { line: 3, column: 'sticks_to', code: P, kind: 'wind' },
      { line: 3, column: 'penalties', code: P, kind: 'penalties' },
      { line: 3, column: 'yakuman', code: P, kind: 'yaku', detail: { name: 'Riichi' } },
      { line: 4, column: 'remark', code: P, kind: 'text' },
      { line: 5, column: 'end', code: P, kind: 'order' },
      { line: 5, column: 'sticks_to', code: ErrorCode.OFFLINE_STICKS_INVALID },
      { line: 6, column: 'west_id', code: P, kind: 'account' },
    ]);
    // text that would not show is refused with its own code
    const hidden = parseOfflineCsv(file(row({ remark: 'a\u202Eb' })), { seats: 4, parseTime });
    expect(hidden.problems).toEqual([{ line: 2, column: 'remark', code: ErrorCode.TEXT_NOT_SHOWN }]);
    // a player twice is named at the second seat, once the rest of the row reads
    const twice = parseOfflineCsv(file(row({ west_id: String(id(11)) })), { seats: 4, parseTime });
    expect(twice.problems).toEqual([
      { line: 2, column: 'west_id', code: ErrorCode.DUPLICATE_PLAYERS, detail: { account: id(11) } },
    ]);
  });

  it('checks the sum against the rule, and the north seat of a three-player contest stays empty', () => {
    const off = good4.replace('11000', '12000');
    expect(parseOfflineCsv(file(off), { seats: 4, parseTime, rule: rule4 }).problems).toEqual([
      { line: 2, column: '', code: ErrorCode.OFFLINE_POINTS_SUM, detail: { given: 101_000, total: 100_000 } },
    ]);
    expect(parseOfflineCsv(file(off), { seats: 4, parseTime }).problems).toEqual([]);
    const three = parseOfflineCsv(file(good4), { seats: 3, parseTime });
    expect(three.problems).toEqual([
      { line: 2, column: 'north_id', code: ErrorCode.SEAT_COUNT_MISMATCH, detail: { seats: 3, given: 4 } },
      { line: 2, column: 'north_points', code: ErrorCode.SEAT_COUNT_MISMATCH, detail: { seats: 3, given: 4 } },
    ]);
    // three players: the north columns may be left out, and N names no seat
    const header3 = OFFLINE_CSV_COLUMNS.filter((c) => !c.startsWith('north')).join(',');
    const row3 = `2026-01-10 19:00,2026-01-10 20:30,${id(1)},50000,${id(2)},35000,${id(3)},20000,0,,N:-1000:x,,`;
    expect(parseOfflineCsv(`${header3}\n${row3}`, { seats: 3, parseTime }).problems).toEqual([
      { line: 2, column: 'penalties', code: ErrorCode.PARAM_ERROR, kind: 'penalties' },
    ]);
  });

  it('refuses a header that misses a needed column or has one the template has not', () => {
    const header = HEADER.replace('east_points', 'east_pts');
    expect(parseOfflineCsv(`${header}\n${good4}`, { seats: 4, parseTime })).toEqual({
      tables: [],
      problems: [
        { line: 1, column: 'east_pts', code: ErrorCode.PARAM_ERROR, kind: 'column' },
        { line: 1, column: 'east_points', code: ErrorCode.PARAM_ERROR, kind: 'missing' },
      ],
    });
    expect(parseOfflineCsv('', { seats: 4, parseTime })).toEqual({ tables: [], problems: [] });
  });

  it('takes at most one import of rows', () => {
    const text = file(...Array.from({ length: 501 }, () => good4));
    const { tables, problems } = parseOfflineCsv(text, { seats: 4, parseTime });
    expect(tables).toHaveLength(500);
    expect(problems).toEqual([
      { line: 502, column: '', code: ErrorCode.PARAM_ERROR, kind: 'tooMany', detail: { max: 500 } },
    ]);
  });
});

describe('offlineCsvColumnOf', () => {
  it('names the column of a field as the server names it', () => {
    expect(offlineCsvColumnOf('seats.2.account_id')).toBe('west_id');
    expect(offlineCsvColumnOf('seats.3.points')).toBe('north_points');
    expect(offlineCsvColumnOf('body.tables.4.seats.0.points')).toBe('east_points');
    expect(offlineCsvColumnOf('table.start_time')).toBe('start');
    expect(offlineCsvColumnOf('end_time')).toBe('end');
    expect(offlineCsvColumnOf('penalties.1.reason')).toBe('penalties');
    expect(offlineCsvColumnOf('sticks_to')).toBe('sticks_to');
    expect(offlineCsvColumnOf('seats')).toBe('');
    expect(offlineCsvColumnOf('points')).toBe('');
  });
});

describe('offlineYakumanId', () => {
  it('knows each yakuman by its id and its name in every language, case and width aside', () => {
    expect(offlineYakumanId('daisangen')).toBe('Daisangen');
    expect(offlineYakumanId('大三元')).toBe('Daisangen');
    expect(offlineYakumanId('國士無雙')).toBe('Kokushi Musou');
    expect(offlineYakumanId(' Kokushi  Musou 13-sided ')).toBe('Kokushi Musou 13-sided');
    expect(offlineYakumanId('Riichi')).toBeNull();
  });
});

// ---- property: a table written as a CSV row reads back as the same table ---------------------------------------

const wind = (seats: number) => fc.integer({ min: 0, max: seats - 1 });
/** Text of a remark or reason: shown, trimmed, no `;` (the list separator) and no `'` before a sign (the guard). */
const shown = (max: number) =>
  fc
    .string({
      unit: fc.constantFrom('a', 'Z', '1', ' ', '-', '=', '+', '@', ',', '"', ':', '東', '点', '😀'),
      maxLength: max,
    })
    .map((s) => s.trim())
    // `max` counts UTF-16 units, as the schema does
    .filter((s) => s.length <= max);

function tableOf(seats: 3 | 4) {
  return fc
    .record({
      start: fc.integer({ min: 0, max: 2_000_000 }),
      length: fc.integer({ min: 0, max: 600 }),
      ids: fc.uniqueArray(fc.integer({ min: 1, max: 2_147_483_647 }), { minLength: seats, maxLength: seats }),
      points: fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { minLength: seats, maxLength: seats }),
      riichi_sticks: fc.integer({ min: 0, max: 99 }),
      taker: wind(seats),
      penalties: fc.array(
        fc.record({ seat: wind(seats), points: fc.integer({ min: -1_000_000, max: 1_000_000 }), reason: shown(50) }),
        { maxLength: 3 },
      ),
      yakuman: fc.array(
        fc.record({
          seat: wind(seats),
          names: fc.array(fc.constantFrom(...OFFLINE_YAKUMAN), { minLength: 1, maxLength: 3 }),
        }),
        { maxLength: 3 },
      ),
      remark: shown(25),
    })
    .filter((r) => r.penalties.every((p) => p.reason !== ''))
    .map(
      (r): OfflineTable => ({
        start_time: r.start * 60,
        end_time: (r.start + r.length) * 60,
        seats: r.ids.map((account_id, i) => ({ account_id, points: r.points[i] })),
        riichi_sticks: r.riichi_sticks,
        sticks_to: r.riichi_sticks > 0 ? r.taker : -1,
        penalties: r.penalties,
        yakuman: r.yakuman.map((y) => ({ ...y, value: y.names.length })),
        remark: r.remark,
      }),
    );
}

describe('offlineCsvFile', () => {
  it('writes tables that read back as the same tables (property)', () => {
    for (const seats of [4, 3] as const) {
      fc.assert(
        fc.property(fc.array(tableOf(seats), { minLength: 1, maxLength: 3 }), (tables) => {
          const { tables: back, problems } = parseOfflineCsv(offlineCsvFile(tables, { seats, formatTime }), {
            seats,
            parseTime,
          });
          expect(problems).toEqual([]);
          expect(back).toEqual(tables.map((t, i) => ({ ...t, line: i + 2 })));
        }),
        { numRuns: 300 },
      );
    }
  });
});
