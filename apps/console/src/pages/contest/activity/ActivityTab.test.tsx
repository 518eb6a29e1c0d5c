import { encodeAccountId } from '@taikai/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDetail, stubServer } from '../../../test/fixtures/contest';
import { renderWithProviders } from '../../../test/render';
import ActivityTab from './ActivityTab';

const LOG = '/api/contest/fetch_contest_audit_log';
const ALICE = { account_id: 16329130, nickname: 'Alice' };
const BOB = { account_id: 16329131, nickname: 'Bob' };
const T = 1_760_000_000;

const ENTRIES = [
  {
    id: 3,
    ...BOB,
    action: 'season.end',
    before: JSON.stringify({ state: 2, end_time: T + 86400 }),
    after: JSON.stringify({ end_time: T, ended: 1 }),
    create_time: T,
  },
  {
    id: 2,
    ...ALICE,
    action: 'update_contest_base',
    before: JSON.stringify({ observer_switch: 0, show_zones: [1, 2, 3] }),
    after: JSON.stringify({ observer_switch: 1, show_zones: [1] }),
    create_time: T - 60,
  },
  {
    id: 1,
    ...ALICE,
    action: 'create_contest',
    before: 'null',
    after: JSON.stringify({
      contest_name: [{ lang: 'default', content: '春季赛' }],
      game_rule_setting: { round_type: 2, thinking_type: 3, game_mode: 'liqi' },
    }),
    create_time: T - 120,
  },
];

function setup(lang: 'zh-CN' | 'en-US' | 'ja' = 'zh-CN') {
  const server = stubServer({
    [LOG]: (q) => {
      const who = q.get('account_id');
      const kind = q.get('action');
      const list = ENTRIES.filter((e) => (!who || e.account_id === Number(who)) && (!kind || e.action === kind));
      const offset = Number(q.get('offset'));
      return {
        list: list.slice(offset, offset + Number(q.get('limit'))),
        total: list.length,
        actors: [ALICE, BOB],
        actions: ['create_contest', 'season.end', 'update_contest_base'],
      };
    },
  });
  return { ...renderWithProviders(<ActivityTab detail={makeDetail()} />, { lang }), server };
}

const calls = (server: ReturnType<typeof setup>['server']) =>
  server.mock.calls.map(([u]) => new URL(String(u), 'http://x')).filter((u) => u.pathname === LOG);

afterEach(() => vi.unstubAllGlobals());

