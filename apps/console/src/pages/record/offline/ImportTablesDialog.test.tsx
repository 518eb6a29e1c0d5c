import { encodeAccountId, OFFLINE_CSV_COLUMNS, parseOfflineCsv } from '@taikai/shared';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTransportEffects } from '../../../api/client';
import { postedTo, stubApi } from '../../../test/fetchRoutes';
import { fastUser } from '../../../test/fixtures/contest';
import { makePlayer, makeSeason, NOW, renderInSeason } from '../../../test/fixtures/season';
import { jsonReply } from '../../../test/render';
import { parseCsvTime } from './csvTime';
import ImportTablesDialog from './ImportTablesDialog';

/**
 * The import of tables played in person (issue 32): the template, a file read in the browser with every problem by
 * line and column and Import held back, a good file sent as its tables, and the server's refusal by line and column.
 */

const IMPORT = '/api/contest/import_offline_records';
const ROSTER = '/api/contest/contest_season_player_list';
/** The season's joined players: 11 to 13 and 21 to 24 (14 is not on the roster). */
const ROSTER_PLAYERS = [
  makePlayer(11, { nickname: 'Aki' }),
  makePlayer(12, { nickname: 'Mei' }),
  makePlayer(13, { nickname: 'Rin' }),
  ...[21, 22, 23, 24].map((n) => makePlayer(n)),
];
const HEADER = OFFLINE_CSV_COLUMNS.join(',');
const at = (unix: number) => dayjs.unix(unix).format('YYYY-MM-DD HH:mm');
const id = (n: number) => encodeAccountId(n);
/** A row of a four-player table that adds up (25,000 a seat, one stick left to East). */
const row = (first: number, patch: { eastPoints?: string; sticksTo?: string } = {}) =>
  [
    at(NOW - 7200),
    at(NOW - 3600),
    id(first),
    patch.eastPoints ?? '42000',
    id(first + 1),
    '28000',
    id(first + 2),
    '18000',
    id(first + 3),
    '11000',
    '1',
    patch.sticksTo ?? 'E',
    'S:-20000:chombo',
    'W:Daisangen',
    'Table 1',
  ].join(',');

function setup(importReply: (body: unknown) => unknown = () => ({ uuids: ['u-1', 'u-2'] })) {
  const server = stubApi({
    [IMPORT]: (_q, body) => importReply(body),
    // the roster a page at a time, as the seat pickers read it
    [ROSTER]: (q) => {
      const offset = Number(q.get('offset'));
      const limit = Number(q.get('limit'));
      expect(q.get('state')).toBe('2');
      return { list: ROSTER_PLAYERS.slice(offset, offset + limit), total: ROSTER_PLAYERS.length };
    },
  });
  const onClose = vi.fn();
  const view = renderInSeason(<ImportTablesDialog open onClose={onClose} />, makeSeason(), undefined, 'en-US');
  return { ...view, user: fastUser(), server, onClose };
}

const dialog = () => screen.getByTestId('offline-import');
const importButton = () => within(dialog()).getByTestId('offline-import-submit');
const fileInput = () => dialog().querySelector('input[type=file]') as HTMLInputElement;
const csv = (...lines: string[]) => new File([lines.join('\r\n')], 'tables.csv', { type: 'text/csv' });
/** The problems table's rows: line, column, text. */
const problemRows = () =>
  [...screen.getByTestId('offline-import-problems').querySelectorAll('tbody tr.ant-table-row')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );

let saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  saved = [];
  let last: Blob | null = null;
  // jsdom has no object URLs: the saved blob is kept with the name the link gives it
  URL.createObjectURL = vi.fn((b: Blob) => {
    last = b;
    return 'blob:x';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ name: this.download, blob: last });
  });
});

