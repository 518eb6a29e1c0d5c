import {
  defaultGameRuleSetting,
  type GameMode,
  type GamePlan,
  type ReadyPlayer,
  type RunningGame,
  type Season,
} from '@taikai/shared';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { ApiHandler } from '../../test/fetchRoutes';
import { renderWithProviders } from '../../test/render';
import { SeasonProvider } from '../season/SeasonContext';
import { makeDetail, makeSeason, NOW, seasonContext, stubServer } from '../season/testFixtures';

/** Test data, a fetch stub and a renderer for the games screens' tests (not a test file itself). */

export const READY = '/api/contest/ready_player_list';
export const PLANS = '/api/contest/fetch_contest_game_plan_list';
export const RUNNING = '/api/contest/contest_running_game_list';
export const CREATE = '/api/contest/create_game_plan';
export const REMOVE = '/api/contest/remove_contest_plan_game';
export const PAUSE = '/api/contest/pause_contest_running_game';
export const TERMINATE = '/api/contest/terminate_contest_running_game';
export const REMARK = '/api/contest/update_contest_game_remark';
export const progressPath = (uuid: string) => `/api/game/realtime/${uuid}/progress/latest`;

export const ready = (id: number, nickname = `p${id}`): ReadyPlayer => ({
  account_id: id,
  nickname,
  remark: '',
  ready_time: NOW,
});

export function makePlan(uuid: string, seats: [number, string, boolean][], patch: Partial<GamePlan> = {}): GamePlan {
  return {
    uuid,
    accounts: seats.map(([account_id, nickname, isReady], seat) => ({
      account_id,
      nickname,
      remark: '',
      seat,
      init_points: 25000,
      ready: isReady,
    })),
    game_start_time: NOW + 600,
    remark: '',
    shuffle_seat: 0,
    ai_level: 1,
    status: 'create',
    create_time: NOW - 60,
    ...patch,
  };
}

export function makeRunning(uuid: string, players: [number, string][], patch: Partial<RunningGame> = {}): RunningGame {
  return {
    game_uuid: uuid,
    uuid,
    start_time: NOW - 300,
    players: players.map(([account_id, nickname], seat) => ({ account_id, nickname, seat, score: 25000 })),
    chang: 0,
    ju: 0,
    ben: 0,
    scores: players.map(() => 25000),
    tag: 0,
    remark: '',
    paused: 0,
    paused_at: 0,
    ...patch,
  };
}

export interface GameScene {
  season?: Partial<Season>;
  roundType?: 1 | 2 | 11 | 12;
  mode?: GameMode;
  handlers?: Record<string, ApiHandler>;
}

/** Stubs the games calls (empty lists unless given) and renders `ui` inside a season of the given rule. */
export function renderGamePage(ui: ReactElement, scene: GameScene = {}) {
  const season = makeSeason(scene.season);
  const server = stubServer([season], {
    [READY]: () => ({ list: [] }),
    [PLANS]: () => ({ list: [] }),
    [RUNNING]: () => ({ list: [] }),
    ...scene.handlers,
  });
  const rule = defaultGameRuleSetting(scene.roundType ?? 2, scene.mode ?? 'liqi');
  const ctx = { ...seasonContext(season), contest: makeDetail([season], { game_rule_setting: rule }) };
  const rendered = renderWithProviders(<SeasonProvider value={ctx}>{ui}</SeasonProvider>, {
    route: `/contest/7/season/${season.season_id}/match-reservation`,
    lang: 'en-US',
  });
  return { ...rendered, server };
}

/** A DataTransfer stand-in for HTML5 drag and drop in jsdom. */
export function dataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => void data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    effectAllowed: 'all',
    dropEffect: 'move',
    types: [] as string[],
  };
}

/**
 * The button whose label text is `text`, inside `scope`. Role queries walk the whole antd tree and take seconds
 * each on a loaded machine, so the games tests find controls by their texts and labels.
 */
export const btn = (text: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;

/** The antd modal whose title (or other text) is `text` (a confirm renders its title twice). */
export const findModal = async (text: string) =>
  (await screen.findAllByText(text))[0].closest('.ant-modal') as HTMLElement;

/** The antd modal holding `element`. */
export const modalOf = (element: HTMLElement) => element.closest('.ant-modal') as HTMLElement;
