import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';

/**
 * Games calls (spec part 2 section 7 "Games"): ready list, plans, running games, live progress.
 * Polling: ready list and plans every 5 s, running games every 30 s (the create page polls them every 5 s).
 */

// ---- shapes (replaced by z.infer of packages/shared/src/schemas/game.ts once it lands) -----------------------

export interface ReadyPlayer {
  account_id: number;
  nickname: string;
  remark: string;
}
export interface PlanSeat {
  account_id: number;
  nickname: string;
  remark: string;
  seat: number;
  init_points: number;
  ready: boolean;
}
export interface GamePlan {
  uuid: string;
  game_start_time: number;
  accounts: PlanSeat[];
  shuffle_seat: number;
  remark: string;
}
export interface RunningPlayer {
  account_id: number;
  nickname: string;
  seat: number;
  score: number;
}
export interface RunningGame {
  game_uuid: string;
  start_time: number;
  players: RunningPlayer[];
  tag: string;
  remark: string;
  paused: number;
}
export interface GameProgress {
  uuid: string;
  chang: number;
  ju: number;
  ben: number;
  is_end: boolean;
  scores: number[];
  update_time: number;
}
export interface CreateGamePlanBody {
  unique_id: number;
  season_id: number;
  account_list: number[];
  init_points: number[];
  game_start_time: number;
  shuffle_seats: number;
  ai_level: number;
  remark: string;
}

// ---- polling intervals ----------------------------------------------------------------------------------------

export const READY_POLL_MS = 5000;
export const PLAN_POLL_MS = 5000;
export const RUNNING_POLL_MS = 30_000;

// ---- keys -----------------------------------------------------------------------------------------------------

export const readyKey = (uniqueId: number, seasonId: number) => ['game', 'ready', uniqueId, seasonId] as const;
export const plansKey = (uniqueId: number, seasonId: number) => ['game', 'plans', uniqueId, seasonId] as const;
export const runningKey = (uniqueId: number, seasonId: number) => ['game', 'running', uniqueId, seasonId] as const;
export const progressKey = (uuid: string) => ['game', 'progress', uuid] as const;

const season = (uniqueId: number, seasonId: number) => ({ unique_id: uniqueId, season_id: seasonId });

// ---- reads ----------------------------------------------------------------------------------------------------

export async function fetchReadyPlayers(uniqueId: number, seasonId: number): Promise<ReadyPlayer[]> {
  return (await apiGet<{ list: ReadyPlayer[] }>('/api/contest/ready_player_list', season(uniqueId, seasonId))).list;
}

export async function fetchPlans(uniqueId: number, seasonId: number): Promise<GamePlan[]> {
  return (await apiGet<{ list: GamePlan[] }>('/api/contest/fetch_contest_game_plan_list', season(uniqueId, seasonId)))
    .list;
}

export async function fetchRunningGames(uniqueId: number, seasonId: number): Promise<RunningGame[]> {
  return (await apiGet<{ list: RunningGame[] }>('/api/contest/contest_running_game_list', season(uniqueId, seasonId)))
    .list;
}

/** Live scores of one game; silent (on failure the page shows nothing, spec section 7). */
export function fetchProgress(uuid: string): Promise<GameProgress> {
  return apiGet<GameProgress>(`/api/game/realtime/${encodeURIComponent(uuid)}/progress/latest`, undefined, {
    silent: true,
  });
}

const live = (uniqueId: number, seasonId: number, enabled: boolean) => enabled && uniqueId > 0 && seasonId > 0;

export function useReadyPlayers(uniqueId: number, seasonId: number, enabled = true) {
  return useQuery({
    queryKey: readyKey(uniqueId, seasonId),
    queryFn: () => fetchReadyPlayers(uniqueId, seasonId),
    refetchInterval: READY_POLL_MS,
    placeholderData: keepPreviousData,
    enabled: live(uniqueId, seasonId, enabled),
  });
}

export function usePlans(uniqueId: number, seasonId: number, enabled = true) {
  return useQuery({
    queryKey: plansKey(uniqueId, seasonId),
    queryFn: () => fetchPlans(uniqueId, seasonId),
    refetchInterval: PLAN_POLL_MS,
    placeholderData: keepPreviousData,
    enabled: live(uniqueId, seasonId, enabled),
  });
}

/** How many plans the season has (the season menu lists the plan list only when there are some); every 30 s. */
export function usePlanCount(uniqueId: number, seasonId: number, enabled: boolean): number {
  const query = useQuery({
    queryKey: plansKey(uniqueId, seasonId),
    queryFn: () => fetchPlans(uniqueId, seasonId),
    refetchInterval: RUNNING_POLL_MS,
    enabled: live(uniqueId, seasonId, enabled),
  });
  return query.data?.length ?? 0;
}

/** Running games; `intervalMs` is 30 s on the running page and 5 s on the create page. */
export function useRunningGames(uniqueId: number, seasonId: number, intervalMs = RUNNING_POLL_MS, enabled = true) {
  return useQuery({
    queryKey: runningKey(uniqueId, seasonId),
    queryFn: () => fetchRunningGames(uniqueId, seasonId),
    refetchInterval: intervalMs,
    placeholderData: keepPreviousData,
    enabled: live(uniqueId, seasonId, enabled),
  });
}

/** Live progress of a running game, refreshed with the running list. */
export function useProgress(uuid: string, intervalMs = RUNNING_POLL_MS) {
  return useQuery({
    queryKey: progressKey(uuid),
    queryFn: () => fetchProgress(uuid),
    refetchInterval: intervalMs,
    retry: false,
  });
}

// ---- changes (silent: each screen reports failures with its own prefix) ------------------------------------

export function createGamePlan(body: CreateGamePlanBody): Promise<unknown> {
  return apiPost('/api/contest/create_game_plan', body, { silent: true });
}

export function removePlan(uniqueId: number, seasonId: number, uuid: string): Promise<unknown> {
  return apiPost('/api/contest/remove_contest_plan_game', { ...season(uniqueId, seasonId), uuid }, { silent: true });
}

/** 1 pause, 2 resume. */
export function pauseGame(uniqueId: number, gameUuid: string, resume: 1 | 2): Promise<unknown> {
  return apiPost(
    '/api/contest/pause_contest_running_game',
    { unique_id: uniqueId, game_uuid: gameUuid, resume },
    { silent: true },
  );
}

export function terminateGame(uniqueId: number, uuid: string): Promise<unknown> {
  return apiPost('/api/contest/terminate_contest_running_game', { unique_id: uniqueId, uuid }, { silent: true });
}

export function updateGameRemark(uniqueId: number, uuid: string, remark: string): Promise<unknown> {
  return apiPost('/api/contest/update_contest_game_remark', { unique_id: uniqueId, uuid, remark }, { silent: true });
}
