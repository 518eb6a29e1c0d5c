import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../api/token';
import { stubApi } from '../../../test/fetchRoutes';
import { account, mySeason, renderLobby } from '../../../test/fixtures/lobby';
import { emptySeason, myRecord, mySeasonReply, playerData } from '../../../test/fixtures/watch';
import { jsonReply } from '../../../test/render';

beforeEach(() => setToken('tok'));
afterEach(() => vi.unstubAllGlobals());

function seasonWith(mySeasonHandler: (q: URLSearchParams) => unknown) {
  return stubApi({
    '/api/contest/fetch_account_info': () => account,
    '/api/contest/player/my_contests': () => ({ list: [mySeason()] }),
    '/api/contest/player/my_games': () => ({ plans: [], running: [], results: [] }),
    '/api/contest/player/watch_games': () => ({ games: [], delay_seconds: 60 }),
    '/api/contest/player/my_season': mySeasonHandler,
  });
}

/** 23 games, newest first: g-1 … g-23, `limit` from `offset`. */
const allGames = Array.from({ length: 23 }, (_, i) => myRecord(`g-${i + 1}`, { end: 1_700_000_000 - i * 3600 }));
const paged = (q: URLSearchParams) => {
  const offset = Number(q.get('offset'));
  const limit = Number(q.get('limit'));
  return mySeasonReply(allGames.slice(offset, offset + limit), allGames.length);
};

