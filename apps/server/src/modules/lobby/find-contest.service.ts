import { type FindContestReply, type LangContent, parseJsonList, SeasonState } from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { ErrorCode, fail } from '../../errors.js';
import { listSeasons } from '../season/season.repository.js';
import { findContestByPublicId, myStatesInContest } from './find-contest.repository.js';

/**
 * The lobby's contest lookup: a contest by its public id with its seasons that are not ended (newest first) and
 * the caller's state in each, so a player can sign up. Any logged-in account may look; a deleted or unknown id is
 * 2501. Notices and rules stay with the manager screens.
 */
export async function findContestForPlayer(
  ctx: AppContext,
  actor: Actor,
  contestId: number,
): Promise<FindContestReply> {
  const contest = await findContestByPublicId(ctx.db, contestId);
  if (!contest || contest.deleted) fail(ErrorCode.CONTEST_NOT_FOUND);
  const now = ctx.clock.now();
  const [seasons, mine] = await Promise.all([
    listSeasons(ctx.db, contest.unique_id, now),
    myStatesInContest(ctx.db, contest.unique_id, actor.account_id),
  ]);
  return {
    unique_id: contest.unique_id,
    contest_id: contest.contest_id,
    contest_name: parseJsonList<LangContent>(contest.contest_name),
    seasons: seasons
      .filter((s) => s.state !== SeasonState.Ended)
      .map((s) => ({
        season_id: s.season_id,
        state: s.state,
        signup_type: s.signup_type,
        signup_start_time: s.signup_start_time,
        signup_end_time: s.signup_end_time,
        start_time: s.start_time,
        end_time: s.end_time,
        my_state: mine.get(s.season_id) ?? 0,
      })),
  };
}
