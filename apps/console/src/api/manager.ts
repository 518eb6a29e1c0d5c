import type { ListChangeReply, ObserverListReply } from '@taikai/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';

/**
 * Contest managers and observers (spec part 2 sections 2 "Manager page", "Observer roster", 7 "Contest-level").
 * Manager changes are `silent`: the manager page shows "add/remove manager failed" with the reason itself.
 * The manager list itself comes with the contest detail (`admin_list`).
 */

export const observersKey = (uniqueId: number) => ['observers', uniqueId] as const;

export function addContestAdmins(uniqueId: number, accountIds: number[]): Promise<ListChangeReply> {
  return apiPost<ListChangeReply>(
    '/api/contest/add_contest_admin',
    { unique_id: uniqueId, account_list: accountIds },
    { silent: true },
  );
}

export function removeContestAdmins(uniqueId: number, accountIds: number[]): Promise<ListChangeReply> {
  return apiPost<ListChangeReply>(
    '/api/contest/remove_contest_admin',
    { unique_id: uniqueId, account_id_list: accountIds },
    { silent: true },
  );
}

export function fetchObserverList(uniqueId: number): Promise<ObserverListReply> {
  return apiGet<ObserverListReply>('/api/contest/fetch_observer_list', { unique_id: uniqueId });
}

export function setObserverList(
  uniqueId: number,
  change: { add?: number[]; remove?: number[] },
): Promise<ListChangeReply> {
  return apiPost<ListChangeReply>(
    '/api/contest/set_observer_list',
    { unique_id: uniqueId, add_list: change.add ?? [], remove_list: change.remove ?? [] },
    { silent: true },
  );
}

/** The observers of a contest; only fetched while the contest's observer switch is on. */
export function useObserverList(uniqueId: number, enabled: boolean) {
  return useQuery({
    queryKey: observersKey(uniqueId),
    queryFn: () => fetchObserverList(uniqueId),
    enabled: enabled && uniqueId > 0,
  });
}
