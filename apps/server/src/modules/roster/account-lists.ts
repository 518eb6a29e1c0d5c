import { type FailedEntry, FailReason, LIMITS } from '@taikai/shared';
import type { Executor } from '../../db/database.js';
import { findAccounts } from '../account/account.repository.js';
import {
  addEntries,
  countEntries,
  entriesAmong,
  removeEntries,
  type SeasonListTable,
} from './account-lists.repository.js';

/** Editing a per-season account list (season blacklist, chat limit), with a reason for every id not applied. */

export interface ListEdit {
  done: number[];
  failed: FailedEntry[];
}

/** Removes the listed ones of `ids`; the others fail as not found. */
export async function removeFromList(
  db: Executor,
  table: SeasonListTable,
  season: { unique_id: number; season_id: number },
  ids: readonly number[],
): Promise<ListEdit> {
  const unique = [...new Set(ids)];
  const listed = await entriesAmong(db, table, season.unique_id, season.season_id, unique);
  const out: ListEdit = { done: [], failed: [] };
  for (const id of unique) {
    if (listed.has(id)) out.done.push(id);
    else out.failed.push({ account_id: id, reason: FailReason.NotFound });
  }
  await removeEntries(db, table, season.unique_id, season.season_id, out.done);
  return out;
}

/**
 * Adds accounts with their current nicknames, in the order given. Fails: unknown account → not found; listed
 * already or named twice → duplicate; in `onRoster` → on roster; the list at 3000 entries → full.
 */
export async function addToList(
  db: Executor,
  table: SeasonListTable,
  season: { unique_id: number; season_id: number },
  ids: readonly number[],
  now: number,
  onRoster: ReadonlySet<number> = new Set(),
): Promise<ListEdit> {
  const { unique_id: uniqueId, season_id: seasonId } = season;
  const accounts = new Map((await findAccounts(db, ids)).map((a) => [a.account_id, a.nickname]));
  const already = await entriesAmong(db, table, uniqueId, seasonId, ids);
  let size = await countEntries(db, table, uniqueId, seasonId);
  const seen = new Set<number>();
  const added: { account_id: number; nickname: string }[] = [];
  const out: ListEdit = { done: [], failed: [] };
  for (const id of ids) {
    const reason = !accounts.has(id)
      ? FailReason.NotFound
      : seen.has(id) || already.has(id)
        ? FailReason.Duplicate
        : onRoster.has(id)
          ? FailReason.OnRoster
          : size >= LIMITS.maxParticipants
            ? FailReason.RosterFull
            : null;
    seen.add(id);
    if (reason !== null) {
      out.failed.push({ account_id: id, reason });
      continue;
    }
    added.push({ account_id: id, nickname: accounts.get(id) as string });
    out.done.push(id);
    size += 1;
  }
  await addEntries(db, table, uniqueId, seasonId, added, now);
  return out;
}
