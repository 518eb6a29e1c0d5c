import { type CalcRankEntry, type GameRecord, LIMITS, type PageLang, type RecordTagName } from '@taikai/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetTransportEffects } from '../../api/client';
import i18n from '../../i18n';
import { buttonNamed } from '../../test/fixtures/contest';
import { makeSeason, NOW, postedTo, queriesTo, renderInSeason, stubServer } from '../../test/fixtures/season';
import { jsonReply } from '../../test/render';
import RecordPage from './RecordPage';

const RECORDS = '/api/contest/fetch_contest_game_records';
const YAKUMAN = '/api/contest/fetch_contest_yakuman_records';
const UPDATE = '/api/contest/update_contest_game_record';
const TAG = '/api/contest/set_contest_game_record_tag';
const CALC = '/api/contest/fetch_season_player_calc_rank';
const EXPORT = '/api/contest/export_contest_game_records';
const LOG = '/api/contest/fetch_contest_game_record_log';
const PUBLIC = '/api/contest/set_contest_game_record_replay_public';
const TAG_NAMES = '/api/contest/set_contest_game_record_tag_names';

function record(uuid: string, names: string[], patch: Partial<GameRecord> = {}): GameRecord {
  const totals = [45_000, 5_000, -15_000, -35_000];
  return {
    uuid,
    removed: 0,
    tag: 0,
    remark: '',
    start_time: NOW - 3600,
    end_time: NOW - 600,
    terminated: 0,
    config: { round_type: 2 },
    accounts: names.map((nickname, seat) => ({ account_id: 10_001 + seat, nickname, seat })),
    result: {
      players: totals.map((total_point, seat) => ({ seat, part_point_1: 25_000 + total_point / 2, total_point })),
    },
    replay_public: 0,
    offline: 0,
    penalties: [],
    entered_by: '',
    ...patch,
  };
}

const calcEntry: CalcRankEntry = {
  rank: 1,
  account_id: 10_001,
  nickname: '一姬',
  score: 55,
  accumulate_point: 50_000,
  game_count: 2,
  rank_1_count: 1,
  rank_2_count: 1,
  rank_3_count: 0,
  rank_4_count: 0,
};

/** A server holding two records (the second removed) and the season's tag names, answering every call of the page. */
function setup(lang?: PageLang, names: RecordTagName[] = []) {
  const tagNames = { list: names };
  const records = [
    record('g-1', ['一姬', '二阶堂', '三上', '四宫']),
    record('g-2', ['五十岚', '六道', '七海', '八木'], { removed: 1, end_time: NOW - 7200, replay_public: 1 }),
  ];
  const server = stubServer([makeSeason()], {
    [RECORDS]: () => ({ record_list: records, total: records.length, token: '', tag_names: tagNames.list }),
    [TAG_NAMES]: (_q, body) => {
      tagNames.list = (body as { tag_names: RecordTagName[] }).tag_names;
      return { tag_names: tagNames.list };
    },
    [YAKUMAN]: () => ({ list: [], total: 0 }),
    [UPDATE]: (_q, body) => {
      const b = body as { uuid: string; remove: 0 | 1 };
      const i = records.findIndex((r) => r.uuid === b.uuid);
      records[i] = { ...records[i], removed: b.remove };
      return {};
    },
    [PUBLIC]: (_q, body) => {
      const b = body as { uuid: string; public: 0 | 1 };
      const i = records.findIndex((r) => r.uuid === b.uuid);
      records[i] = { ...records[i], replay_public: b.public };
      return {};
    },
    [TAG]: (_q, body) => {
      const b = body as { uuid: string; tag: number };
      const i = records.findIndex((r) => r.uuid === b.uuid);
      records[i] = { ...records[i], tag: b.tag };
      return {};
    },
    [CALC]: () => ({ list: [calcEntry], total: 1 }),
  });
  const view = renderInSeason(<RecordPage />, makeSeason(), undefined, lang);
  return { ...view, server, records, tagNames };
}

/** The table row holding a nickname. */
const rowOf = (nickname: string) => screen.getByText(nickname).closest('tr') as HTMLTableRowElement;
const shaded = (row: HTMLElement) => row.style.opacity === '0.6';

