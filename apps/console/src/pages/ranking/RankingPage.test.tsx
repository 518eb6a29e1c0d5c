import type { CalcRankEntry, RankEntry } from '@taikai/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buttonNamed } from '../../test/fixtures/contest';
import { makeSeason, postedTo, renderInSeason, stubServer } from '../../test/fixtures/season';
import RankingPage from './RankingPage';

const RANK = '/api/contest/fetch_season_player_rank';
const CALC = '/api/contest/fetch_season_player_calc_rank';

function entry(rank: number, account_id: number, nickname: string, rank_point: number, qualified = 1): RankEntry {
  return {
    rank,
    account_id,
    nickname,
    data: {
      total_game_count: qualified ? 4 : 1,
      recent_games: [],
      highest_series_points: [],
      accumulate_point: rank_point + 10_000,
      rank_point,
      qualified,
      rank_1_count: 2,
      rank_2_count: 1,
      rank_3_count: 1,
      rank_4_count: 0,
      last_game_time: 1_767_225_000,
    },
  };
}

const standings = [
  entry(1, 10_001, '一姬', 55_000),
  entry(2, 10_002, '二阶堂', -15_000),
  entry(3, 10_003, '三上', 40_000, 0),
];

const calcEntry: CalcRankEntry = {
  rank: 1,
  account_id: 10_002,
  nickname: '二阶堂',
  score: 61.5,
  accumulate_point: 41_500,
  game_count: 3,
  rank_1_count: 2,
  rank_2_count: 0,
  rank_3_count: 1,
  rank_4_count: 0,
};

function setup(calcList: CalcRankEntry[] = [calcEntry]) {
  const season = makeSeason({ rank_rule: 102 });
  const server = stubServer([season], {
    [RANK]: () => ({ rank: standings, total: standings.length, rank_rule: 102 }),
    [CALC]: () => ({ list: calcList, total: calcList.length }),
  });
  return { ...renderInSeason(<RankingPage />, season), server };
}

/** Sets a number input's text at once (what typing ends with). */
const setNumber = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

afterEach(() => vi.unstubAllGlobals());

describe('season player rank page', { timeout: 90_000 }, () => {
  it('shows the standings under the season rule, unqualified players marked', async () => {
    const { server } = setup();
    const table = await screen.findByTestId('rank-table');
    await within(table).findByText('一姬');
    expect(screen.getByText('最近2场总分')).toBeInTheDocument();
    const row = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    // rule points and the total, ÷ 1000
    expect(within(row('一姬')).getByText('55.0')).toBeInTheDocument();
    expect(within(row('一姬')).getByText('65.0')).toBeInTheDocument();
    expect(within(row('二阶堂')).getByText('-15.0')).toBeInTheDocument();
    expect(within(row('三上')).getByText('对局不足（40.0）')).toBeInTheDocument();
    expect(screen.getByText('共 3 名选手')).toBeInTheDocument();
    expect(postedTo(server, RANK)[0]).toEqual({ unique_id: 7, season_id: 1, offset: 0, limit: 20 });
  });

  it('calculates only when the placement points sum to 0, then resets', async () => {
    const { user, server } = setup();
    await screen.findByText('一姬');
    expect(buttonNamed('计算')).toBeEnabled();
    setNumber('1位分', '20');
    expect(await screen.findByText('顺位分之和必须为 0（当前为 5）。')).toBeInTheDocument();
    expect(buttonNamed('计算')).toBeDisabled();
    setNumber('4位分', '-20');
    await waitFor(() => expect(buttonNamed('计算')).toBeEnabled());
    expect(screen.queryByText(/顺位分之和必须为 0/)).not.toBeInTheDocument();
    expect(buttonNamed('下载 CSV')).toBeDisabled();

    await user.click(buttonNamed('计算'));
    const table = await screen.findByTestId('calc-table');
    expect(within(table).getByText('61.5')).toBeInTheDocument();
    expect(buttonNamed('下载 CSV')).toBeEnabled();
    const [body] = postedTo(server, CALC) as { point_list: number[]; start_time: number; end_time: number }[];
    expect(body).toMatchObject({ unique_id: 7, season_id: 1, point_list: [20, 5, -5, -20], divisor: 1 });
    // the default range: the past 7 days
    expect(body.end_time - body.start_time).toBeGreaterThanOrEqual(7 * 86_400);
    expect(body.end_time - body.start_time).toBeLessThan(7 * 86_400 + 120);

    await user.click(buttonNamed('重置'));
    await waitFor(() => expect(screen.queryByTestId('calc-table')).not.toBeInTheDocument());
    expect(screen.getByLabelText('1位分')).toHaveValue('15');
    expect(screen.getByLabelText('4位分')).toHaveValue('-15');
    expect(buttonNamed('下载 CSV')).toBeDisabled();
  });

  it('says so when a calculation finds no data', async () => {
    const { user } = setup([]);
    await screen.findByText('一姬');
    await user.click(buttonNamed('计算'));
    expect(await screen.findByText('计算完成，但没有数据')).toBeInTheDocument();
    expect(buttonNamed('下载 CSV')).toBeDisabled();
  });
});
