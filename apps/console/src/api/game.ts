import type { GamePlan, GameProgress, PlanSeat, ReadyPlayer, RunningGame, RunningPlayer } from '@taikai/shared';
import type { EndpointInput } from '@taikai/shared/endpoints/define';
import { gameEndpoints } from '@taikai/shared/endpoints/game';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './call';

/**
 * Games calls (spec part 2 section 7 "Games") through the shared endpoint table: ready list, plans, running games,
 * live progress. Polling: ready list and plans every 5 s, running games every 30 s (the create page polls them
 * every 5 s).
 */

export type { GamePlan, GameProgress, PlanSeat, ReadyPlayer, RunningGame, RunningPlayer };
export type CreateGamePlanBody = EndpointInput<typeof gameEndpoints.createGamePlan>;
/** The running list's filters (nickname, account id, start range), without the season. */
export type RunningFilters = Omit<
  EndpointInput<typeof gameEndpoints.contestRunningGameList>,
  'unique_id' | 'season_id'
>;

// ---- polling intervals ----------------------------------------------------------------------------------------

export const READY_POLL_MS = 5000;
export const PLAN_POLL_MS = 5000;
export const RUNNING_POLL_MS = 30_000;

// ---- keys -----------------------------------------------------------------------------------------------------

export const readyKey = (uniqueId: number, seasonId: number) => ['game', 'ready', uniqueId, seasonId] as const;
export const plansKey = (uniqueId: number, seasonId: number) => ['game', 'plans', uniqueId, seasonId] as const;
export const runningKey = (uniqueId: number, seasonId: number, filters?: RunningFilters) =>
  filters
    ? (['game', 'running', uniqueId, seasonId, filters] as const)
    : (['game', 'running', uniqueId, seasonId] as const);
export const progressKey = (uuid: string) => ['game', 'progress', uuid] as const;

const season = (uniqueId: number, seasonId: number) => ({ unique_id: uniqueId, season_id: seasonId });

// ---- reads ----------------------------------------------------------------------------------------------------

export async function fetchReadyPlayers(uniqueId: number, seasonId: number): Promise<ReadyPlayer[]> {
  return (await call(gameEndpoints.readyPlayerList, season(uniqueId, seasonId))).list;
}

export async function fetchPlans(uniqueId: number, seasonId: number): Promise<GamePlan[]> {
  return (await call(gameEndpoints.fetchContestGamePlanList, season(uniqueId, seasonId))).list;
}

export async function fetchRunningGames(
  uniqueId: number,
  seasonId: number,
  filters: RunningFilters = {},
): Promise<RunningGame[]> {
  return (await call(gameEndpoints.contestRunningGameList, { ...season(uniqueId, seasonId), ...filters })).list;
}

/** Live scores of one game (the uuid fills the path); silent: on failure the page uses nothing of it (spec section 7). */
export function fetchProgress(uuid: string): Promise<GameProgress> {
  return call(gameEndpoints.gameProgressLatest, { game_uuid: uuid }, { silent: true });
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
export function useRunningGames(
  uniqueId: number,
  seasonId: number,
  intervalMs = RUNNING_POLL_MS,
  filters: RunningFilters = {},
) {
  return useQuery({
    queryKey: runningKey(uniqueId, seasonId, filters),
    queryFn: () => fetchRunningGames(uniqueId, seasonId, filters),
    refetchInterval: intervalMs,
    placeholderData: keepPreviousData,
    enabled: live(uniqueId, seasonId, true),
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

export function createGamePlan(body: CreateGamePlanBody) {
  return call(gameEndpoints.createGamePlan, body, { silent: true });
}

export function removePlan(uniqueId: number, seasonId: number, uuid: string) {
  return call(gameEndpoints.removeContestPlanGame, { ...season(uniqueId, seasonId), uuid }, { silent: true });
}

/** 1 pause, 2 resume. */
export function pauseGame(uniqueId: number, gameUuid: string, resume: 1 | 2) {
  return call(
    gameEndpoints.pauseContestRunningGame,
    { unique_id: uniqueId, game_uuid: gameUuid, resume },
    { silent: true },
  );
}

export function terminateGame(uniqueId: number, uuid: string) {
  return call(gameEndpoints.terminateContestRunningGame, { unique_id: uniqueId, uuid }, { silent: true });
}

export function updateGameRemark(uniqueId: number, uuid: string, remark: string) {
  return call(gameEndpoints.updateContestGameRemark, { unique_id: uniqueId, uuid, remark }, { silent: true });
}