/** A button of a row by its text (antd may space two Chinese characters apart). */
const rowButton = (row: HTMLElement, name: string) => {
  const found = [...row.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

/** A time as the records table shows it. */
const at = (unix: number) => dayjs.unix(unix).format('YYYY-MM-DD HH:mm:ss');
/** The first seat's nickname of every row of the records table, top to bottom. */
const rowNames = () =>
  [...(screen.getByTestId('record-table').querySelectorAll('tbody tr[data-row-key]') as NodeListOf<HTMLElement>)].map(
    (tr) => (tr.querySelector('[data-nickname]') as HTMLElement).dataset.nickname,
  );
/** The confirm button of the open confirmation. */
const lastConfirm = () =>
  [...document.querySelectorAll<HTMLButtonElement>('.ant-popconfirm .ant-btn-primary')].at(-1) as HTMLButtonElement;

/** The toast naming the earlier download's time (the 2581 text). */
const cooldownToast = (last: number) => screen.findByText(new RegExp(dayjs.unix(last).format('YYYY-MM-DD HH:mm:ss')));

afterEach(() => {
  resetTransportEffects(); // forgets the toasts shown, so the next test's toast is not deduplicated away
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('game records page', { timeout: 90_000 }, () => {
  it('shades removed rows; remove and restore ask first, naming the game, and the table follows the server', async () => {
    const { user, server } = setup();
    await screen.findByText('一姬');
    expect(shaded(rowOf('五十岚'))).toBe(true);
    expect(within(rowOf('五十岚')).getByText('已移除')).toBeInTheDocument();
    expect(shaded(rowOf('一姬'))).toBe(false);
    // seat cells: nickname, zone and settlement ÷ 1000
    expect(within(rowOf('一姬')).getByText('45.0')).toBeInTheDocument();
    expect(within(rowOf('一姬')).getByText('-35.0')).toBeInTheDocument();

    await user.click(rowButton(rowOf('五十岚'), '恢复'));
    expect(
      await screen.findByText(`确定恢复 ${at(NOW - 7200)} 的对局（五十岚, 六道, 七海, 八木）？`),
    ).toBeInTheDocument();
    expect(screen.getByText('恢复后它重新计入排名、统计和导出。')).toBeInTheDocument();
    expect(postedTo(server, UPDATE)).toHaveLength(0); // nothing sent before the confirmation
    await user.click(lastConfirm());
    await waitFor(() => expect(shaded(rowOf('五十岚'))).toBe(false));
    expect(postedTo(server, UPDATE)).toEqual([{ unique_id: 7, season_id: 1, uuid: 'g-2', remove: 0 }]);

    await user.click(rowButton(rowOf('一姬'), '移除'));
    expect(
      await screen.findByText(`确定移除 ${at(NOW - 600)} 的对局（一姬, 二阶堂, 三上, 四宫）？`),
    ).toBeInTheDocument();
    expect(screen.getByText('恢复前它不计入排名、统计和导出。')).toBeInTheDocument();
    expect(postedTo(server, UPDATE)).toHaveLength(1); // nothing sent before the confirmation
    await user.click(lastConfirm());
    await waitFor(() => expect(shaded(rowOf('一姬'))).toBe(true));
    expect(postedTo(server, UPDATE)[1]).toEqual({ unique_id: 7, season_id: 1, uuid: 'g-1', remove: 1 });
  });

  it('names the game in the confirmation in English, robots by their label (issue 29 #8)', async () => {
    const { user, records } = setup('en-US');
    records[0] = {
      ...records[0],
      accounts: [
        { account_id: 10_001, nickname: 'Alice', seat: 0 },
        { account_id: 0, nickname: '', seat: 1 },
        { account_id: 10_003, nickname: 'Carol', seat: 2 },
        { account_id: 10_004, nickname: 'Dave', seat: 3 },
      ],
    };
    await screen.findByText('Alice');
    await user.click(rowButton(rowOf('Alice'), 'Remove'));
    const robot = i18n.getFixedT('en-US')('record.robot');
    expect(
      await screen.findByText(`Remove the game of ${at(NOW - 600)} (Alice, ${robot}, Carol, Dave)?`),
    ).toBeInTheDocument();
  });

  it('keeps the rows in place when a new game comes in, announcing it until asked to show it (issue 29 #8)', async () => {
    const { user, server, records } = setup();
    await screen.findByText('一姬');
    const before = rowNames();
    expect(before).toEqual(['一姬', '五十岚']);
    // a game finishes while the organiser looks at the list; removing a row reads the list again
    records.unshift(record('g-0', ['新一', '新二', '新三', '新四'], { end_time: NOW - 60 }));
    await user.click(rowButton(rowOf('一姬'), '移除'));
    await screen.findByText(`确定移除 ${at(NOW - 600)} 的对局（一姬, 二阶堂, 三上, 四宫）？`);
    await user.click(lastConfirm());
    await waitFor(() => expect(shaded(rowOf('一姬'))).toBe(true));
    expect(await screen.findByText('有 1 场新对局')).toBeInTheDocument();
    // the row under the pointer is still the one looked at: nothing was inserted above it
    expect(rowNames()).toEqual(before);
    expect(screen.queryByText('新一')).not.toBeInTheDocument();
    // the next remove hits the game the organiser points at
    await user.click(rowButton(rowOf('五十岚'), '恢复'));
    await screen.findByText(`确定恢复 ${at(NOW - 7200)} 的对局（五十岚, 六道, 七海, 八木）？`);
    await user.click(lastConfirm());
    await waitFor(() => expect(postedTo(server, UPDATE)).toHaveLength(2));
    expect(postedTo(server, UPDATE)[1]).toEqual({ unique_id: 7, season_id: 1, uuid: 'g-2', remove: 0 });
    expect(rowNames()).toEqual(before);
    // shown when asked
    await user.click(within(screen.getByTestId('record-news')).getByRole('button'));
    await waitFor(() => expect(rowNames()).toEqual(['新一', '一姬', '五十岚']));
    expect(screen.queryByText('有 1 场新对局')).not.toBeInTheDocument();
  });

  it("opens a row's replay in a new tab and shows and switches whether anyone with the link may open it", async () => {
    const { user, server } = setup();
    await screen.findByText('一姬');
    const replay = within(rowOf('一姬')).getByTestId('record-replay');
    expect(replay).toHaveAttribute('href', '/m/replay/g-1');
    expect(replay).toHaveAttribute('target', '_blank');
    expect(replay).toHaveAccessibleName('牌谱回放（新标签页）');
    expect(within(rowOf('五十岚')).getByRole('switch', { name: '公开牌谱' })).toHaveAttribute('aria-checked', 'true');
    const toggle = within(rowOf('一姬')).getByRole('switch', { name: '公开牌谱' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() =>
      expect(within(rowOf('一姬')).getByRole('switch', { name: '公开牌谱' })).toHaveAttribute('aria-checked', 'true'),
    );
    expect(postedTo(server, PUBLIC)).toEqual([{ unique_id: 7, season_id: 1, uuid: 'g-1', public: 1 }]);
  });

  it('calculates from the selected rows only', async () => {
    const { user, server } = setup();
    await screen.findByText('一姬');
    expect(buttonNamed('按选中记录计算（0）')).toBeDisabled();
    await user.click(within(rowOf('一姬')).getByRole('checkbox'));
    await user.click(within(rowOf('五十岚')).getByRole('checkbox'));
    expect(buttonNamed('导出选中的 2 条')).toBeInTheDocument();
    await user.click(buttonNamed('按选中记录计算（2）'));
    expect(await screen.findByText('按选中的 2 条记录计算')).toBeInTheDocument();
    // no time range over chosen records
    expect(screen.queryByText('时间范围')).not.toBeInTheDocument();
    await user.click(buttonNamed('计算'));
    const table = await screen.findByTestId('calc-table');
    expect(within(table).getByText('一姬')).toBeInTheDocument();
    expect(within(table).getByText('55.0')).toBeInTheDocument();
    expect(postedTo(server, CALC)).toEqual([
      {
        unique_id: 7,
        season_id: 1,
        point_list: [15, 5, -5, -15],
        divisor: 1,
        min_game_count: 0,
        uuid_list: ['g-1', 'g-2'],
      },
    ]);
  });

  it('sets a tag', async () => {
    const { user, server } = setup();
    await screen.findByText('一姬');
    const select = within(rowOf('一姬')).getByLabelText('标记');
    fireEvent.mouseDown(select);
    const options = await screen.findAllByText('标记2', { selector: '.ant-select-item-option-content' });
    await user.click(options[options.length - 1]);
    await waitFor(() => expect(postedTo(server, TAG)).toEqual([{ unique_id: 7, season_id: 1, uuid: 'g-1', tag: 2 }]));
  });

  it('shows the season\'s tag names in the tag column and its choices, "Tag n" for a number without one (issue 29 #9)', async () => {
    const { user, server, records } = setup(undefined, [
      { tag: 1, name: '决赛' },
      { tag: 2, name: '半决赛' },
    ]);
    records[0] = { ...records[0], tag: 2 };
    records[1] = { ...records[1], tag: 5 };
    await screen.findByText('一姬');
    const tagCell = (nickname: string) => within(rowOf(nickname)).getByTestId('record-tag');
    await waitFor(() => expect(tagCell('一姬')).toHaveTextContent('半决赛'));
    // a number the season has not named reads "Tag n" in the viewer's language
    expect(tagCell('五十岚')).toHaveTextContent('标记5');
    fireEvent.mouseDown(within(rowOf('一姬')).getByLabelText('标记'));
    const options = async () =>
      [
        ...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
      ].map((o) => o.textContent);
    await waitFor(async () => expect(await options()).toEqual(['无标记', '决赛', '半决赛']));
    await user.click(screen.getByText('决赛', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(postedTo(server, TAG)).toEqual([{ unique_id: 7, season_id: 1, uuid: 'g-1', tag: 1 }]));
    await waitFor(() => expect(tagCell('一姬')).toHaveTextContent('决赛'));
  });

  it('renames and removes tag names in the dialog; records keep their numbers and read "Tag n" (issue 29 #9)', async () => {
    const { user, server, records } = setup('en-US', [
      { tag: 1, name: 'Final' },
      { tag: 2, name: 'Semi' },
    ]);
    records[0] = { ...records[0], tag: 2 };
    records[1] = { ...records[1], tag: 1 };
    const tagCell = (nickname: string) => within(rowOf(nickname)).getByTestId('record-tag');
    await waitFor(() => expect(tagCell('一姬')).toHaveTextContent('Semi'));
    expect(tagCell('五十岚')).toHaveTextContent('Final');
    await user.click(buttonNamed('Tag names'));
    const dialog = await screen.findByTestId('tag-names');
    const [first, second] = within(dialog).getAllByTestId('tag-name-row');
    await user.clear(within(first).getByLabelText('Name'));
    await user.type(within(first).getByLabelText('Name'), 'Grand final');
    await user.click(within(second).getByRole('button', { name: 'Remove this name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(postedTo(server, TAG_NAMES)).toEqual([
        { unique_id: 7, season_id: 1, tag_names: [{ tag: 1, name: 'Grand final' }] },
      ]),
    );
    // the list is read again: the renamed tag shows its new name, the record tagged 2 keeps 2 and reads "Tag 2"
    await waitFor(() => expect(tagCell('五十岚')).toHaveTextContent('Grand final'));
    expect(tagCell('一姬')).toHaveTextContent('Tag 2');
    expect(records.map((r) => r.tag)).toEqual([2, 1]);
    // no record was tagged anew (TAG is a prefix of TAG_NAMES: only posts naming a record count)
    expect(postedTo(server, TAG).filter((b) => 'uuid' in (b as object))).toEqual([]);
  });

  it('within the export cooldown names the earlier download instead of asking the server', async () => {
    const { user, server } = setup();
    await screen.findByText('一姬');
    const last = dayjs().unix() - 60;
    localStorage.setItem('taikai.export.7.exportContestGameRecords', String(last));
    await user.click(buttonNamed('导出记录'));
    expect(await cooldownToast(last)).toBeInTheDocument();
    expect(postedTo(server, EXPORT)).toEqual([]);
  });

  it("remembers the server's cooldown refusal with the time of the earlier download", async () => {
    const last = dayjs().unix() - 30;
    const { user } = setup();
    await screen.findByText('一姬');
    // the next fetch of the export is refused with 2581
    const refusal = jsonReply({ error: { code: 2581, message: 'too soon', detail: { last_time: last } } }, 400);
    const fetchNow = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        String(input).endsWith(EXPORT) ? Promise.resolve(refusal) : fetchNow(input, init),
      ),
    );
    await user.click(buttonNamed('导出记录'));
    expect(await cooldownToast(last)).toBeInTheDocument();
    expect(localStorage.getItem('taikai.export.7.exportContestGameRecords')).toBe(String(last));
    expect(last).toBeGreaterThan(dayjs().unix() - LIMITS.exportCooldownSeconds);
  });

  it("downloads a row's game log: a GET naming the contest and that row's uuid, saved as <uuid>.json", async () => {
    const { user } = setup();
    await screen.findByText('一姬');
    const fetchNow = globalThis.fetch;
    const file = () =>
      new Response(JSON.stringify({ format: 'taikai-game-log', uuid: 'g-2', mjai: [] }), {
        headers: { 'content-type': 'application/json', 'content-disposition': 'attachment; filename="g-2.json"' },
      });
    const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      new URL(String(input), 'http://localhost').pathname === LOG ? Promise.resolve(file()) : fetchNow(input, init),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:log');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    // the removed row's log can be downloaded too, as the records list shows it
    await user.click(within(rowOf('五十岚')).getByRole('button', { name: '下载牌谱' }));
    await waitFor(() => expect(saved).toEqual(['g-2.json']));
    const asked = queriesTo(fetchSpy as unknown as ReturnType<typeof stubServer>, LOG);
    expect(asked.map((q) => Object.fromEntries(q))).toEqual([{ unique_id: '7', uuid: 'g-2' }]);
    const init = fetchSpy.mock.calls.find(([input]) => String(input).includes(LOG))?.[1];
    expect(init?.method).toBe('GET');
  });
});
