import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CreateGamePlanBody, useCreateGamePlans } from '../../api/game';
import type { BatchEntry } from './BatchPlanList';
import type { ParsedBatchLine } from './batchParser';
import { batchErrorText } from './display';

let nextKey = 0;

/**
 * The batch plan list's state: entries added from the set-player-list dialog, created one call per entry (`body`
 * builds each call's body from the entry's players); a created entry leaves the list, a failed one stays with its
 * error text.
 */
export function useBatchPlans(uniqueId: number, seasonId: number, body: (accountIds: number[]) => CreateGamePlanBody) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<BatchEntry[]>([]);
  const creating = useCreateGamePlans(uniqueId, seasonId);

  const add = (lines: ParsedBatchLine[]) =>
    setEntries((list) => [...list, ...lines.map((l) => ({ ...l, key: `b${nextKey++}` }))]);

  const remove = (key: string) => setEntries((list) => list.filter((e) => e.key !== key));

  /** Creates every entry in order; resolves with how many were created and how many failed. */
  const createAll = (): Promise<{ created: number; failed: number }> => {
    const batch = entries;
    return creating.mutateAsync({
      players: batch.map((e) => e.accountIds),
      body,
      onCreated: (index) => setEntries((list) => list.filter((e) => e.key !== batch[index]?.key)),
      onFailed: (index, err) => {
        const error = batchErrorText(t, err);
        setEntries((list) => list.map((e) => (e.key === batch[index]?.key ? { ...e, error } : e)));
      },
    });
  };

  const usedIds = entries.flatMap((e) => e.accountIds.filter((id) => id > 0));

  return { entries, creating: creating.isPending, add, remove, clear: () => setEntries([]), createAll, usedIds };
}
