import { type FailedEntry, FailReason, LIMITS, PlayerState } from '@taikai/shared';
import type { Executor } from '../../db/database.js';
import type { ContestRow } from '../access/access.js';
import { seasonCounts } from '../season/season.repository.js';
import { entriesAmong } from './account-lists.repository.js';
import {
  EMPTY_ACCOUNT_DATA,
  findPlayers,
  insertPlayers,
  type NewPlayer,
  setPlayersState,
} from './roster.repository.js';

/** At most 3000 joined players at once (spec part 1 section 9), lower when the contest says so. */
export function rosterCap(contest: Pick<ContestRow, 'max_player_count'>): number {
  const own = contest.max_player_count;
  return own > 0 ? Math.min(own, LIMITS.maxParticipants) : LIMITS.maxParticipants;
}

export interface Candidate {
  account_id: number;
  nickname: string;
  remark?: string;
}

export interface Admission {
  success: number[];
  failed: FailedEntry[];
}

/**
 * Puts accounts on a season's roster as joined players (manager add and import). Refused one by one, in the order
 * given: named twice or already joined → duplicate; on the season blacklist → blacklisted; roster full → full.
 * A player still waiting for review is joined (the manager's add is a pass). Everything is written in bulk.
 */
export async function admitPlayers(
  db: Executor,
  season: { unique_id: number; season_id: number },
  contest: ContestRow,
  candidates: readonly Candidate[],
  now: number,
): Promise<Admission> {
  const { unique_id: uniqueId, season_id: seasonId } = season;
  const ids = candidates.map((c) => c.account_id);
  const existing = new Map((await findPlayers(db, uniqueId, seasonId, ids)).map((p) => [p.account_id, p.state]));
  const blacklisted = await entriesAmong(db, 'season_blacklist', uniqueId, seasonId, ids);
  let joined = (await seasonCounts(db, uniqueId, seasonId)).joined;
  const cap = rosterCap(contest);

  const seen = new Set<number>();
  const inserts: NewPlayer[] = [];
  const promotions: number[] = [];
  const out: Admission = { success: [], failed: [] };
  for (const c of candidates) {
    const id = c.account_id;
    const reason =
      seen.has(id) || existing.get(id) === PlayerState.Joined
        ? FailReason.Duplicate
        : blacklisted.has(id)
          ? FailReason.Blacklisted
          : joined >= cap
            ? FailReason.RosterFull
            : null;
    seen.add(id);
    if (reason !== null) {
      out.failed.push({ account_id: id, reason });
      continue;
    }
    if (existing.has(id)) promotions.push(id);
    else
      inserts.push({
        unique_id: uniqueId,
        season_id: seasonId,
        account_id: id,
        state: PlayerState.Joined,
        nickname: c.nickname,
        remark: c.remark ?? '',
        create_time: now,
        account_data: EMPTY_ACCOUNT_DATA,
      });
    joined += 1;
    out.success.push(id);
  }
  await insertPlayers(db, inserts);
  await setPlayersState(db, uniqueId, seasonId, promotions, PlayerState.Joined);
  return out;
}
