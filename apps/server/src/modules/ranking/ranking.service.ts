import {
  type CalcRankBody,
  type CalcRankEntry,
  calculateRanking,
  canonicalRankRule,
  type PlayerData,
  parseJsonList,
  parseRankRule,
  type RankData,
  type RankEntry,
  type RankRule,
  standingOf,
} from '@taikai/shared';
import type { AppContext } from '../../context.js';
import { cached, type Executor, inTransaction } from '../../db/database.js';
import { cachedRead } from '../../db/read-cache.js';
import { ErrorCode, fail } from '../../errors.js';
import type { ContestAccess } from '../access/access.js';
import { nicknames } from '../record/record.repository.js';
import { requireSeasonRecords } from '../record/record.service.js';
import { findPlayer } from '../roster/roster.repository.js';
import { readableSeason } from '../season/season.scope.js';
import {
  countedTimeSpan,
  countStandings,
  findStanding,
  playerSeats,
  playersAhead,
  standingPage,
  type Tally,
  tallyByRecords,
  tallyByTime,
  tallyKept,
} from './ranking.repository.js';
import { rebuildStandings, standingsCurrent } from './standings.js';
import { countedSeats, type StatsRow, seasonRankRule, standingsRule } from './standings.repository.js';

/** Standings, the calculated ranking and one player's season data (spec part 2 sections 2, 3, 5, 7). */

type SeasonRef = { unique_id: number; season_id: number };

const ruleOf = (code: number): RankRule => parseRankRule(code) ?? { kind: 'none', count: 0 };

const parseGames = (text: string) => parseJsonList<{ rank: number; total_point: number }>(text);

export function toRankData(s: StatsRow, rule: RankRule): RankData {
  const series = parseGames(s.series_games);
  return {
    total_game_count: s.game_count,
    recent_games: parseGames(s.recent_games),
    highest_series_points: rule.kind === 'series' && series.length ? [{ key: rule.count, results: series }] : [],
    accumulate_point: s.accumulate_point,
    rank_point: s.rank_point,
    qualified: s.qualified,
    rank_1_count: s.rank_1_count,
    rank_2_count: s.rank_2_count,
    rank_3_count: s.rank_3_count,
    rank_4_count: s.rank_4_count,
    last_game_time: s.last_game_time,
  };
}

/** Rebuilds the season's kept standings when its rank rule changed since they were kept. */
export async function currentStandings(ctx: AppContext, ref: SeasonRef): Promise<void> {
  if (await standingsCurrent(ctx.db, ref.unique_id, ref.season_id)) return;
  await inTransaction(ctx.db, (trx) => rebuildStandings(trx, ref.unique_id, ref.season_id, ctx.clock.now()));
}

/**
 * A page of the standings under the season's rank rule: an indexed read of the kept rows, kept whole in the read cache
 * while none of its tables changed in the contest (the console polls it). A season whose standings were kept under
 * another rule is rebuilt first (once; the rebuild's writes empty the entry).
 */
export async function seasonRank(
  ctx: AppContext,
  access: ContestAccess,
  q: SeasonRef & { offset: number; limit: number },
): Promise<RankPage> {
  // The season must be the contest's (2534): the page's loader reads it, so a hit needs no other read.
  const params = { unique_id: access.contest.unique_id, season_id: q.season_id, offset: q.offset, limit: q.limit };
  const page = await cached(ctx.db, rankPageRead, params);
  if (page.current) return page.reply;
  await inTransaction(ctx.db, (trx) => rebuildStandings(trx, params.unique_id, params.season_id, ctx.clock.now()));
  return (await cached(ctx.db, rankPageRead, params)).reply;
}

interface RankPage {
  rank: RankEntry[];
  total: number;
  rank_rule: number;
}

const rankPageRead = cachedRead({
  name: 'rankingPage',
  tables: ['seasons', 'season_standings', 'season_player_stats', 'season_players', 'accounts'],
  load: async (db, p: SeasonRef & { offset: number; limit: number }) => {
    const [code, kept, rank, total] = await Promise.all([
      seasonRankRule(db, p.unique_id, p.season_id),
      standingsRule(db, p.unique_id, p.season_id),
      standingPage(db, p.unique_id, p.season_id, p.offset, p.limit),
      countStandings(db, p.unique_id, p.season_id),
    ]);
    if (code === null) fail(ErrorCode.SEASON_NOT_FOUND);
    const reply: RankPage = {
      rank: toRankEntries(rank, code, p.offset),
      total,
      rank_rule: canonicalRankRule(code) ?? 0,
    };
    return { current: kept === code, reply };
  },
});

/** Kept rows in ranking order as the wire shows them, numbered from `offset + 1`. */
function toRankEntries(rows: (StatsRow & { nickname: unknown })[], code: number, offset: number): RankEntry[] {
  const rule = ruleOf(code);
  return rows.map((r, i) => ({
    rank: offset + i + 1,
    account_id: r.account_id,
    nickname: String(r.nickname ?? ''),
    data: toRankData(r, rule),
  }));
}

/** Entries of the standings from `offset` on (the export's batches). */
export async function rankRows(db: Executor, ref: SeasonRef, code: number, offset: number, limit: number) {
  return toRankEntries(await standingPage(db, ref.unique_id, ref.season_id, offset, limit), code, offset);
}

/**
 * The custom calculation: over the season's counted records ending in the time range, or over the chosen records
 * (each must be the season's: 1203 / 2580). Removed records are left out either way.
 */
