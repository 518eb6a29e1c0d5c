import { type ExportKindValue, LIMITS } from '@taikai/shared';
import type { Executor } from '../../db/database.js';
import { AppError, ErrorCode } from '../../errors.js';

/**
 * The export cooldown (spec part 2 section 9): one download per manager, contest and export kind every 300 seconds,
 * kept in the database so every server instance agrees (a download in one contest does not hold back another's). A
 * download too soon is refused with 2581 naming the time of the earlier one (UTC in the message; unix seconds in
 * `detail.last_time` for the console to show in local time).
 */
export async function claimExport(
  db: Executor,
  accountId: number,
  uniqueId: number,
  kind: ExportKindValue,
  now: number,
): Promise<void> {
  // one statement: the mark is taken only where none is younger than the cooldown, so parallel downloads (on any
  // instance) cannot all pass a check made before the write
  const taken = await db
    .insertInto('export_marks')
    .values({ account_id: accountId, unique_id: uniqueId, kind, last_time: now })
    .onConflict((oc) =>
      oc
        .columns(['account_id', 'unique_id', 'kind'])
        .doUpdateSet({ last_time: now })
        .where('export_marks.last_time', '<=', now - LIMITS.exportCooldownSeconds),
    )
    .returning('last_time')
    .executeTakeFirst();
  if (taken) return;
  const mark = await db
    .selectFrom('export_marks')
    .select('last_time')
    .where('account_id', '=', accountId)
    .where('unique_id', '=', uniqueId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  const time = `${new Date(mark.last_time * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
  throw new AppError(ErrorCode.EXPORT_TOO_SOON, undefined, { time, last_time: mark.last_time });
}
