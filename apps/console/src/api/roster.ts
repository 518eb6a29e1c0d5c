import type {
  AccountBrief,
  blacklistReply,
  ListChangeReply,
  playerListReply,
  refreshNicknameReply,
  SeasonPlayer,
} from '@taikai/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPost } from './client';

/** Sign-up, roster and season blacklist calls (spec part 1 section 7 "Roster and sign-up"). */

export type PlayerListReply = z.infer<typeof playerListReply>;
export type BlacklistReply = z.infer<typeof blacklistReply>;
export type BlacklistEntry = BlacklistReply['list'][number];

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

export function fetchPlayers(uniqueId: number, seasonId: number, params: PlayerListParams): Promise<PlayerListReply> {
  return apiGet<PlayerListReply>('/api/contest/contest_season_player_list', {
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
  return apiPost<ListChangeReply>('/api/contest/check_contest_season_player', {
    ...seasonBody(uniqueId, seasonId),
    checked_list: checked.map((c) => ({ ...c, blacklist: c.blacklist ?? false })),
  });
}

export function addPlayers(uniqueId: number, seasonId: number, accountIds: number[]): Promise<ListChangeReply> {
  return apiPost<ListChangeReply>('/api/contest/add_contest_season_player', {
    ...seasonBody(uniqueId, seasonId),
    account_list: accountIds,
  });
}

export function removePlayers(uniqueId: number, seasonId: number, accountIds: number[]): Promise<ListChangeReply> {
  return apiPost<ListChangeReply>('/api/contest/remove_contest_season_player', {
    ...seasonBody(uniqueId, seasonId),
    account_id_list: accountIds,
  });
}

export function markPlayer(uniqueId: number, seasonId: number, accountId: number, remark: string): Promise<unknown> {
  return apiPost('/api/contest/mark_contest_season_player', {
    ...seasonBody(uniqueId, seasonId),
    account_id: accountId,
    remark,
  });
}

export function refreshNickname(
  uniqueId: number,
  seasonId: number,
  accountId: number,
): Promise<z.infer<typeof refreshNicknameReply>> {
  return apiPost('/api/contest/update_contest_season_player_nickname', {
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
  return apiPost<ListChangeReply>('/api/contest/import_contest_season_player', {
    unique_id: uniqueId,
    from_season_id: fromSeasonId,
    to_season_id: toSeasonId,
    ...(accountIds ? { account_list: accountIds } : {}),
  });
}

export function fetchBlacklist(uniqueId: number, seasonId: number, search?: string): Promise<BlacklistReply> {
  return apiGet<BlacklistReply>('/api/contest/contest_season_player_limit', {
    ...seasonBody(uniqueId, seasonId),
    search: search || undefined,
  });
}

export function useBlacklist(uniqueId: number, seasonId: number, search: string) {
  return useQuery({
    queryKey: blacklistKey(uniqueId, seasonId, search),
    queryFn: () => fetchBlacklist(uniqueId, seasonId, search),
    placeholderData: keepPreviousData,
    enabled: uniqueId > 0 && seasonId > 0,
  });
}

export function setBlacklist(
  uniqueId: number,
  seasonId: number,
  change: { add?: AccountBrief[]; remove?: number[] },
): Promise<ListChangeReply> {
  return apiPost<ListChangeReply>('/api/contest/contest_season_player_limit', {
    ...seasonBody(uniqueId, seasonId),
    type: 2,
    add_list: (change.add ?? []).map((a) => ({ account_id: a.account_id, nickname: a.nickname })),
    remove_list: change.remove ?? [],
  });
}

export type { SeasonPlayer };