export async function calcRank(ctx: AppContext, access: ContestAccess, body: CalcRankBody) {
  await readableSeason(ctx.db, access, body.season_id);
  const list = await calcRankList(ctx.db, body);
  return { list, total: list.length };
}

export async function calcRankList(db: Executor, body: CalcRankBody): Promise<CalcRankEntry[]> {
  let tallies: Tally[];
  if (body.uuid_list) {
    await requireSeasonRecords(db, body, body.uuid_list);
    tallies = await tallyByRecords(db, body.uuid_list);
  } else {
    // A range that holds every counted record reads the kept statistics (equal to the records: kept in the same
    // transactions, checked by the rebuild tests) instead of aggregating the records.
    const span = await countedTimeSpan(db, body.unique_id, body.season_id);
    const whole =
      span !== null &&
      (body.start_time === undefined || body.start_time <= span.first) &&
      (body.end_time === undefined || body.end_time >= span.last);
    tallies = whole
      ? await tallyKept(db, body.unique_id, body.season_id)
      : await tallyByTime(db, body.unique_id, body.season_id, body.start_time, body.end_time);
  }
  const entries = calculateRanking(
    tallies.map((t) => ({
      account_id: t.account_id,
      game_count: t.game_count,
      accumulate_point: t.accumulate_point,
      rank_counts: [t.r1, t.r2, t.r3, t.r4],
    })),
    body.point_list,
    body.divisor,
    body.min_game_count,
  );
  const names = await nicknames(
    db,
    body.unique_id,
    body.season_id,
    entries.map((e) => e.account_id),
  );
  return entries.map((e) => ({ ...e, nickname: names.get(e.account_id) ?? '' }));
}

const CHART_GAMES = 20;

/** One player's season (fetch_season_player_data, a manager's call): see `seasonPlayerData`. */
export async function playerData(
  ctx: AppContext,
  access: ContestAccess,
  q: SeasonRef & { account_id: number },
): Promise<PlayerData> {
  const { season } = await readableSeason(ctx.db, access, q.season_id);
  return seasonPlayerData(ctx, season, q);
}

/**
 * One player's season: kept statistics, position, every rule's result, and the recent games for the chart (the
 * organiser's player detail, and the player's own season in the lobby).
 */
export async function seasonPlayerData(
  ctx: AppContext,
  season: { rank_rule: number },
  q: SeasonRef & { account_id: number },
): Promise<PlayerData> {
  await currentStandings(ctx, q);
  const db = ctx.db;
  const rule = ruleOf(season.rank_rule);
  const [player, kept, names, seats, recent] = await Promise.all([
    findPlayer(db, q.unique_id, q.season_id, q.account_id),
    findStanding(db, q.unique_id, q.season_id, q.account_id),
    nicknames(db, q.unique_id, q.season_id, [q.account_id]),
    countedSeats(db, q.unique_id, q.season_id, [q.account_id]),
    playerSeats(db, q.unique_id, q.season_id, q.account_id, CHART_GAMES),
  ]);
  const games = seats.map((s) => ({
    placement: s.placement,
    total_point: s.total_point,
    end_time: s.end_time,
    uuid: s.record_uuid,
  }));
  const n = rule.kind === 'none' ? 3 : rule.count;
  const result = (r: RankRule) => {
    const s = standingOf(r, games);
    return { kind: r.kind === 'none' ? 'total' : r.kind, count: r.count, value: s.qualified ? s.rank_point : null };
  };
  const rules: RankRule[] = [rule];
  for (const r of [
    { kind: 'none', count: 0 },
    { kind: 'recent', count: n },
    { kind: 'series', count: n },
  ] as RankRule[]) {
    if (r.kind !== rule.kind) rules.push(r);
  }
  const data = kept && kept.game_count > 0 ? toRankData(kept, rule) : null;
  const position = kept && kept.game_count > 0 ? (await playersAhead(db, q.unique_id, q.season_id, kept)) + 1 : 0;
  return {
    player: {
      account_id: q.account_id,
      nickname: player?.nickname ?? names.get(q.account_id) ?? '',
      remark: player?.remark ?? '',
      state: player?.state ?? 0,
      account_data: {
        total_game_count: data?.total_game_count ?? 0,
        recent_games: data?.recent_games ?? [],
        highest_series_points: data?.highest_series_points ?? [],
      },
    },
    rank_data: {
      rank: position,
      rank_point: kept?.rank_point ?? 0,
      qualified: kept?.qualified ?? 0,
      accumulate_point: kept?.accumulate_point ?? 0,
      part_point_sum: kept?.part_point_sum ?? 0,
      rank_1_count: kept?.rank_1_count ?? 0,
      rank_2_count: kept?.rank_2_count ?? 0,
      rank_3_count: kept?.rank_3_count ?? 0,
      rank_4_count: kept?.rank_4_count ?? 0,
      hands: kept?.hands ?? 0,
      wins: kept?.wins ?? 0,
      deal_ins: kept?.deal_ins ?? 0,
      riichis: kept?.riichis ?? 0,
    },
    rank_rule: canonicalRankRule(season.rank_rule) ?? 0,
    rule_results: rules.map(result),
    recent: recent
      .map((r) => ({
        uuid: r.record_uuid,
        end_time: r.end_time,
        rank: r.placement,
        part_point_1: r.part_point_1,
        total_point: r.total_point,
      }))
      .reverse(),
  };
}
