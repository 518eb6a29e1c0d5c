import type { EndpointReply } from '@taikai/shared/endpoints/define';
import { managerEndpoints } from '@taikai/shared/endpoints/manager';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { contestKey } from './contestDetail';

/**
 * Contest managers and observers (spec part 2 sections 2 "Manager page", "Observer roster", 7 "Contest-level").
 * Manager changes are `silent`: the manager page shows "add/remove manager failed" with the reason itself.
 * The manager list itself comes with the contest detail (`admin_list`).
 */

export const observersKey = (uniqueId: number) => ['observers', uniqueId] as const;

type AdminReply = EndpointReply<typeof managerEndpoints.addContestAdmin>;
type ObserverListReply = EndpointReply<typeof managerEndpoints.fetchObserverList>;
type SetObserverListReply = EndpointReply<typeof managerEndpoints.setObserverList>;

export function addContestAdmins(uniqueId: number, accountIds: number[]): Promise<AdminReply> {
  return call(managerEndpoints.addContestAdmin, { unique_id: uniqueId, account_list: accountIds }, { silent: true });
}

export function removeContestAdmins(uniqueId: number, accountIds: number[]): Promise<AdminReply> {
  return call(
    managerEndpoints.removeContestAdmin,
    { unique_id: uniqueId, account_id_list: accountIds },
    { silent: true },
  );
}

export function fetchObserverList(uniqueId: number): Promise<ObserverListReply> {
  return call(managerEndpoints.fetchObserverList, { unique_id: uniqueId });
}

export function setObserverList(
  uniqueId: number,
  change: { add?: number[]; remove?: number[] },
): Promise<SetObserverListReply> {
  return call(
    managerEndpoints.setObserverList,
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

/** Adds managers (creator only); the contest detail, which carries `admin_list`, is read again. */
export function useAddContestAdmins(uniqueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountIds: number[]) => addContestAdmins(uniqueId, accountIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKey(uniqueId) }),
  });
}

export function useRemoveContestAdmins(uniqueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountIds: number[]) => removeContestAdmins(uniqueId, accountIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKey(uniqueId) }),
  });
}

export function useSetObserverList(uniqueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { add?: number[]; remove?: number[] }) => setObserverList(uniqueId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: observersKey(uniqueId) }),
  });
}
