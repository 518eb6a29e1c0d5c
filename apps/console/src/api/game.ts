import type { GamePlan, GameProgress, ReadyPlayer, RunningGame } from '@taikai/shared';
import type { EndpointInput } from '@taikai/shared/endpoints/define';
import { gameEndpoints } from '@taikai/shared/endpoints/game';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './call';

/**
 * Games calls (spec part 2 section 7 "Games") through the shared endpoint table: ready list, plans, running games,
 * live progress. Polling: ready list and plans every 5 s, running games every 30 s (the create page polls them
 * every 5 s). Changes are hooks that read again the lists they change (through the keys below).
 */

export type { GamePlan, GameProgress, ReadyPlayer, RunningGame };
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
/** One game's live progress; without `uuid`, every game's (the running page's refresh). */
export const progressKey = (uuid?: string) =>
  uuid === undefined ? (['game', 'progress'] as const) : (['game', 'progress', uuid] as const);

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

// ---- changes as hooks: each reads again what it changes; failures are the caller's to show (with its prefix) ----

/** Reads the season's plans again, or its running games with every game's live progress. */
function useGamesRefresh(uniqueId: number, seasonId: number) {
  const queryClient = useQueryClient();
  return {
    plans: () => queryClient.invalidateQueries({ queryKey: plansKey(uniqueId, seasonId) }),
    running: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: runningKey(uniqueId, seasonId) }),
        queryClient.invalidateQueries({ queryKey: progressKey() }),
      ]),
  };
}

/** The running page's refresh button: the running games and their live progress, read again now. */
export function useRefreshRunning(uniqueId: number, seasonId: number) {
  return useGamesRefresh(uniqueId, seasonId).running;
}

/** Reserves one game; the plan list is read again whatever the outcome. */
export function useCreateGamePlan(uniqueId: number, seasonId: number) {
  const refresh = useGamesRefresh(uniqueId, seasonId);
  return useMutation({ mutationFn: createGamePlan, onSettled: refresh.plans });
}

export interface PlanBatch {
  /** The players of each plan, in the list's order. */
  players: number[][];
  /** The body of one plan, built just before its call (so its start time is "now" at that call). */
  body: (accountIds: number[]) => CreateGamePlanBody;
  /** The plan at `index` was created (called as each call settles). */
  onCreated: (index: number) => void;
  /** The plan at `index` failed with `error`. */
  onFailed: (index: number, error: unknown) => void;
}

/**
 * Reserves a batch of games, one call each in order; a failed one does not stop the rest. Resolves with how many
 * were created and how many failed; the plan list is read again once, after the last.
 */
export function useCreateGamePlans(uniqueId: number, seasonId: number) {
  const refresh = useGamesRefresh(uniqueId, seasonId);
  return useMutation({
    mutationFn: async ({ players, body, onCreated, onFailed }: PlanBatch) => {
      let created = 0;
      let failed = 0;
      for (const [index, accountIds] of players.entries()) {
        try {
          await createGamePlan(body(accountIds));
          created++;
          onCreated(index);
        } catch (err) {
          failed++;
          onFailed(index, err);
        }
      }
      return { created, failed };
    },
    onSettled: refresh.plans,
  });
}

/** Stops (removes) a plan by its uuid; the plan list is read again whatever the outcome. */
export function useRemovePlan(uniqueId: number, seasonId: number) {
  const refresh = useGamesRefresh(uniqueId, seasonId);
  return useMutation({
    mutationFn: (uuid: string) => removePlan(uniqueId, seasonId, uuid),
    onSettled: refresh.plans,
  });
}

/** Pauses (`resume` 1) or resumes (2) a running game; the running list is read again whatever the outcome. */
export function usePauseGame(uniqueId: number, seasonId: number) {
  const refresh = useGamesRefresh(uniqueId, seasonId);
  return useMutation({
    mutationFn: ({ uuid, resume }: { uuid: string; resume: 1 | 2 }) => pauseGame(uniqueId, uuid, resume),
    onSettled: refresh.running,
  });
}

/** Terminates a running game by its uuid: its live progress is dropped, the running list read again. */
export function useTerminateGame(uniqueId: number, seasonId: number) {
  const queryClient = useQueryClient();
  const refresh = useGamesRefresh(uniqueId, seasonId);
  return useMutation({
    mutationFn: (uuid: string) => terminateGame(uniqueId, uuid),
    onSuccess: (_, uuid) => queryClient.removeQueries({ queryKey: progressKey(uuid) }),
    onSettled: refresh.running,
  });
}

/** Saves the remark of a plan or a running game; once saved, that list (`plans` or `running`) is read again. */
export function useUpdateGameRemark(uniqueId: number, seasonId: number, list: 'plans' | 'running') {
  const refresh = useGamesRefresh(uniqueId, seasonId);
  return useMutation({
    mutationFn: ({ uuid, remark }: { uuid: string; remark: string }) => updateGameRemark(uniqueId, uuid, remark),
    onSuccess: refresh[list],
  });
}