afterEach(() => {
  resetTransportEffects();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('import tables dialog', { timeout: 60_000 }, () => {
  it('offers the template: the header and an example inside the season that reads back without a problem', async () => {
    const { user } = setup();
    await user.click(within(dialog()).getByTestId('offline-template'));
    expect(saved.map((s) => s.name)).toEqual(['offline-tables-template.csv']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0].blob);
    });
    expect(text.split('\r\n')[0]).toBe(HEADER); // the reader takes the byte-order mark off
    const parsed = parseOfflineCsv(text, {
      seats: 4,
      parseTime: parseCsvTime,
      rule: { initPoint: 25_000, riichiStick: 1_000 },
    });
    expect(parsed.problems).toEqual([]);
    const season = makeSeason();
    expect(parsed.tables[0].start_time).toBeGreaterThanOrEqual(season.start_time);
    expect(parsed.tables[0].end_time).toBeLessThanOrEqual(season.end_time);
  });

  it('lists every problem of a file by line and column and keeps Import disabled', async () => {
    const { user, server } = setup();
    expect(importButton()).toBeDisabled();
    await user.upload(fileInput(), csv(HEADER, row(11), '', row(21, { eastPoints: '42k', sticksTo: 'X' })));
    const problems = await screen.findByTestId('offline-import-problems');
    expect(problemRows()).toEqual([
      ['4', 'east_points', 'Expected a whole number of points, e.g. 32000.'],
      ['4', 'sticks_to', 'Expected a seat at the table: E, S, W, N (or empty).'],
    ]);
    expect(problems).toBeInTheDocument();
    expect(screen.getByTestId('offline-import-alert')).toHaveTextContent('The file has 2 problems');
    // the good row is previewed, but nothing can be imported while the file has problems
    expect(screen.getByTestId('offline-import-preview')).toHaveTextContent(String(id(11)));
    expect(importButton()).toBeDisabled();
    expect(postedTo(server, IMPORT)).toEqual([]);
  });

  it('sends the tables of a good file with their lines, then closes', async () => {
    const { user, server, onClose } = setup();
    await user.upload(fileInput(), csv(HEADER, row(11), row(21)));
    await waitFor(() => expect(importButton()).toBeEnabled());
    expect(importButton()).toHaveTextContent('Import 2 tables');
    expect(screen.getByTestId('offline-import-preview').querySelectorAll('tbody tr.ant-table-row')).toHaveLength(2);
    await user.click(importButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    const [body] = postedTo(server, IMPORT) as { tables: { line: number; seats: { account_id: number }[] }[] }[];
    expect(body).toMatchObject({ unique_id: 7, season_id: 1 });
    expect(body.tables.map((t) => t.line)).toEqual([2, 3]);
    expect(body.tables[1]).toEqual({
      line: 3,
      start_time: NOW - 7200,
      end_time: NOW - 3600,
      seats: [
        { account_id: 21, points: 42_000 },
        { account_id: 22, points: 28_000 },
        { account_id: 23, points: 18_000 },
        { account_id: 24, points: 11_000 },
      ],
      riichi_sticks: 1,
      sticks_to: 0,
      penalties: [{ seat: 1, points: -20_000, reason: 'chombo' }],
      yakuman: [{ seat: 2, names: ['Daisangen'], value: 1 }],
      remark: 'Table 1',
    });
  });

  it('names the players of the preview by their roster nicknames, and marks an ID not on the roster', async () => {
    const { user } = setup();
    await user.upload(fileInput(), csv(HEADER, row(11), row(21)));
    const preview = await screen.findByTestId('offline-import-preview');
    await waitFor(() => expect(within(preview).getAllByTestId('offline-import-unknown')).toHaveLength(1));
    const seats = () =>
      [...preview.querySelectorAll('tbody tr.ant-table-row')].map((tr) =>
        [...tr.querySelectorAll('[data-testid=offline-import-seat]')].map((td) => td.textContent?.trim()),
      );
    expect(seats()).toEqual([
      [`Aki (${id(11)})42,000`, `Mei (${id(12)})28,000`, `Rin (${id(13)})18,000`, `${id(14)}Not on the roster11,000`],
      [21, 22, 23, 24].map((n, i) => `player${n} (${id(n)})${['42,000', '28,000', '18,000', '11,000'][i]}`),
    ]);
    expect(within(preview).getByTestId('offline-import-unknown')).toHaveTextContent(String(id(14)));
    expect(screen.getByTestId('offline-import-unknown-alert')).toHaveTextContent(
      '1 player ID is not a joined player of this season: the server will refuse the file.',
    );
    // the sticks and their taker, the penalty, the yakuman, as the file has them
    const first = preview.querySelector('tbody tr.ant-table-row') as HTMLElement;
    expect(first).toHaveTextContent('1 → E');
    expect(first).toHaveTextContent('S -20.0 chombo');
    // the server has the last word: Import stays possible
    expect(importButton()).toBeEnabled();
  });

  it("shows the server's refusal by line and column: nothing imported", async () => {
    const message = `Account ${id(22)} is not a joined player of this season.`;
    const { user, onClose } = setup(() =>
      jsonReply(
        {
          error: {
            code: 2605,
            message: 'The file has 1 problems; nothing was imported.',
            field: 'tables',
            problems: [{ line: 3, field: 'seats.1.account_id', code: 2600, message }],
          },
        },
        400,
      ),
    );
    await user.upload(fileInput(), csv(HEADER, row(11), row(21)));
    await waitFor(() => expect(importButton()).toBeEnabled());
    await user.click(importButton());
    expect(await screen.findByTestId('offline-import-alert')).toHaveTextContent('The server found 1 problem');
    expect(problemRows()).toEqual([['3', 'south_id', message]]);
    expect(screen.getByTestId('offline-import-alert')).toHaveTextContent('Nothing was imported');
    expect(importButton()).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
