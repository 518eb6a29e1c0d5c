import { parseRankRule, type RankGame, type RankRule, standingOf } from '@taikai/shared';
import type { Executor } from '../../db/database.js';
import {
  countedSeats,
  KEPT_COLUMNS,
  lockSeasonStandings,
  lockStats,
  type NewStatsRow,
  type SeatRow,
  type StatsRow,
  seasonRankRule,
  setRosterGameCounts,
  setStandingsRule,
  standingsRule,
  statsRows,
  writeStatsMany,
} from './standings.repository.js';

/**
 * Kept standings: each season player's statistics and standing under the season's rank rule live in
 * `season_player_stats`, recomputed for the players a change touches, in the caller's transaction — a finished
 * game (games/record.repository.ts), a removed or restored record. The ranking page then reads them in index order.
 * `rebuildStandings` recomputes a whole season from the records and reports every row that differed.
 *
 * Counted games are the records' seats with removed = 0, terminated games included (they carry a final result like
 * any other; docs/ARCHITECTURE.md "Game records").
 */

/** The standing columns of a stats row, as written. */
type KeptColumns = Omit<NewStatsRow, 'unique_id' | 'season_id' | 'account_id'>;

function ruleOf(code: number): RankRule {
  return parseRankRule(code) ?? { kind: 'none', count: 0 };
}

const short = (g: RankGame) => ({ rank: g.placement, total_point: g.total_point });

/** The kept row of one player from their counted seats. */
export function keptRow(rule: RankRule, seats: readonly SeatRow[]): Required<KeptColumns> {
  const s = standingOf(
    rule,
    seats.map((x) => ({
      placement: x.placement,
      total_point: x.total_point,
      end_time: x.end_time,
      uuid: x.record_uuid,
    })),
  );
  let part = 0;
  let hands = 0;
  let wins = 0;
  let dealIns = 0;
  let riichis = 0;
  for (const x of seats) {
    part += x.part_point_1;
    hands += x.hands;
    wins += x.wins;
    dealIns += x.deal_ins;
    riichis += x.riichis;
  }
  return {
    game_count: s.game_count,
    accumulate_point: s.accumulate_point,
    part_point_sum: part,
    rank_1_count: s.rank_counts[0],
    rank_2_count: s.rank_counts[1],
    rank_3_count: s.rank_counts[2],
    rank_4_count: s.rank_counts[3],
    hands,
    wins,
    deal_ins: dealIns,
    riichis,
    last_game_time: s.last_game_time,
    rank_point: s.rank_point,
    qualified: s.qualified,
    recent_games: JSON.stringify(s.recent_games.map(short)),
    series_games: JSON.stringify(s.series_games.map(short)),
  };
}

function groupByAccount(seats: readonly SeatRow[]): Map<number, SeatRow[]> {
  const by = new Map<number, SeatRow[]>();
  for (const x of seats) {
    const list = by.get(x.account_id);
    if (list) list.push(x);
    else by.set(x.account_id, [x]);
  }
  return by;
}

/**
 * Updates the given players' statistics and standings from their counted records, inside the caller's
 * transaction. When the season's rank rule is not the one its standings were kept under, the whole season is
 * rebuilt instead.
 */
export async function refreshStandings(
  trx: Executor,
  uniqueId: number,
  seasonId: number,
  accountIds: readonly number[],
  now: number,
): Promise<void> {
  const ids = [...new Set(accountIds.filter((id) => id > 0))];
  if (ids.length === 0) return;
  await lockSeasonStandings(trx, uniqueId, seasonId);
  const code = await seasonRankRule(trx, uniqueId, seasonId);
  if (code === null) return;
  if ((await standingsRule(trx, uniqueId, seasonId)) !== code) {
    await rebuildStandings(trx, uniqueId, seasonId, now);
    return;
  }
  await lockStats(trx, uniqueId, seasonId, ids);
  const rule = ruleOf(code);
  const by = groupByAccount(await countedSeats(trx, uniqueId, seasonId, ids));
  const rows = ids.map((id) => ({
    unique_id: uniqueId,
    season_id: seasonId,
    account_id: id,
    ...keptRow(rule, by.get(id) ?? []),
  }));
  await writeRows(trx, uniqueId, seasonId, rows);
}

/** Kept rows and the roster's game counts, a few statements whatever the number of players. */
async function writeRows(trx: Executor, uniqueId: number, seasonId: number, rows: NewStatsRow[]): Promise<void> {
  await writeStatsMany(trx, rows);
  const totals = rows.map((r) => ({ account_id: r.account_id, total: r.game_count ?? 0 }));
  await setRosterGameCounts(trx, uniqueId, seasonId, totals);
}

export interface StandingDifference {
  account_id: number;
  /** the columns whose kept value differed from the records */
  columns: string[];
}

/** The columns a recomputation checks: every kept one. */
const COMPARED: readonly (keyof KeptColumns)[] = KEPT_COLUMNS;

/** Kept rows that differ from a recomputation (a missing row counts as an all-zero one). */
export function differences(
  kept: readonly StatsRow[],
  expected: ReadonlyMap<number, Required<KeptColumns>>,
  empty: Required<KeptColumns>,
): StandingDifference[] {
  const keptBy = new Map(kept.map((r) => [r.account_id, r]));
  const ids = new Set([...keptBy.keys(), ...expected.keys()]);
  const out: StandingDifference[] = [];
  for (const id of [...ids].sort((a, b) => a - b)) {
    const want = expected.get(id) ?? empty;
    const have = keptBy.get(id);
    const columns = COMPARED.filter((c) => (have ? have[c] : empty[c]) !== want[c]);
    if (columns.length) out.push({ account_id: id, columns });
  }
  return out;
}

/** Computes every player's kept row of a season from its records. */
export async function expectedStandings(db: Executor, uniqueId: number, seasonId: number, code: number) {
  const rule = ruleOf(code);
  const by = groupByAccount(await countedSeats(db, uniqueId, seasonId, null));
  const expected = new Map<number, Required<KeptColumns>>();
  for (const [id, seats] of by) expected.set(id, keptRow(rule, seats));
  return { expected, empty: keptRow(rule, []) };
}

/**
 * Recomputes a season's statistics and standings from its records (removed ones left out) under its current rank
 * rule, writes every row that differed, and returns those differences.
 */
export async function rebuildStandings(
  trx: Executor,
  uniqueId: number,
  seasonId: number,
  now: number,
): Promise<StandingDifference[]> {
  await lockSeasonStandings(trx, uniqueId, seasonId);
  const code = await seasonRankRule(trx, uniqueId, seasonId);
  if (code === null) return [];
  const { expected, empty } = await expectedStandings(trx, uniqueId, seasonId, code);
  const kept = await statsRows(trx, uniqueId, seasonId, null);
  const diffs = differences(kept, expected, empty);
  const rows = diffs.map((d) => ({
    unique_id: uniqueId,
    season_id: seasonId,
    account_id: d.account_id,
    ...(expected.get(d.account_id) ?? empty),
  }));
  await writeRows(trx, uniqueId, seasonId, rows);
  await setStandingsRule(trx, uniqueId, seasonId, code, now);
  return diffs;
}

/** Whether the season's standings were kept under its current rank rule (false: a rebuild is due). */
export async function standingsCurrent(db: Executor, uniqueId: number, seasonId: number): Promise<boolean> {
  const code = await seasonRankRule(db, uniqueId, seasonId);
  return code === null || (await standingsRule(db, uniqueId, seasonId)) === code;
}
