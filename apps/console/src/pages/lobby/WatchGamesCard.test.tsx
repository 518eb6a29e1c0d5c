import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchGamesKey } from '../../api/lobby';
import { setToken } from '../../api/token';
import { stubApi } from '../../test/fetchRoutes';
import { account, renderLobby } from '../../test/fixtures/lobby';
import { watchGame, watchReply } from '../../test/fixtures/watch';
import { jsonReply } from '../../test/render';

beforeEach(() => setToken('tok'));
afterEach(() => vi.unstubAllGlobals());

function lobbyWith(watch: () => unknown) {
  return stubApi({
    '/api/contest/fetch_account_info': () => account,
    '/api/contest/player/my_contests': () => ({ list: [] }),
    '/api/contest/player/my_games': () => ({ plans: [], running: [], results: [] }),
    '/api/contest/player/watch_games': watch,
  });
}

const autumn = {
  unique_id: 12,
  season_id: 2,
  contest_id: 777777,
  contest_name: [{ lang: 'default' as const, content: 'Autumn League' }],
};

describe('lobby: games to watch', () => {
  it('is left out when there is no game to watch', async () => {
    const fetch = lobbyWith(() => watchReply([]));
    renderLobby('/m/');
    expect(await screen.findByTestId('lobby-my-contests')).toBeInTheDocument();
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u).includes('watch_games'))).toBe(true));
    expect(screen.queryByTestId('lobby-watch-games')).toBeNull();
    expect(screen.queryByText('Games to watch')).toBeNull();
  });

  it('is left out, without a toast, when the list cannot be read', async () => {
    const fetch = lobbyWith(() => jsonReply({ error: { code: 2, message: 'database busy' } }, 500));
    renderLobby('/m/');
    expect(await screen.findByTestId('lobby-my-contests')).toBeInTheDocument();
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u).includes('watch_games'))).toBe(true));
    expect(screen.queryByTestId('lobby-watch-games')).toBeNull();
    expect(screen.queryByText(/database busy/)).toBeNull();
  });

  it('lists the games by contest: round in words, seats in wind order with scores, delayed or live, Watch', async () => {
    lobbyWith(() =>
      watchReply(
        [
          watchGame(),
          watchGame({ game_uuid: 'w-2', chang: 0, ju: 0, ben: 0, paused: 1 }),
          watchGame({ ...autumn, game_uuid: 'w-3', live: true, chang: 0, ju: 3, ben: 2 }),
        ],
        60,
      ),
    );
    renderLobby('/m/');
    const card = await screen.findByTestId('lobby-watch-games');
    expect(within(card).getByRole('heading', { name: 'Games to watch' })).toBeInTheDocument();

    const spring = within(card).getByTestId('lobby-watch-contest-11');
    expect(within(spring).getByRole('heading', { name: 'Spring Cup' })).toBeInTheDocument();
    const delayed = within(spring).getByTestId('lobby-watch-w-1');
    expect(within(delayed).getByTestId('lobby-watch-round')).toHaveTextContent('South 3, 1 honba');
    expect(within(delayed).getByTestId('lobby-watch-delay')).toHaveTextContent('60 s behind');
    expect(delayed).toHaveTextContent('Season 1');
    // South 3: seat 2 deals, so seat 2 is east; the robot (seat 3) is south
    const seats = within(delayed).getAllByTestId(/^lobby-watch-seat-/);
    expect(seats.map((s) => s.dataset.testid)).toEqual([
      'lobby-watch-seat-2',
      'lobby-watch-seat-3',
      'lobby-watch-seat-0',
      'lobby-watch-seat-1',
    ]);
    expect(seats[0]).toHaveTextContent('East Kai');
    expect(seats[0]).toHaveTextContent('27,500');
    expect(seats[1]).toHaveTextContent('South Robot');
    expect(seats[2]).toHaveTextContent('West Aki');
    expect(seats[2]).toHaveTextContent('31,000');
    const watch = within(delayed).getByRole('link', { name: 'Watch: Aki, Mei, Kai, Robot' });
    expect(watch).toHaveAttribute('href', '/m/table/w-1?watch=1');

    const paused = within(spring).getByTestId('lobby-watch-w-2');
    expect(paused).toHaveTextContent('Paused');
    expect(within(paused).getByTestId('lobby-watch-round')).toHaveTextContent('East 1, 0 honba');

    const live = within(card).getByTestId('lobby-watch-contest-12');
    expect(within(live).getByRole('heading', { name: 'Autumn League' })).toBeInTheDocument();
    const liveGame = within(live).getByTestId('lobby-watch-w-3');
    expect(liveGame).toHaveTextContent('Live');
    expect(within(liveGame).queryByTestId('lobby-watch-delay')).toBeNull();
    expect(within(liveGame).getByTestId('lobby-watch-round')).toHaveTextContent('East 4, 2 honba');
    expect(within(liveGame).getByRole('link', { name: /^Watch/ })).toHaveAttribute('href', '/m/table/w-3?watch=1');
  });

  it('is reached by keyboard: each Watch button is a link in the tab order', async () => {
    lobbyWith(() => watchReply([watchGame(), watchGame({ game_uuid: 'w-2' })]));
    const { user } = renderLobby('/m/');
    const card = await screen.findByTestId('lobby-watch-games');
    const links = within(card).getAllByRole('link', { name: /^Watch/ });
    expect(links).toHaveLength(2);
    links[0].focus();
    await user.tab();
    expect(document.activeElement).toBe(links[1]);
  });

  it('keeps the games last read, with a note, when a later read fails', async () => {
    let fail = false;
    lobbyWith(() =>
      fail ? jsonReply({ error: { code: 2, message: 'database busy' } }, 500) : watchReply([watchGame()]),
    );
    const { queryClient } = renderLobby('/m/');
    const card = await screen.findByTestId('lobby-watch-games');
    fail = true;
    await queryClient.refetchQueries({ queryKey: watchGamesKey });
    expect(await within(card).findByTestId('lobby-watch-stale')).toHaveTextContent(/could not be refreshed/);
    expect(within(card).getByTestId('lobby-watch-w-1')).toBeInTheDocument();
  });

  it('speaks the page language (zh-CN): 延迟, 观战, 电脑', async () => {
    lobbyWith(() => watchReply([watchGame()], 90));
    renderLobby('/m/', 'zh-CN');
    const card = await screen.findByTestId('lobby-watch-games');
    expect(within(card).getByRole('heading', { name: '可观战的对局' })).toBeInTheDocument();
    expect(within(card).getByTestId('lobby-watch-delay')).toHaveTextContent('延迟 90 秒');
    expect(within(card).getByTestId('lobby-watch-round')).toHaveTextContent('南3局 1本场');
    expect(within(card).getByRole('link', { name: '观战：Aki、Mei、Kai、电脑' })).toBeInTheDocument();
  });
});
