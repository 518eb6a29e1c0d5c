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
