import type { AccountBrief, ListChangeReply } from '@taikai/shared';
import type { EndpointReply } from '@taikai/shared/endpoints/define';
import { rosterEndpoints } from '@taikai/shared/endpoints/roster';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { contestKey } from './contestDetail';
import { seasonListKey } from './season';

/**
 * Sign-up, roster and season blacklist calls (spec part 1 section 7 "Roster and sign-up"). Changes are hooks that
 * refresh what they change: the season's player lists, and (for joins and removals) the season list and contest
 * detail, which carry the player counts.
 */

export type PlayerListReply = EndpointReply<typeof rosterEndpoints.contestSeasonPlayerList>;
export type BlacklistReply = EndpointReply<typeof rosterEndpoints.contestSeasonPlayerLimit>;
export type BlacklistEntry = BlacklistReply['list'][number];
export type RefreshNicknameReply = EndpointReply<typeof rosterEndpoints.updateContestSeasonPlayerNickname>;

export interface PlayerListParams {
  /** 1 = awaiting review, 2 = joined */
  state: 1 | 2;
  search?: string;
  offset: number;
  limit: number;
}

export const playersKey = (uniqueId: number, seasonId: number, params?: PlayerListParams) =>
  params ? (['players', uniqueId, seasonId, params] as const) : (['players', uniqueId, seasonId] as const);
export const blacklistKey = (uniqueId: number, seasonId: number, search?: string) =>
  search === undefined
    ? (['blacklist', uniqueId, seasonId] as const)
    : (['blacklist', uniqueId, seasonId, search] as const);

/** The one player-list fetcher (roster, sign-up review, import dialog, user cards, CSV export, games' search). */
export function fetchPlayers(uniqueId: number, seasonId: number, params: PlayerListParams): Promise<PlayerListReply> {
  return call(rosterEndpoints.contestSeasonPlayerList, {
    unique_id: uniqueId,
    season_id: seasonId,
    state: params.state,
    search: params.search || undefined,
    offset: params.offset,
    limit: params.limit,
  });
}

export function usePlayers(uniqueId: number, seasonId: number, params: PlayerListParams, enabled = true) {
  return useQuery({
    queryKey: playersKey(uniqueId, seasonId, params),
    queryFn: () => fetchPlayers(uniqueId, seasonId, params),
    placeholderData: keepPreviousData,
    enabled: enabled && uniqueId > 0 && seasonId > 0,
  });
}

export interface CheckEntry {
  account_id: number;
  /** 1 pass, 2 reject */
  result: 1 | 2;
  blacklist?: boolean;
}

const seasonBody = (uniqueId: number, seasonId: number) => ({ unique_id: uniqueId, season_id: seasonId });

export function checkPlayers(uniqueId: number, seasonId: number, checked: CheckEntry[]): Promise<ListChangeReply> {
  return call(rosterEndpoints.checkContestSeasonPlayer, {
    ...seasonBody(uniqueId, seasonId),
    checked_list: checked.map((c) => ({ ...c, blacklist: c.blacklist ?? false })),
  });
}

export function addPlayers(uniqueId: number, seasonId: number, accountIds: number[]): Promise<ListChangeReply> {
  return call(rosterEndpoints.addContestSeasonPlayer, {
    ...seasonBody(uniqueId, seasonId),
    account_list: accountIds,
  });
}

export function removePlayers(uniqueId: number, seasonId: number, accountIds: number[]): Promise<ListChangeReply> {
  return call(rosterEndpoints.removeContestSeasonPlayer, {
    ...seasonBody(uniqueId, seasonId),
    account_id_list: accountIds,
  });
}

export function markPlayer(uniqueId: number, seasonId: number, accountId: number, remark: string): Promise<unknown> {
  return call(rosterEndpoints.markContestSeasonPlayer, {
    ...seasonBody(uniqueId, seasonId),
    account_id: accountId,
    remark,
  });
}

export function refreshNickname(uniqueId: number, seasonId: number, accountId: number): Promise<RefreshNicknameReply> {
  return call(rosterEndpoints.updateContestSeasonPlayerNickname, {
    ...seasonBody(uniqueId, seasonId),
    account_id: accountId,
  });
}