describe('activity tab', () => {
  it('shows who did what and when, with the before and after in words', async () => {
    setup();
    await screen.findByText('结束赛季');
    const rows = [...document.querySelectorAll<HTMLElement>('tr[data-row-key]')];
    const first = rows[0];
    expect(first.querySelector('td')).toHaveTextContent(dayjs.unix(T).format('YYYY-MM-DD HH:mm:ss'));
    expect(within(first).getByText(`Bob (${encodeAccountId(BOB.account_id)})`)).toBeInTheDocument();
    expect(within(first).getByText('结束赛季')).toBeInTheDocument();
    expect(first).toHaveTextContent(
      `结束时间：${dayjs.unix(T + 86400).format('YYYY-MM-DD HH:mm:ss')} → ${dayjs.unix(T).format('YYYY-MM-DD HH:mm:ss')}`,
    );
    expect(first).toHaveTextContent('已结束：开启');
    expect(first).toHaveTextContent('状态：进行中');
    expect(rows[1]).toHaveTextContent('允许观战：关闭 → 开启');
    expect(rows[1]).toHaveTextContent('显示的服务器：中国服、日服、国际服 → 中国服');
    expect(rows[2]).toHaveTextContent('比赛名称：春季赛');
    expect(rows[2]).toHaveTextContent('对局规则：四人半庄战 · ');
    expect(rows[2]).not.toHaveTextContent('round_type');
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
  });

  it('filters by person and by kind (the server does the filtering)', async () => {
    const { server } = setup('en-US');
    await screen.findByText('Ended a season');
    fireEvent.mouseDown(screen.getByLabelText('Filter by person'));
    fireEvent.click(
      await screen.findByText(`Alice (${encodeAccountId(ALICE.account_id)})`, {
        selector: '.ant-select-item-option-content',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Ended a season')).not.toBeInTheDocument());
    expect(calls(server).at(-1)?.searchParams.get('account_id')).toBe(String(ALICE.account_id));
    expect(screen.getByText('2 entries')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByLabelText('Filter by kind'));
    fireEvent.click(await screen.findByText('Created the contest', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(screen.getByText('1 entry')).toBeInTheDocument());
    expect(calls(server).at(-1)?.searchParams.get('action')).toBe('create_contest');
  });

  it('reads in Japanese too', async () => {
    setup('ja');
    expect(await screen.findByText('シーズンを終了')).toBeInTheDocument();
    expect(screen.getByText('全 3 件')).toBeInTheDocument();
  });
});

/** Issue 29, defect 1: what games, records and rosters write is named in words, people by their nicknames. */
const CAROL = { account_id: 16329132, nickname: 'Carol' };
const MORE = [
  {
    id: 15,
    ...ALICE,
    action: 'record.tag_names',
    before: JSON.stringify({ season_id: 1, tag_names: [] }),
    after: JSON.stringify({
      tag_names: [
        { tag: 1, name: '决赛' },
        { tag: 3, name: 'Semi' },
      ],
    }),
    create_time: T + 10,
  },
  {
    id: 14,
    ...ALICE,
    action: 'record.remove',
    before: JSON.stringify({ season_id: 1, uuid: 'u-1', removed: 0 }),
    after: JSON.stringify({ removed: 1 }),
    create_time: T,
  },
  {
    id: 13,
    ...ALICE,
    action: 'record.restore',
    before: JSON.stringify({ season_id: 1, uuid: 'u-1', removed: 1 }),
    after: JSON.stringify({ removed: 0 }),
    create_time: T - 10,
  },
  {
    id: 12,
    ...ALICE,
    action: 'game_plan.create',
    before: 'null',
    after: JSON.stringify({
      uuid: 'p-1',
      season_id: 1,
      account_list: [BOB.account_id, 0, CAROL.account_id, 0],
      init_points: [25000, 25000, 25000, 25000],
      game_start_time: 0,
      shuffle_seats: 1,
      ai_level: 2,
      remark: '',
    }),
    create_time: T - 20,
  },
  {
    id: 11,
    ...BOB,
    action: 'terminate_running_game',
    before: JSON.stringify({ game_uuid: 'g-1', status: 'running', scores: [25000, 25000, 25000, 25000] }),
    after: JSON.stringify({ game_uuid: 'g-1', status: 'terminated' }),
    create_time: T - 30,
  },
  {
    id: 10,
    ...BOB,
    action: 'roster.check',
    before: 'null',
    after: JSON.stringify({ season_id: 1, passed: [CAROL.account_id], rejected: [], blacklisted: [ALICE.account_id] }),
    create_time: T - 40,
  },
  {
    id: 9,
    ...BOB,
    action: 'season.update',
    before: JSON.stringify({ unique_id: 5, create_time: T - 999, end_edited: 0, chat_limit_type: 1 }),
    after: JSON.stringify({ end_edited: 1 }),
    create_time: T - 50,
  },
];

function setupMore(lang: 'zh-CN' | 'en-US' | 'ja') {
  stubServer({
    [LOG]: (q) => {
      const kind = q.get('action');
      const list = MORE.filter((e) => !kind || e.action === kind);
      return {
        list,
        total: list.length,
        actors: [ALICE, BOB],
        actions: [...new Set(MORE.map((e) => e.action))].sort(),
        names: [ALICE, BOB, CAROL],
      };
    },
  });
  renderWithProviders(<ActivityTab detail={makeDetail()} />, { lang });
}

const row = (id: number) => document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`) as HTMLElement;
const DB_NAMES =
  /record\.|tag_names|game_plan|unique_id|create_time|end_edited|chat_limit_type|game_uuid|init_points|ai_level|shuffle_seats|account_list|\bremoved\b|\bpassed\b|\brunning\b|\bterminated\b/;

describe('activity tab: every action, field and value in words', () => {
  it('zh-CN: records, plans (who sits, robots named), game states, reviews and season rows', async () => {
    setupMore('zh-CN');
    await screen.findByText('删除牌谱');
    expect(within(row(13)).getByText('恢复牌谱')).toBeInTheDocument();
    expect(row(14)).toHaveTextContent('对局：u-1');
    // a season's record tag names, each with its number (issue 29 #9)
    expect(within(row(15)).getByText('为对局标记命名')).toBeInTheDocument();
    expect(row(15)).toHaveTextContent('标记名称：无 → 标记1：“决赛”、标记3：“Semi”');
    expect(row(12)).toHaveTextContent('账号：Bob、电脑、Carol、电脑');
    expect(row(12)).toHaveTextContent('起始点数：25,000 / 25,000 / 25,000 / 25,000');
    expect(row(12)).toHaveTextContent('随机座位：开启');
    expect(row(12)).not.toHaveTextContent('4 人');
    expect(row(11)).toHaveTextContent('状态：进行中 → 已终止');
    expect(row(10)).toHaveTextContent('通过：Carol');
    expect(row(10)).toHaveTextContent('拒绝：无');
    expect(row(10)).toHaveTextContent('加入黑名单：Alice');
    expect(row(9)).toHaveTextContent('已修改结束时间：关闭 → 开启');
    expect(row(9)).toHaveTextContent('聊天限制：白名单');
    expect(row(9)).toHaveTextContent('比赛编号：5');
    expect(row(9)).toHaveTextContent(`创建时间：${dayjs.unix(T - 999).format('YYYY-MM-DD HH:mm:ss')}`);
    const table = screen.getByTestId('activity-tab');
    expect(table.textContent).not.toMatch(DB_NAMES);
  });

  it('ja: the same in Japanese, and "Filter by kind" names the record actions', async () => {
    setupMore('ja');
    await screen.findByText('牌譜を削除');
    expect(row(12)).toHaveTextContent('Bob、AI、Carol、AI');
    expect(row(11)).toHaveTextContent('対局中 → 中止');
    expect(row(10)).toHaveTextContent('承認：Carol');
    expect(screen.getByTestId('activity-tab').textContent).not.toMatch(DB_NAMES);
    fireEvent.mouseDown(screen.getByLabelText('操作の種類で絞り込み'));
    expect(await screen.findByText('牌譜を復元', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
    expect(screen.getByText('牌譜を削除', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
  });

  it('en-US: robots are "Robot", removed records say so', async () => {
    setupMore('en-US');
    await screen.findByText('Removed a game record');
    expect(row(12)).toHaveTextContent('Bob, Robot, Carol, Robot');
    expect(row(12)).toHaveTextContent('Robot level: Normal');
    expect(row(11)).toHaveTextContent('Status: in progress → terminated');
    expect(row(15)).toHaveTextContent('Tag names: none → Tag 1: “决赛”, Tag 3: “Semi”');
  });
});
