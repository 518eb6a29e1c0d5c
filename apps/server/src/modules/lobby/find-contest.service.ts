import {
  type ContestNoticesReply,
  type FindContestReply,
  type LangContent,
  PlayerState,
  parseJsonList,
  SeasonState,
} from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { ErrorCode, fail } from '../../errors.js';
import { listSeasons } from '../season/season.repository.js';
import { findContestByPublicId, findContestNoticesByPublicId, myStatesInContest } from './find-contest.repository.js';

/**
 * The lobby's contest lookup: a contest by its public id with its seasons that are not ended (newest first) and
 * the caller's state in each, so a player can sign up. Any logged-in account may look; a deleted or unknown id is
 * 2501. Rules stay with the manager screens; the notices are read with `contestNoticesForPlayer`.
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

/**
 * A contest's notices for the lobby: the public one for anyone who finds the contest (as `findContestForPlayer`),
 * the private one only for a player joined in one of its seasons (empty for anyone else). Deleted or unknown: 2501.
 */
export async function contestNoticesForPlayer(
  ctx: AppContext,
  actor: Actor,
  contestId: number,
): Promise<ContestNoticesReply> {
  const contest = await findContestNoticesByPublicId(ctx.db, contestId);
  if (!contest || contest.deleted) fail(ErrorCode.CONTEST_NOT_FOUND);
  const mine = await myStatesInContest(ctx.db, contest.unique_id, actor.account_id);
  const joined = [...mine.values()].includes(PlayerState.Joined);
  return {
    unique_id: contest.unique_id,
    contest_id: contest.contest_id,
    public_notice: parseJsonList<LangContent>(contest.public_notice),
    private_notice: joined ? parseJsonList<LangContent>(contest.private_notice) : [],
    joined,
  };
}