/** `accountIds` omitted: everyone who joined the earlier season. */
export function importPlayers(
  uniqueId: number,
  fromSeasonId: number,
  toSeasonId: number,
  accountIds?: number[],
): Promise<ListChangeReply> {
  return call(rosterEndpoints.importContestSeasonPlayer, {
    unique_id: uniqueId,
    from_season_id: fromSeasonId,
    to_season_id: toSeasonId,
    ...(accountIds ? { account_list: accountIds } : {}),
  });
}

export function fetchBlacklist(uniqueId: number, seasonId: number, search?: string): Promise<BlacklistReply> {
  return call(rosterEndpoints.contestSeasonPlayerLimit, {
    ...seasonBody(uniqueId, seasonId),
    search: search || undefined,
  });
}

export function useBlacklist(uniqueId: number, seasonId: number, search: string, enabled = true) {
  return useQuery({
    queryKey: blacklistKey(uniqueId, seasonId, search),
    queryFn: () => fetchBlacklist(uniqueId, seasonId, search),
    placeholderData: keepPreviousData,
    enabled: enabled && uniqueId > 0 && seasonId > 0,
  });
}

export function setBlacklist(
  uniqueId: number,
  seasonId: number,
  change: { add?: AccountBrief[]; remove?: number[] },
): Promise<ListChangeReply> {
  return call(rosterEndpoints.setContestSeasonPlayerLimit, {
    ...seasonBody(uniqueId, seasonId),
    type: 2,
    add_list: (change.add ?? []).map((a) => ({ account_id: a.account_id, nickname: a.nickname })),
    remove_list: change.remove ?? [],
  });
}

// ---- changes as hooks --------------------------------------------------------------------------------------------

/** Refreshes the season's player lists, and with `counts` the season list and contest detail (player counts). */
function useRosterRefresh(uniqueId: number, seasonId: number) {
  const queryClient = useQueryClient();
  return (counts: boolean) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: playersKey(uniqueId, seasonId) }),
      ...(counts
        ? [
            queryClient.invalidateQueries({ queryKey: seasonListKey(uniqueId) }),
            queryClient.invalidateQueries({ queryKey: contestKey(uniqueId) }),
          ]
        : []),
    ]);
}

/** Sign-up review: pass or reject (optionally blacklisting) applicants. */
export function useCheckPlayers(uniqueId: number, seasonId: number) {
  const refresh = useRosterRefresh(uniqueId, seasonId);
  return useMutation({
    mutationFn: (checked: CheckEntry[]) => checkPlayers(uniqueId, seasonId, checked),
    onSuccess: () => refresh(true),
  });
}

export function useAddPlayers(uniqueId: number, seasonId: number) {
  const refresh = useRosterRefresh(uniqueId, seasonId);
  return useMutation({
    mutationFn: (accountIds: number[]) => addPlayers(uniqueId, seasonId, accountIds),
    onSuccess: () => refresh(true),
  });
}

export function useRemovePlayers(uniqueId: number, seasonId: number) {
  const refresh = useRosterRefresh(uniqueId, seasonId);
  return useMutation({
    mutationFn: (accountIds: number[]) => removePlayers(uniqueId, seasonId, accountIds),
    onSuccess: () => refresh(true),
  });
}

export function useRefreshNickname(uniqueId: number, seasonId: number) {
  const refresh = useRosterRefresh(uniqueId, seasonId);
  return useMutation({
    mutationFn: (accountId: number) => refreshNickname(uniqueId, seasonId, accountId),
    onSuccess: () => refresh(false),
  });
}

export function useMarkPlayer(uniqueId: number, seasonId: number) {
  const refresh = useRosterRefresh(uniqueId, seasonId);
  return useMutation({
    mutationFn: ({ accountId, remark }: { accountId: number; remark: string }) =>
      markPlayer(uniqueId, seasonId, accountId, remark),
    onSuccess: () => refresh(false),
  });
}

/** Imports from an earlier season into `seasonId`; `accountIds` omitted: everyone who joined it. */
export function useImportPlayers(uniqueId: number, seasonId: number) {
  const refresh = useRosterRefresh(uniqueId, seasonId);
  return useMutation({
    mutationFn: ({ from, accountIds }: { from: number; accountIds?: number[] }) =>
      importPlayers(uniqueId, from, seasonId, accountIds),
    onSuccess: () => refresh(true),
  });
}

export function useSetBlacklist(uniqueId: number, seasonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { add?: AccountBrief[]; remove?: number[] }) => setBlacklist(uniqueId, seasonId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blacklistKey(uniqueId, seasonId) }),
  });
}
