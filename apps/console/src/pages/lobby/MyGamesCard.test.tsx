import type { MyGamesReply } from '@taikai/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/token';
import { stubApi } from '../../test/fetchRoutes';
import { account, NOW, renderLobby, runningGame } from '../../test/fixtures/lobby';
import { jsonReply } from '../../test/render';

beforeEach(() => setToken('tok'));
afterEach(() => vi.unstubAllGlobals());

const contest = {
  unique_id: 11,
  season_id: 1,
  contest_id: 654321,
  contest_name: [{ lang: 'default' as const, content: 'Spring Cup' }],
};
const none: MyGamesReply = { plans: [], running: [], results: [] };

function lobbyWith(games: MyGamesReply | (() => unknown)) {
  return stubApi({
    '/api/contest/fetch_account_info': () => account,
    '/api/contest/player/my_contests': () => ({ list: [] }),
    '/api/contest/player/my_games': typeof games === 'function' ? games : () => games,
  });
}

describe('lobby: my games', () => {
  it('says there is nothing yet', async () => {
    lobbyWith(none);
    renderLobby('/m/');
    const card = await screen.findByTestId('lobby-my-games');
    expect(card).toHaveTextContent('My games');
    expect(await within(card).findByTestId('lobby-no-games')).toHaveTextContent(/No games yet/);
  });

  it('shows no empty "My games" header when the only game is the one being played', async () => {
    lobbyWith({ ...none, running: [runningGame()] });
    renderLobby('/m/');
    expect(await screen.findByTestId('lobby-running')).toBeInTheDocument();
    expect(await screen.findByTestId('lobby-my-contests')).toBeInTheDocument();
    expect(screen.queryByTestId('lobby-my-games')).toBeNull();
    expect(screen.queryByText('My games')).toBeNull();
  });

  it('shows an upcoming plan with its start time, seats and who is ready', async () => {
    const seat = (s: number, nickname: string, ready: boolean, id = 100 + s) => ({
      account_id: id,
      nickname,
      remark: '',
      seat: s,
      init_points: 25000,
      ready,
    });
    lobbyWith({
      ...none,
      plans: [
        {
          ...contest,
          uuid: 'plan-1',
          game_start_time: NOW + 600,
          seat: 1,
          ready: false,
          remark: '',
          accounts: [seat(0, 'Aki', true), seat(1, 'Rin', false), seat(2, 'Bot', true, 0), seat(3, 'Mei', false)],
        },
      ],
    });
    renderLobby('/m/');
    const plan = await screen.findByTestId('lobby-plan');
    expect(plan).toHaveTextContent('Game at');
    expect(plan).toHaveTextContent('Spring Cup · Season 1');
    expect(plan).toHaveTextContent(/every player is ready/);
    expect(within(plan).getByTestId('lobby-seat-0')).toHaveTextContent('East Aki');
    expect(within(plan).getByTestId('lobby-seat-0')).toHaveTextContent('ready');
    expect(within(plan).getByTestId('lobby-seat-1')).toHaveClass('is-me');
    expect(within(plan).getByTestId('lobby-seat-2')).toHaveTextContent('West Robot');
    expect(within(plan).getByTestId('lobby-seat-3')).toHaveTextContent('waiting');
  });

  it("announces a started game with live scores, this hand's seat winds, and links to its table", async () => {
    lobbyWith(() => ({ ...none, running: [runningGame()] }));
    renderLobby('/m/');
    const running = await screen.findByTestId('lobby-running');
    expect(running).toHaveTextContent('Your game has started');
    expect(within(running).getByTestId('lobby-round')).toHaveTextContent('South 3, 1 honba');
    // South 3: the deal has passed to seat 2 (me), so I am east and the others follow round the table
    expect(within(running).getByTestId('lobby-seat-2')).toHaveClass('is-me');
    expect(within(running).getByTestId('lobby-seat-2')).toHaveTextContent('East P2');
    expect(within(running).getByTestId('lobby-seat-3')).toHaveTextContent('South Robot');
    expect(within(running).getByTestId('lobby-seat-0')).toHaveTextContent('West P0');
    expect(within(running).getByTestId('lobby-seat-1')).toHaveTextContent('North P1');
    // listed east first
    expect(
      within(running)
        .getAllByTestId(/^lobby-seat-/)
        .map((el) => el.dataset.testid),
    ).toEqual(['lobby-seat-2', 'lobby-seat-3', 'lobby-seat-0', 'lobby-seat-1']);
    expect(within(running).getByTestId('lobby-table-link')).toHaveAttribute('href', '/m/table/g-42');
  });

  it('polls every 5 seconds, so new scores appear', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let score = 25000;
      lobbyWith(() => ({
        ...none,
        running: [
          runningGame({
            game_uuid: 'g-1',
            start_time: NOW,
            seat: 0,
            chang: 0,
            ju: 0,
            ben: 0,
            paused: 1,
            players: [0, 1, 2, 3].map((s) => ({ account_id: 100 + s, nickname: `P${s}`, seat: s, score, wind: s })),
          }),
        ],
      }));
      renderLobby('/m/');
      const seat0 = await screen.findByTestId('lobby-seat-0');
      expect(seat0).toHaveTextContent('25,000');
      expect(screen.getByText('Paused')).toBeInTheDocument();
      score = 33100;
      await vi.advanceTimersByTimeAsync(5200);
      expect(await screen.findAllByText('33,100', {}, { timeout: 5000 })).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists my last results with placement, raw points and settlement, and no replay for a table played in person', async () => {
    lobbyWith({
      ...none,
      results: [
        {
          ...contest,
          uuid: 'r-1',
          start_time: NOW - 3600,
          end_time: NOW - 1800,
          seat: 0,
          placement: 1,
          part_point_1: 41200,
          total_point: 51200,
          terminated: 0,
          offline: 0,
          players: [],
        },
        {
          ...contest,
          uuid: 'r-2',
          start_time: NOW - 7200,
          end_time: NOW - 5400,
          seat: 0,
          placement: 4,
          part_point_1: 8000,
          total_point: -47000,
          terminated: 1,
          offline: 0,
          players: [],
        },
        {
          ...contest,
          uuid: 'r-3',
          start_time: NOW - 9000,
          end_time: NOW - 8000,
          seat: 1,
          placement: 2,
          part_point_1: 30000,
          total_point: 10000,
          terminated: 0,
          offline: 1,
          players: [],
        },
      ],
    });
    renderLobby('/m/');
    const [first, second, third] = await screen.findAllByTestId('lobby-result');
    expect(first).toHaveTextContent('#1 · 41,200');
    expect(first).toHaveTextContent('+51.2');
    expect(second).toHaveTextContent('-47.0');
    expect(second).toHaveTextContent('Terminated');
    // each finished game opens as a replay
    expect(within(first).getByRole('link', { name: 'Replay' })).toHaveAttribute('href', '/m/replay/r-1');
    expect(within(second).getByTestId('lobby-replay-link')).toHaveAttribute('href', '/m/replay/r-2');
    // a table played in person says it has no replay instead of a link that fails
    expect(third).toHaveTextContent('Offline');
    expect(within(third).queryByTestId('lobby-replay-link')).toBeNull();
    expect(within(third).getByTestId('lobby-no-replay')).toHaveTextContent('Played in person: no replay');
  });

  it('says so when the games cannot be read', async () => {
    lobbyWith(() => jsonReply({ error: { code: 2, message: 'System error.' } }, 500));
    renderLobby('/m/');
    expect(await screen.findByText('Games cannot be shown right now: System error.')).toBeInTheDocument();
  });
});
