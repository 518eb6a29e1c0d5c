/** Shared set-up of the lobby's component tests (not a test file itself). */
import type { AccountInfo, FindContestReply, MyContest, MyGamesReply, MyRunningGame } from '@taikai/shared';
import { Route, Routes } from 'react-router';
import { setServerTimeOffset } from '../../api/account';
import { renderWithProviders } from '../../test/render';
import LobbyPage from './LobbyPage';

export const NOW = Math.floor(Date.now() / 1000);

export function renderLobby(route = '/m/', lang: 'zh-CN' | 'en-US' | 'ja' = 'en-US') {
  setServerTimeOffset(0);
  return renderWithProviders(
    <Routes>
      <Route path="/m/*" element={<LobbyPage />} />
    </Routes>,
    { route, lang },
  );
}

export const account: AccountInfo = {
  account_id: 16329130,
  nickname: 'Rin',
  email: 'rin@example.com',
  zone: 1,
  currency: [{ id: 1, count: 0 }],
  can_create: true,
  is_operator: false,
  create_allowance: { blocked_by: null, available_from: null, active_count: 0, active_max: 5 },
};

export function mySeason(over: Partial<MyContest> = {}): MyContest {
  return {
    unique_id: 11,
    contest_id: 654321,
    contest_name: [{ lang: 'default', content: 'Spring Cup' }],
    season_id: 1,
    state: 2,
    season_state: 2,
    start_time: NOW - 86400,
    end_time: NOW + 6 * 86400,
    ready: 0,
    ...over,
  };
}

export function foundContest(over: Partial<FindContestReply['seasons'][number]> = {}): FindContestReply {
  return {
    unique_id: 11,
    contest_id: 654321,
    contest_name: [{ lang: 'default', content: 'Spring Cup' }],
    seasons: [
      {
        season_id: 1,
        state: 2,
        signup_type: 3,
        signup_start_time: NOW - 86400,
        signup_end_time: NOW + 86400,
        start_time: NOW - 86400,
        end_time: NOW + 6 * 86400,
        my_state: 0,
        ...over,
      },
    ],
  };
}

export const noGames: MyGamesReply = { plans: [], running: [], results: [] };

/**
 * A running game of Rin's: Spring Cup, South 3 (the deal has passed to seat 2, so seat 2 is east now), Rin in seat 2,
 * a robot in seat 3; each seat's wind is this hand's.
 */
export function runningGame(over: Partial<MyRunningGame> = {}): MyRunningGame {
  const ju = over.ju ?? 2;
  return {
    unique_id: 11,
    season_id: 1,
    contest_id: 654321,
    contest_name: [{ lang: 'default', content: 'Spring Cup' }],
    game_uuid: 'g-42',
    start_time: NOW - 60,
    seat: 2,
    chang: 1,
    ju,
    ben: 1,
    paused: 0,
    players: [0, 1, 2, 3].map((s) => ({
      account_id: s === 3 ? 0 : 100 + s,
      nickname: `P${s}`,
      seat: s,
      score: 25000,
      wind: (s - ju + 4) % 4,
    })),
    ...over,
  };
}
