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

const contestRow = cachedRead({
  name: 'contest',
  tables: ['contests'],
  load: (db, p: { unique_id: number }) =>
    db.selectFrom('contests').selectAll().where('unique_id', '=', p.unique_id).executeTakeFirst(),
});

const adminRow = cachedRead({
  name: 'contestAdmin',
  tables: ['contest_admins'],
  load: (db, p: { unique_id: number; account_id: number }) =>
    db
      .selectFrom('contest_admins')
      .select('account_id')
      .where('unique_id', '=', p.unique_id)
      .where('account_id', '=', p.account_id)
      .executeTakeFirst(),
});

async function loadContest(db: Executor, uniqueId: number): Promise<ContestRow> {
  const contest = await cached(db, contestRow, { unique_id: uniqueId });
  if (!contest) fail(ErrorCode.CONTEST_NOT_FOUND);
  if (contest.deleted) fail(ErrorCode.CONTEST_DELETED);
  return contest;
}

export async function roleOf(db: Executor, contest: ContestRow, accountId: number): Promise<ContestRole | null> {
  if (contest.creator_id === accountId) return 'creator';
  const admin = await cached(db, adminRow, { unique_id: contest.unique_id, account_id: accountId });
  return admin ? 'admin' : null;
}

/** The creator or a manager of the contest; otherwise 2506. */
export async function requireManager(db: Executor, actor: Actor, uniqueId: number): Promise<ContestAccess> {
  const contest = await loadContest(db, uniqueId);
  const role = await roleOf(db, contest, actor.account_id);
  if (!role) fail(ErrorCode.NO_PERMISSION);
  return { contest, role };
}

/** The creator only: a manager gets 2513, anyone else 2506. */
export async function requireCreator(db: Executor, actor: Actor, uniqueId: number): Promise<ContestAccess> {
  const access = await requireManager(db, actor, uniqueId);
  if (access.role !== 'creator') fail(ErrorCode.CREATOR_ONLY);
  return access;
}

/**
 * The contest row as it is now, locked for the rest of the transaction (PostgreSQL; SQLite serialises transactions
 * already). A write that derives from the contest's fields (the manager limit, a held review, before-values for the
 * audit row) reads them here rather than from the row the policy check read when the call arrived, so two
 * concurrent changes of one contest are applied one after the other.
 */
export async function lockContestRow(trx: Executor, uniqueId: number): Promise<ContestRow> {
  const q = trx.selectFrom('contests').selectAll().where('unique_id', '=', uniqueId);
  const contest = await (isPostgres(trx) ? q.forUpdate() : q).executeTakeFirst();
  if (!contest) fail(ErrorCode.CONTEST_NOT_FOUND);
  if (contest.deleted) fail(ErrorCode.CONTEST_DELETED);
  return contest;
}

/** Changes to the contest's configuration are refused while the game administrator has locked it (2558). */
export function requireUnlocked(contest: ContestRow): void {
  if (contest.locked) fail(ErrorCode.CONFIG_LOCKED);
}
