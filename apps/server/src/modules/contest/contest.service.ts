import {
  AuditAction,
  type AuditLogQuery,
  type AuditLogReply,
  type ContestDetail,
  type ContestListItem,
  LIMITS,
} from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { cached, inTransaction } from '../../db/database.js';
import { cachedRead } from '../../db/read-cache.js';
import { ErrorCode, ensure, fail } from '../../errors.js';
import { type ContestAccess, lockContestRow } from '../access/access.js';
import { listAudit, writeAudit } from '../audit/audit.repository.js';
import { listSeasons, readSeasons, SEASON_LIST_TABLES } from '../season/season.repository.js';
import { contestNames, toDetail, toSummary } from './contest.mapper.js';
import { findContest, listContestAdmins, listContestsOfAccount, updateContest } from './contest.repository.js';

/** Reading contests, deleting one, and reading its audit log. Creating and updating live in their own services. */

/** The caller's contests, each with its current (newest) season, so the home page shows where each one stands. */
export async function fetchContestList(ctx: AppContext, actor: Actor): Promise<{ list: ContestListItem[] }> {
  const rows = await listContestsOfAccount(ctx.db, actor.account_id);
  const now = ctx.clock.now();
  const list = await Promise.all(
    rows.map(async (row) => {
      const [current] = await listSeasons(ctx.db, row.unique_id, now);
      return { ...toSummary(row), current_season: current ?? null };
    }),
  );
  return { list };
}

/**
 * The detail is a function of the database, of the caller's role (checked by the endpoint's policy) and of the
 * current second (season states follow the clock), so the whole answer is kept in the read cache under exactly
 * those: the console polls it.
 */
export function fetchContestDetail(ctx: AppContext, { contest, role }: ContestAccess): Promise<ContestDetail> {
  const params = { unique_id: contest.unique_id, is_creator: role === 'creator', now: ctx.clock.now() };
  return cached(ctx.db, contestDetail, params);
}

const contestDetail = cachedRead({
  name: 'contestDetail',
  tables: ['contests', 'contest_admins', 'accounts', ...SEASON_LIST_TABLES],
  load: async (db, p: { unique_id: number; is_creator: boolean; now: number }) => {
    const [contest, admins, seasons] = await Promise.all([
      findContest(db, p.unique_id),
      listContestAdmins(db, p.unique_id),
      readSeasons(db, p.unique_id, p.now),
    ]);
    if (!contest) fail(ErrorCode.CONTEST_NOT_FOUND);
    return toDetail(contest, { admins, seasons, isCreator: p.is_creator });
  },
});

/** Creator only; a soft delete (the row stays, every later call about it answers 2560). */
export async function deleteContest(ctx: AppContext, actor: Actor, uniqueId: number): Promise<Record<string, never>> {
  return inTransaction(ctx.db, async (trx) => {
    const contest = await lockContestRow(trx, uniqueId);
    await updateContest(trx, uniqueId, { deleted: 1 });
    await writeAudit(trx, {
      unique_id: uniqueId,
      account_id: actor.account_id,
      action: AuditAction.DeleteContest,
      before: { contest_id: contest.contest_id, contest_name: contestNames(contest), deleted: 0 },
      after: { deleted: 1 },
      now: ctx.clock.now(),
    });
    return {};
  });
}

/** The most recent entries first; only the last LIMITS.auditLogMax can be read (2556 beyond). */
export async function fetchAuditLog(ctx: AppContext, q: AuditLogQuery): Promise<AuditLogReply> {
  ensure(q.offset + q.limit <= LIMITS.auditLogMax, ErrorCode.ONLY_LAST_LOGS);
  return listAudit(ctx.db, q.unique_id, q.offset, q.limit, {
    window: LIMITS.auditLogMax,
    account_id: q.account_id,
    action: q.action,
  });
}
