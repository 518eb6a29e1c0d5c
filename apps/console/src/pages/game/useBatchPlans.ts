import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchEntry } from './BatchPlanList';
import type { ParsedBatchLine } from './batchParser';
import { batchErrorText } from './display';

let nextKey = 0;

/**
 * The batch plan list's state: entries added from the set-player-list dialog, created one call per entry; a
 * created entry leaves the list, a failed one stays with its error text.
 */
export function useBatchPlans(create: (accountIds: number[]) => Promise<unknown>) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<BatchEntry[]>([]);
  const [creating, setCreating] = useState(false);

  const add = (lines: ParsedBatchLine[]) =>
    setEntries((list) => [...list, ...lines.map((l) => ({ ...l, key: `b${nextKey++}` }))]);

  const remove = (key: string) => setEntries((list) => list.filter((e) => e.key !== key));

  /** Creates every entry in order; resolves with how many were created and how many failed. */
  const createAll = async (): Promise<{ created: number; failed: number }> => {
    setCreating(true);
    let created = 0;
    let failed = 0;
    try {
      for (const entry of entries) {
        try {
          await create(entry.accountIds);
          created++;
          setEntries((list) => list.filter((e) => e.key !== entry.key));
        } catch (err) {
          failed++;
          const error = batchErrorText(t, err);
          setEntries((list) => list.map((e) => (e.key === entry.key ? { ...e, error } : e)));
        }
      }
    } finally {
      setCreating(false);
    }
    return { created, failed };
  };

  const usedIds = entries.flatMap((e) => e.accountIds.filter((id) => id > 0));

  return { entries, creating, add, remove, clear: () => setEntries([]), createAll, usedIds };
}
