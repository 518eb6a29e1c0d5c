/** Contest list and creation (home page). Detail, update and delete live in `contestDetail.ts`. */
import type { ContestSummary, CreateContestBody } from '@taikai/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';

export const contestListKey = ['contests'] as const;

export function fetchContestList(): Promise<ContestSummary[]> {
  return apiGet<{ list: ContestSummary[] }>('/api/contest/fetch_contest_list').then((r) => r.list);
}

export function useContestList() {
  return useQuery({ queryKey: contestListKey, queryFn: fetchContestList });
}

/** Creates a contest (costs 60 diamonds). Silent: the dialog shows its own "create failed" text. */
export function createContest(body: CreateContestBody): Promise<{ unique_id?: number; contest_id?: number }> {
  return apiPost('/api/contest/create_contest', body, { silent: true });
}
