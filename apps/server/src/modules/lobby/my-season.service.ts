/**
 * A player's own season in the lobby (`GET /api/contest/player/my_season`): their standing under
 * the season's rank rule, the statistics and chart the organiser sees in the player detail (ranking's
 * `seasonPlayerData`), and their finished games (removed records left out) with a Replay button. Only for a season
 * the caller is on the roster of or has played in; anyone else gets 2506, as for a manager's call.
 */
import { ErrorCode, type LangContent, type MySeasonQuery, type MySeasonReply, parseJsonList } from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { fail } from '../../errors.js';
import { findContest } from '../contest/contest.repository.js';
import { seasonPlayerData } from '../ranking/ranking.service.js';
import { toGameRecord } from '../record/record.mapper.js';
import { playerRecordPage } from '../record/record.repository.js';
import { findPlayer } from '../roster/roster.repository.js';
import { findSeason } from '../season/season.repository.js';

export async function mySeason(ctx: AppContext, actor: Actor, q: MySeasonQuery): Promise<MySeasonReply> {
  const me = actor.account_id;
  const contest = (await findContest(ctx.db, q.unique_id)) ?? fail(ErrorCode.CONTEST_NOT_FOUND);
  if (contest.deleted) fail(ErrorCode.CONTEST_DELETED);
  const season = (await findSeason(ctx.db, q.unique_id, q.season_id)) ?? fail(ErrorCode.SEASON_NOT_FOUND);
  const [player, records] = await Promise.all([
    findPlayer(ctx.db, q.unique_id, q.season_id, me),
    playerRecordPage(ctx.db, q.unique_id, q.season_id, me, q.offset, q.limit, { counted: true }),
  ]);
  if (!player && records.total === 0) fail(ErrorCode.NO_PERMISSION);
  return {
    contest_id: contest.contest_id,
    contest_name: parseJsonList<LangContent>(contest.contest_name),
    rank_rule: season.rank_rule,
    start_time: season.start_time,
    end_time: season.end_time,
    data: await seasonPlayerData(ctx, season, { unique_id: q.unique_id, season_id: q.season_id, account_id: me }),
    records: { record_list: records.list.map(toGameRecord), total: records.total },
  };
}
