import { type ContestDetail, DEFAULT_GAME_RULE_SETTING, type Season, type SeasonPlayer } from '@taikai/shared';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type ApiHandler, postedTo, stubApi } from '../../test/fetchRoutes';
import { renderWithProviders } from '../../test/render';
import { type SeasonContextValue, SeasonProvider } from './SeasonContext';

/** Test data and a `fetch` stub for the season, roster and chat page tests (not a test file itself). */

/** The server clock in these tests: 2026-01-01 00:00:00 UTC. */
export const NOW = 1_767_225_600;
export const DAY = 86_400;

export function makeSeason(patch: Partial<Season> = {}): Season {
  return {
    season_id: 1,
    state: 2,
    create_time: NOW - 10 * DAY,
    start_time: NOW - DAY,
    end_time: NOW + 6 * DAY,
    signup_type: 2,
    signup_start_time: NOW - DAY,
    signup_end_time: NOW + 6 * DAY,
    auto_match: 0,
    match_start_time: NOW - DAY,
    match_end_time: NOW + 6 * DAY,
    rank_rule: 0,
    remark: '',
    pending_count: 0,
    player_count: 0,
    ...patch,
  };
}

export function makeDetail(seasons: Season[] = [makeSeason()], patch: Partial<ContestDetail> = {}): ContestDetail {
  return {
    unique_id: 7,
    contest_id: 482913,
    contest_name: [{ lang: 'default', content: '雀魂春季公开赛' }],
    creator_id: 16329130,
    create_time: NOW - 20 * DAY,
    start_time: NOW - 19 * DAY,
    finish_time: NOW + 300 * DAY,
    round_type: 2,
    game_mode: 'liqi',
    open: 1,
    contest_type: 0,
    check_state: 0,
    i18n_switch: 0,
    observer_switch: 0,
    show_zones: [1, 2, 3],
    available_zones: [1, 2, 3],
    contest_setting: { game_limit: 0, system_broadcast: 0, level_limit: [] },
    game_rule_setting: DEFAULT_GAME_RULE_SETTING,
    public_notice: [],
    private_notice: [],
    manager_notice: '',
    admin_list: [],
    season_list: seasons,
    max_player_count: 3000,
    review_state: 0,
    locked: 0,
    is_creator: true,
    ...patch,
  };
}

export function makePlayer(accountId: number, patch: Partial<SeasonPlayer> = {}): SeasonPlayer {
  return {
    account_id: accountId,
    nickname: `player${accountId}`,
    remark: '',
    state: 2,
    create_time: NOW - DAY,
    account_data: '{}',
    ...patch,
  };
}

type Handler = ApiHandler;

/**
 * Stubs `fetch` by API path. Contest detail, season list and server time are answered from `seasons` unless a
 * handler is given. A handler returns the reply's `data` or a `Response` (`jsonReply({ error }, status)`).
 */
export function stubServer(seasons: Season[] | (() => Season[]), handlers: Record<string, Handler> = {}) {
  const list = () => (typeof seasons === 'function' ? seasons() : seasons);
  const all: Record<string, Handler> = {
    '/api/contest/fetch_contest_detail': () => makeDetail(list()),
    '/api/contest/fetch_contest_season_list': () => ({ list: list() }),
    '/api/contest/server_time': () => ({ time: NOW }),
    '/api/contest/fetch_contest_game_plan_list': () => ({ list: [] }),
    ...handlers,
  };
  return stubApi(all);
}

/** Query strings of the GETs to `path`. */
export function queriesTo(mock: ReturnType<typeof stubServer>, path: string): URLSearchParams[] {
  return mock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([input]) => new URL(String(input), 'http://localhost').searchParams);
}

/** A button by its text: antd puts a space between two Chinese characters, and an icon adds its own name before or after. */
export const button = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^([\\w-]+ )?\\s*${name.split('').join('\\s*')}\\s*( [\\w-]+)?$`) });

/** The context a season sub-page gets from SeasonPage, for rendering a sub-page alone. */
export function seasonContext(season: Season, seasons: Season[] = [season]): SeasonContextValue {
  return {
    uniqueId: 7,
    seasonId: season.season_id,
    season,
    seasons,
    contest: makeDetail(seasons),
    ended: season.state === 4,
  };
}

/** Renders a season sub-page inside its context (no menu, no contest/season fetches). */
export function renderInSeason(ui: ReactElement, season: Season, seasons?: Season[]) {
  return renderWithProviders(<SeasonProvider value={seasonContext(season, seasons)}>{ui}</SeasonProvider>, {
    route: `/contest/7/season/${season.season_id}`,
  });
}

export { postedTo };
