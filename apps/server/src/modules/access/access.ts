import type { Actor } from '../../context.js';
import { cached, type Executor, isPostgres } from '../../db/database.js';
import { cachedRead } from '../../db/read-cache.js';
import type { ContestsTable } from '../../db/schema.js';
import { ErrorCode, fail } from '../../errors.js';

/**
 * Authorisation in one place (DESIGN section 7 rule 2). Roles on a contest: its creator, its managers (admins),
 * everyone else. Someone who is neither gets 2506 on every call about the contest, reads included; a manager on
 * a creator-only call gets 2513. A contest id that does not exist gets 2501, a deleted one 2560.
 */
export type ContestRole = 'creator' | 'admin';
export type ContestRow = Omit<ContestsTable, 'unique_id'> & { unique_id: number };

export interface ContestAccess {
  contest: ContestRow;
  role: ContestRole;
}

/** The contest and the caller's role in it, kept per contest and account (one read per checked call). */
const contestAccess = cachedRead({
  name: 'contestAccess',
  tables: ['contests', 'contest_admins'],
  load: async (db, p: { unique_id: number; account_id: number }) => {
    const contest = await db.selectFrom('contests').selectAll().where('unique_id', '=', p.unique_id).executeTakeFirst();
    if (!contest) return { contest, role: null };
    if (contest.creator_id === p.account_id) return { contest, role: 'creator' as const };
    const admin = await db
      .selectFrom('contest_admins')
      .select('account_id')
      .where('unique_id', '=', p.unique_id)
      .where('account_id', '=', p.account_id)
      .executeTakeFirst();
    return { contest, role: admin ? ('admin' as const) : null };
  },
});

/** The creator or a manager of the contest; otherwise 2506. */
export async function requireManager(db: Executor, actor: Actor, uniqueId: number): Promise<ContestAccess> {
  const { contest, role } = await cached(db, contestAccess, { unique_id: uniqueId, account_id: actor.account_id });
  if (!contest) fail(ErrorCode.CONTEST_NOT_FOUND);
  if (contest.deleted) fail(ErrorCode.CONTEST_DELETED);
  if (!role) fail(ErrorCode.NO_PERMISSION);
  return { contest, role };
}

/**
 * Whether the account may see a contest's games live: its creator or a manager (a contest that is gone: no). Everyone
 * else who may watch sees them behind the game (TAIKAI_WATCH_DELAY).
 */
export async function watchesLive(db: Executor, accountId: number | null, uniqueId: number): Promise<boolean> {
  if (!accountId) return false;
  const { contest, role } = await cached(db, contestAccess, { unique_id: uniqueId, account_id: accountId });
  return !!contest && !contest.deleted && !!role;
}

/** The creator only: a manager gets 2513, anyone else 2506. */
export async function requireCreator(db: Executor, actor: Actor, uniqueId: number): Promise<ContestAccess> {
  const access = await requireManager(db, actor, uniqueId);
  if (access.role !== 'creator') fail(ErrorCode.CREATOR_ONLY);
  return access;
}

/**
 * The contest row as it is now, locked for the rest of the transaction (PostgreSQL, `FOR NO KEY UPDATE`: it
 * serialises the writers that take it, yet lets rows that point at the contest be inserted meanwhile; SQLite
 * serialises transactions already). A write that derives from the contest's fields (the manager limit, a held review, before-values for the
 * audit row) reads them here rather than from the row the policy check read when the call arrived, so two
 * concurrent changes of one contest are applied one after the other.
 */
export async function lockContestRow(trx: Executor, uniqueId: number): Promise<ContestRow> {
  const q = trx.selectFrom('contests').selectAll().where('unique_id', '=', uniqueId);
  const contest = await (isPostgres(trx) ? q.forNoKeyUpdate() : q).executeTakeFirst();
  if (!contest) fail(ErrorCode.CONTEST_NOT_FOUND);
  if (contest.deleted) fail(ErrorCode.CONTEST_DELETED);
  return contest;
}

/** Changes to the contest's configuration are refused while the game administrator has locked it (2558). */
export function requireUnlocked(contest: ContestRow): void {
  if (contest.locked) fail(ErrorCode.CONFIG_LOCKED);
}
