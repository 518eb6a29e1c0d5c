import { encodeAccountId } from '@taikai/shared';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fastUser, makeDetail, makePlayer, makeSeason, stubServer } from '../../test/fixtures/contest';
import { renderWithProviders } from '../../test/render';
import ContestPage from './ContestPage';

vi.setConfig({ testTimeout: 90_000 });
afterEach(() => vi.unstubAllGlobals());

const seasons = [
  makeSeason({ season_id: 11, state: 4, start_time: 1_700_000_000 }),
  makeSeason({ season_id: 12, state: 2, start_time: 1_700_300_000 }),
  makeSeason({ season_id: 13, state: 1, start_time: 1_700_900_000, end_time: 1_701_500_000 }),
  makeSeason({ season_id: 14, state: 2, start_time: 1_700_400_000 }),
];

/** 45 joined players; the first one has a known id and no account data. */
const roster = Array.from({ length: 45 }, (_, i) =>
  i === 0
    ? makePlayer(16329130, { nickname: '咲', remark: '东京代表', account_data: '' })
    : makePlayer(20_000_000 + i, { nickname: `雀士${i + 1}`, account_data: JSON.stringify({ total_game_count: i }) }),
);

/** The player detail dialog's data for 咲: 2 games, +12.5 in total. */
const playerData = {
  player: {
    account_id: 16329130,
    nickname: '咲',
    remark: '东京代表',
    state: 2,
    account_data: { total_game_count: 2, recent_games: [], highest_series_points: [] },
  },
  rank_data: {
    rank: 1,
    rank_point: 12_500,
    qualified: 1,
    accumulate_point: 12_500,
    part_point_sum: 60_000,
    rank_1_count: 1,
    rank_2_count: 1,
    rank_3_count: 0,
    rank_4_count: 0,
    hands: 20,
    wins: 5,
    deal_ins: 2,
    riichis: 4,
  },
  rank_rule: 0,
  rule_results: [
    { kind: 'total', count: 0, value: 12_500 },
    { kind: 'recent', count: 3, value: null },
    { kind: 'series', count: 3, value: null },
  ],
  recent: [
    { uuid: 'a', end_time: 1_700_950_000, rank: 2, part_point_1: 28_000, total_point: -7_000 },
    { uuid: 'b', end_time: 1_700_960_000, rank: 1, part_point_1: 32_000, total_point: 19_500 },
  ],
};

function setup() {
  const server = stubServer({
    '/api/contest/fetch_contest_detail': () => makeDetail({ season_list: seasons }),
    '/api/contest/contest_season_player_list': (q) => {
      const offset = Number(q.get('offset'));
      const limit = Number(q.get('limit'));
      return { list: roster.slice(offset, offset + limit), total: roster.length };
    },
    '/api/contest/fetch_season_player_data': () => playerData,
  });
  const view = renderWithProviders(<ContestPage />, { route: '/contest/7/user', path: '/contest/:id/*' });
  const playerQueries = () =>
    server.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/contest/contest_season_player_list')
      .map((url) => Object.fromEntries(url.searchParams));
  return { ...view, user: fastUser(), server, playerQueries };
}

describe('user cards', () => {
  it('shows 20 joined players of the first season by state, then newest start', async () => {
    const { playerQueries } = setup();
    await waitFor(() => expect(screen.getAllByTestId('player-card')).toHaveLength(20));
    // pending season 13 comes before the running ones and the ended one
    expect(playerQueries()[0]).toEqual({ unique_id: '7', season_id: '13', state: '2', offset: '0', limit: '20' });
    expect(screen.getByText('参赛人数：45')).toBeInTheDocument();
  });

  it('shows nickname, remark, encoded id and game count on each card', async () => {
    setup();
    const first = await screen.findByLabelText('咲');
    expect(within(first).getByText('ID：47904916')).toBeInTheDocument();
    expect(within(first).getByText('备注：东京代表')).toBeInTheDocument();
    expect(within(first).getByText('对局数：0')).toBeInTheDocument();
    const third = screen.getByLabelText('雀士3');
    expect(within(third).getByText(`ID：${encodeAccountId(20_000_002)}`)).toBeInTheDocument();
    expect(within(third).getByText('对局数：2')).toBeInTheDocument();
  });

  it('pages by 20', async () => {
    const { user, playerQueries } = setup();
    await screen.findByLabelText('咲');
    await user.click(screen.getByTitle('3'));
    await screen.findByLabelText('雀士41');
    expect(screen.getAllByTestId('player-card')).toHaveLength(5);
    expect(playerQueries().at(-1)).toMatchObject({ offset: '40', limit: '20' });
    await user.click(screen.getByTitle('2'));
    await screen.findByLabelText('雀士21');
    expect(screen.getAllByTestId('player-card')).toHaveLength(20);
    expect(screen.queryByLabelText('咲')).not.toBeInTheDocument();
  });

  it('opens the player with the season block and their season data', async () => {
    const { user } = setup();
    await user.click(await screen.findByLabelText('咲'));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const fmt = (unix: number) => dayjs.unix(unix).format('YYYY-MM-DD HH:mm:ss');
    expect(within(dialog).getByText(`${fmt(1_700_900_000)} ~ ${fmt(1_701_500_000)}`)).toBeInTheDocument();
    expect(within(dialog).getByText('47904916')).toBeInTheDocument();
    expect(await within(dialog).findByText('东京代表')).toBeInTheDocument();
    // boxes with the rank-rule results and the placement counts
    expect(await within(dialog).findAllByText('对局不足')).toHaveLength(2);
    expect(within(dialog).getByText('平均顺位')).toBeInTheDocument();
    expect(within(dialog).getByText('1.50')).toBeInTheDocument();
    expect(within(dialog).getByText('25.0%')).toBeInTheDocument(); // win rate 5 / 20
  });
});