describe('lobby: my season', () => {
  it('is opened from the season in "My contests"', async () => {
    seasonWith(() => mySeasonReply());
    const { user } = renderLobby('/m/');
    const season = await screen.findByTestId('my-season-11-1');
    const link = within(season).getByRole('link', { name: 'My season: Spring Cup · Season 1' });
    expect(link).toHaveAttribute('href', '/m/season/11/1');
    await user.click(link);
    expect(await screen.findByTestId('lobby-season-title')).toHaveTextContent('Spring Cup · Season 1');
    await user.click(screen.getByTestId('lobby-season-back'));
    expect(await screen.findByTestId('my-season-11-1')).toBeInTheDocument();
  });

  it('offers no season page before the organiser has accepted the sign-up', async () => {
    stubApi({
      '/api/contest/fetch_account_info': () => account,
      '/api/contest/player/my_contests': () => ({ list: [mySeason({ state: 1 })] }),
      '/api/contest/player/my_games': () => ({ plans: [], running: [], results: [] }),
      '/api/contest/player/watch_games': () => ({ games: [], delay_seconds: 60 }),
    });
    renderLobby('/m/');
    const season = await screen.findByTestId('my-season-11-1');
    expect(within(season).queryByTestId('lobby-my-season-link')).toBeNull();
  });

  it('shows my standing under the season rule, placements, the statistics and the chart', async () => {
    const asked: URLSearchParams[] = [];
    seasonWith((q) => {
      asked.push(q);
      return mySeasonReply();
    });
    renderLobby('/m/season/11/1');
    const standing = await screen.findByTestId('lobby-season-standing');
    expect(asked[0].get('unique_id')).toBe('11');
    expect(asked[0].get('season_id')).toBe('1');
    expect(asked[0].get('offset')).toBe('0');
    expect(asked[0].get('limit')).toBe('10');
    expect(screen.getByTestId('lobby-season-rule')).toHaveTextContent('Ranked by the total of the last 5 games');
    expect(within(standing).getByTestId('lobby-season-rank')).toHaveTextContent('#3');
    expect(within(standing).getByTestId('lobby-season-points')).toHaveTextContent('+45.2');
    expect(within(standing).getByTestId('lobby-season-games')).toHaveTextContent('12');
    expect(within(standing).getByTestId('lobby-season-qualified')).toHaveTextContent('Ranked');
    expect(within(standing).getByTestId('lobby-season-place-1')).toHaveTextContent('1st4 (33.3%)');
    expect(within(standing).getByTestId('lobby-season-place-4')).toHaveTextContent('4th2 (16.7%)');

    const stats = screen.getByTestId('lobby-season-stats');
    expect(stats).toHaveTextContent('Recent 5 games (season rule)+45.2');
    expect(stats).toHaveTextContent('Total of all games+81.5');
    expect(stats).toHaveTextContent('Best 5 in a rowToo few games');
    expect(stats).toHaveTextContent('Average placement2.25');
    expect(stats).toHaveTextContent('Win rate25.0%');
    expect(stats).toHaveTextContent('Deal-in rate12.0%');
    expect(stats).toHaveTextContent('Average final points26500');

    const chart = within(screen.getByTestId('lobby-season-chart')).getByRole('img', {
      name: /Placement and points of my last 2 games/,
    });
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    expect(chart.querySelector('desc')).toHaveTextContent(/#2, \+10\.0; .*#1, \+60\.0/);
  });

  it('says how many games are needed while not yet ranked', async () => {
    seasonWith(() =>
      mySeasonReply(
        [myRecord('r-1')],
        1,
        playerData({
          rank_data: { ...playerData().rank_data, qualified: 0 },
          rule_results: [{ kind: 'recent', count: 5, value: null }],
        }),
      ),
    );
    renderLobby('/m/season/11/1');
    const standing = await screen.findByTestId('lobby-season-standing');
    expect(within(standing).getByTestId('lobby-season-qualified')).toHaveTextContent('5 games needed to be ranked');
    expect(within(standing).getByTestId('lobby-season-points')).toHaveTextContent('Too few games');
  });

  it('says so when I have no game in the season yet', async () => {
    seasonWith(() => emptySeason());
    renderLobby('/m/season/11/1');
    expect(await screen.findByTestId('lobby-season-no-games')).toHaveTextContent(/No games in this season yet/);
    expect(screen.getByTestId('lobby-season-no-finished')).toHaveTextContent('No finished games in this season yet.');
    expect(screen.queryByTestId('lobby-season-chart')).toBeNull();
    expect(screen.queryByTestId('lobby-season-stats')).toBeNull();
  });

  it('lists my finished games with placement, points and a Replay link (none for a table played in person)', async () => {
    seasonWith(() =>
      mySeasonReply(
        [
          // in the chart's recent games: the server's placement (1st)
          myRecord('r-1'),
          // not among them: placed by settlement; I sat west and came 2nd
          myRecord('r-9', { seat: 2, parts: [20000, 10000, 30000, 40000], totals: [-20000, -50000, 10000, 60000] }),
          myRecord('r-10', { seat: 1, terminated: 1 }),
          // a table played in person: no replay to link to
          { ...myRecord('r-11'), offline: 1 },
        ],
        4,
      ),
    );
    renderLobby('/m/season/11/1');
    const list = await screen.findByTestId('lobby-season-games-list');
    expect(within(list).getByTestId('lobby-season-total')).toHaveTextContent('4 games');
    const first = within(list).getByTestId('lobby-season-game-r-1');
    expect(within(first).getByTestId('lobby-season-game-placement')).toHaveTextContent('#1');
    expect(first).toHaveTextContent('40,000');
    expect(first).toHaveTextContent('+60.0');
    expect(first).toHaveTextContent('with Aki, Mei, Robot');
    expect(within(first).getByRole('link', { name: /^Replay: #1/ })).toHaveAttribute('href', '/m/replay/r-1');
    const second = within(list).getByTestId('lobby-season-game-r-9');
    expect(within(second).getByTestId('lobby-season-game-placement')).toHaveTextContent('#2');
    expect(second).toHaveTextContent('+10.0');
    const third = within(list).getByTestId('lobby-season-game-r-10');
    expect(third).toHaveTextContent('Terminated');
    expect(within(third).getByTestId('lobby-season-game-placement')).toHaveTextContent('#2');
    expect(third).toHaveTextContent('+10.0');
    const offline = within(list).getByTestId('lobby-season-game-r-11');
    expect(offline).toHaveTextContent('Offline');
    expect(within(offline).queryByTestId('lobby-season-replay')).toBeNull();
    expect(within(offline).getByTestId('lobby-season-no-replay')).toHaveTextContent('Played in person: no replay');
    expect(within(list).queryByRole('navigation')).toBeNull();
  });

  it('pages through my games with previous and next', async () => {
    const fetch = seasonWith(paged);
    const { user } = renderLobby('/m/season/11/1');
    const list = await screen.findByTestId('lobby-season-games-list');
    await within(list).findByTestId('lobby-season-game-g-1');
    const pager = within(list).getByRole('navigation', { name: 'Pages of my games' });
    expect(within(pager).getByTestId('lobby-season-page-of')).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(list).getAllByRole('link', { name: /^Replay/ })).toHaveLength(10);

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(list).findByTestId('lobby-season-game-g-11')).toBeInTheDocument();
    expect(within(list).queryByTestId('lobby-season-game-g-1')).toBeNull();
    expect(within(pager).getByTestId('lobby-season-page-of')).toHaveTextContent('Page 2 of 3');
    const offsets = fetch.mock.calls
      .map(([u]) => new URL(String(u), 'http://localhost'))
      .filter((u) => u.pathname.endsWith('/my_season'))
      .map((u) => u.searchParams.get('offset'));
    expect(offsets).toContain('10');

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(list).findByTestId('lobby-season-game-g-21')).toBeInTheDocument();
    expect(within(list).getAllByRole('link', { name: /^Replay/ })).toHaveLength(3);
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await within(list).findByTestId('lobby-season-game-g-11')).toBeInTheDocument();
  });

  it('opens on the page the address names', async () => {
    seasonWith(paged);
    renderLobby('/m/season/11/1?page=3');
    expect(await screen.findByTestId('lobby-season-game-g-21')).toBeInTheDocument();
    expect(screen.getByTestId('lobby-season-page-of')).toHaveTextContent('Page 3 of 3');
  });

  it('says the season is not mine (2506), without a retry', async () => {
    seasonWith(() => jsonReply({ error: { code: 2506, message: 'No permission' } }, 403));
    renderLobby('/m/season/11/1');
    const error = await screen.findByTestId('lobby-season-error');
    expect(error).toHaveTextContent('This season is not one you play in.');
    expect(screen.queryByTestId('lobby-season-retry')).toBeNull();
    expect(screen.getByRole('link', { name: /Back to the lobby/ })).toHaveAttribute('href', '/m/');
  });

  it('shows another failure with the server message and tries again', async () => {
    let fail = true;
    seasonWith(() => (fail ? jsonReply({ error: { code: 2, message: 'database busy' } }, 500) : mySeasonReply()));
    const { user } = renderLobby('/m/season/11/1');
    const error = await screen.findByTestId('lobby-season-error');
    expect(error).toHaveTextContent('Your season cannot be shown right now: database busy');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('lobby-season-standing')).toBeInTheDocument();
  });

  it('speaks the page language (ja)', async () => {
    seasonWith(() => mySeasonReply());
    renderLobby('/m/season/11/1', 'ja');
    const standing = await screen.findByTestId('lobby-season-standing');
    expect(within(standing).getByRole('heading', { name: '自分の順位' })).toBeInTheDocument();
    expect(within(standing).getByTestId('lobby-season-rank')).toHaveTextContent('3位');
    expect(screen.getByTestId('lobby-season-rule')).toHaveTextContent('順位ルール：直近 5 戦の合計');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^牌譜：1位/ })).toHaveAttribute('href', '/m/replay/r-1'),
    );
  });
});
