import { type Season, SeasonAuditAction, SeasonState, seasonStateAt, type UpdateSeasonBody } from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { inTransaction } from '../../db/database.js';
import { emit } from '../../domain-events.js';
import { ErrorCode, ensure, fail } from '../../errors.js';
import { type ContestAccess, lockContestRow } from '../access/access.js';
import { writeAudit } from '../audit/audit.repository.js';
import {
  insertSeason,
  listSeasons,
  lockContestSeasons,
  lockSeason,
  type SeasonRow,
  seasonCounts,
  toSeason,
  updateSeason,
} from './season.repository.js';
import { applySeasonSetting, checkNewSeasonTimes, newSeasonRow } from './season.rules.js';
import { writableSeason } from './season.scope.js';

/** Seasons of a contest (spec part 1 sections 4, 5, 7): list, create, update, end. */

const END_NOW_TIMES = [
  'end_time',
  'signup_start_time',
  'signup_end_time',
  'match_start_time',
  'match_end_time',
] as const;

/** For "end now": the season's times after `now` (the end time always), moved to `now`, with their old values. */
function endTimesAt(season: SeasonRow, now: number) {
  const before: Record<string, number> = {};
  const after: Partial<Record<(typeof END_NOW_TIMES)[number], number>> = {};
  for (const key of END_NOW_TIMES)
    if (season[key] > now || key === 'end_time') {
      before[key] = season[key];
      after[key] = now;
    }
  return { before, after };
}

export async function seasonList(ctx: AppContext, access: ContestAccess): Promise<{ list: Season[] }> {
  return { list: await listSeasons(ctx.db, access.contest.unique_id, ctx.clock.now()) };
}

/**
 * A new season, only when every season of the contest is ended (2541). It is numbered after the last one and
 * inherits its sign-up type, auto-match flag, rank rule and seating method (unless the call names one); the sign-up and match windows default to the new
 * season's period; remark and chat limit start empty.
 */
export async function createSeason(
  ctx: AppContext,
  actor: Actor,
  { contest }: ContestAccess,
  body: { unique_id: number; start_time: number; end_time: number; seating_method?: string },
): Promise<{ season_id: number }> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    // The contest row first: two creations of one contest queue here, so the second sees the first's season
    // (on PostgreSQL a lock on the existing seasons does not cover the one being inserted).
    await lockContestRow(trx, body.unique_id);
    const seasons = await lockContestSeasons(trx, body.unique_id);
    ensure(
      seasons.every((s) => s.ended),
      ErrorCode.SEASON_NOT_ENDED,
    );
    checkNewSeasonTimes(body.start_time, body.end_time, Math.max(contest.create_time, now));
    const previous = seasons[0];
    const seasonId = (previous?.season_id ?? 0) + 1;
    const row = newSeasonRow({
      unique_id: body.unique_id,
      season_id: seasonId,
      create_time: now,
      start_time: body.start_time,
      end_time: body.end_time,
      seating_method: body.seating_method,
      previous,
    });
    await insertSeason(trx, row);
    await writeAudit(trx, {
      unique_id: body.unique_id,
      account_id: actor.account_id,
      action: SeasonAuditAction.Create,
      after: row,
      now,
    });
    return { season_id: seasonId };
  });
}

/**
 * Applies a partial setting (the console sends all of it while pending, without start_time afterwards). Changing
 * the sign-up type away from "check" deletes the players still waiting for review; editing the end time of a
 * running season marks it so it may be ended early.
 */
export async function updateSeasonSetting(
  ctx: AppContext,
  actor: Actor,
  access: ContestAccess,
  body: UpdateSeasonBody,
): Promise<Season> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const { contest, season } = await writableSeason(trx, access, body.season_id);
    const { patch, dropPending } = applySeasonSetting(season, body.setting, now, Math.max(contest.create_time, now));
    await updateSeason(trx, body.unique_id, body.season_id, patch);
    const dropped = dropPending
      ? await emit(trx, 'season.reviewClosed', { unique_id: body.unique_id, season_id: body.season_id })
      : 0;
    await writeAudit(trx, {
      unique_id: body.unique_id,
      account_id: actor.account_id,
      action: SeasonAuditAction.Update,
      before: season,
      after: { ...patch, ...(dropPending ? { dropped_pending: dropped } : {}) },
      now,
    });
    const updated = { ...season, ...patch } as SeasonRow;
    return toSeason(updated, now, await seasonCounts(trx, body.unique_id, body.season_id));
  });
}

/**
 * Ends a season: a finished one, or a running one whose end time was edited (2541 otherwise); an ended one gets
 * 2565. Every game of the season must be over first: live games or plans waiting to start refuse it (2597).
 */
export async function endSeason(
  ctx: AppContext,
  actor: Actor,
  body: { unique_id: number; season_id: number; end_now?: 0 | 1 },
): Promise<Season> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const season = (await lockSeason(trx, body.unique_id, body.season_id)) ?? fail(ErrorCode.SEASON_NOT_FOUND);
    const state = seasonStateAt(season, now);
    if (state === SeasonState.Ended) fail(ErrorCode.SEASON_ENDED);
    // `end_now` on a running season: the end (and later sign-up/match times) move to now, then it ends.
    const endNow = body.end_now === 1 && state === SeasonState.Running ? endTimesAt(season, now) : null;
    const endable =
      state === SeasonState.Finished || (state === SeasonState.Running && (season.end_edited === 1 || !!endNow));
    ensure(endable, ErrorCode.SEASON_NOT_ENDED);
    await emit(trx, 'season.ending', { unique_id: body.unique_id, season_id: body.season_id });
    await updateSeason(trx, body.unique_id, body.season_id, { ...endNow?.after, ended: 1 });
    await writeAudit(trx, {
      unique_id: body.unique_id,
      account_id: actor.account_id,
      action: SeasonAuditAction.End,
      before: { state, ...endNow?.before },
      after: { ...endNow?.after, ended: 1 },
      now,
    });
    const ended = { ...season, ...endNow?.after, ended: 1 };
    return toSeason(ended, now, await seasonCounts(trx, body.unique_id, body.season_id));
  });
}
