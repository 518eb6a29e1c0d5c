import type { GameRecord } from '@taikai/shared';
import { useState } from 'react';

/** One page of the records list as the server answered it. */
export interface RecordsPage {
  record_list: GameRecord[];
  total: number;
}

interface Shown {
  /** the page and page size the rows belong to */
  view: string;
  rows: GameRecord[];
  total: number;
}

export interface StableRecords {
  rows: GameRecord[];
  total: number;
  /** games the server has now that were not there when these rows were shown */
  newCount: number;
  /** the server's page differs from the shown rows by more than their fields (rows in or out) */
  changed: boolean;
  /** shows the server's page as it is now */
  showLatest: () => void;
  /** applies a change the user made to a shown row (kept until the server's copy replaces it) */
  patch: (uuid: string, change: Partial<GameRecord>) => void;
}

/**
 * The records table's rows stay where they are while the user is on the page (issue 29 #8): a refetch (after a
 * remove, restore, tag, or anything else) updates the fields of the rows on screen in place, but the games that came
 * in meanwhile are not inserted above them, so the row under the pointer is the one looked at. They are announced
 * instead (`newCount`, `changed`) and shown when the user asks (`showLatest`). Another page or page size shows that
 * page as the server has it.
 *
 * `latest` is the server's reply for `view` (undefined while only a placeholder of another view is at hand);
 * `settled` is false while a read of it is under way, so a page opened from an old cached copy waits for the
 * fresh one before it is fixed on screen.
 */
export function useStableRecords(latest: RecordsPage | undefined, view: string, settled: boolean): StableRecords {
  const [shown, setShown] = useState<Shown | null>(null);
  const fix = (page: RecordsPage): Shown => ({ view, rows: page.record_list, total: page.total });

  // a first answer, or another page: fixed as it is (React's "adjust state while rendering" pattern)
  if (latest && settled && shown?.view !== view) setShown(fix(latest));
  if (!latest && !shown)
    return { rows: [], total: 0, newCount: 0, changed: false, showLatest: () => {}, patch: () => {} };
  const base = shown?.view === view || !latest ? (shown as Shown) : fix(latest);

  const current = latest && base.view === view ? latest : undefined;
  const byUuid = new Map((current?.record_list ?? []).map((r) => [r.uuid, r]));
  const onScreen = new Set(base.rows.map((r) => r.uuid));
  const unseen = current ? current.record_list.filter((r) => !onScreen.has(r.uuid)).length : 0;
  const newCount = current ? Math.max(0, current.total - base.total) : 0;
  return {
    rows: base.rows.map((r) => byUuid.get(r.uuid) ?? r),
    total: base.total,
    newCount,
    changed: newCount > 0 || unseen > 0,
    showLatest: () => {
      if (latest) setShown(fix(latest));
    },
    patch: (uuid, change) =>
      setShown((s) => (s ? { ...s, rows: s.rows.map((r) => (r.uuid === uuid ? { ...r, ...change } : r)) } : s)),
  };
}
