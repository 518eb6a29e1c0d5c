/**
 * Rank rule codes (DESIGN section 4): 0 none; 100+N total of the recent N games; 200+N best total of N
 * consecutive games (N 2..10). Legacy codes: 1 → recent 3, 2 → recent 5, 12..15 → series N = code − 10.
 */
export type RankRuleKind = 'none' | 'recent' | 'series';
export interface RankRule {
  kind: RankRuleKind;
  count: number;
}

export function parseRankRule(code: number): RankRule | null {
  if (code === 0) return { kind: 'none', count: 0 };
  if (code === 1) return { kind: 'recent', count: 3 };
  if (code === 2) return { kind: 'recent', count: 5 };
  if (code >= 12 && code <= 15) return { kind: 'series', count: code - 10 };
  if (code >= 102 && code <= 110) return { kind: 'recent', count: code - 100 };
  if (code >= 202 && code <= 210) return { kind: 'series', count: code - 200 };
  return null;
}

export function rankRuleCode(rule: RankRule): number {
  if (rule.kind === 'none') return 0;
  return (rule.kind === 'recent' ? 100 : 200) + rule.count;
}

/** The canonical (written) form of any readable code, or null for an unknown code. */
export function canonicalRankRule(code: number): number | null {
  const rule = parseRankRule(code);
  return rule ? rankRuleCode(rule) : null;
}

// ---- Standings under a rank rule ----

/** One counted game of a player: placement 1–4, settlement ×1000 (uma/oka included), end time, record uuid. */
export interface RankGame {
  placement: number;
  total_point: number;
  end_time: number;
  uuid: string;
}

/**
 * A player's standing in a season under a rank rule, from their non-removed games:
 * - `none`: rank_point is the total of all games; every player with a game is qualified.
 * - `recent` N: the total of the N most recent games.
 * - `series` N: the best total of N consecutive games (in play order); of equal windows the earliest is kept.
 * Under `recent` and `series` a player with fewer than N games is not qualified: ranked after every qualified
 * player, with rank_point the total of the games they have.
 */
export interface Standing {
  game_count: number;
  accumulate_point: number;
  rank_counts: [number, number, number, number];
  rank_point: number;
  qualified: 0 | 1;
  last_game_time: number;
  /** up to RECENT_SHOWN most recent games, newest first */
  recent_games: RankGame[];
  /** the counted games of the best series, in play order (empty unless the rule is `series` and qualified) */
  series_games: RankGame[];
}

export const RECENT_SHOWN = 10;

/** Play order: end time, then uuid (records ending in the same second keep one fixed order). */
export function byPlayOrder(a: RankGame, b: RankGame): number {
  return a.end_time - b.end_time || (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0);
}

const sum = (games: readonly RankGame[]) => games.reduce((s, g) => s + g.total_point, 0);

/** The N most recent games' total (fewer when there are fewer games). `games` in play order. */
export function recentTotal(games: readonly RankGame[], n: number): number {
  return sum(games.slice(Math.max(0, games.length - n)));
}

/** The best window of N consecutive games (earliest of equal totals), or null with fewer than N games. */
export function bestSeries(games: readonly RankGame[], n: number): { start: number; total: number } | null {
  if (n < 1 || games.length < n) return null;
  let window = sum(games.slice(0, n));
  let best = { start: 0, total: window };
  for (let i = n; i < games.length; i++) {
    window += games[i].total_point - games[i - n].total_point;
    if (window > best.total) best = { start: i - n + 1, total: window };
  }
  return best;
}

/** The standing of one player; `games` in any order (sorted here into play order). */
export function standingOf(rule: RankRule, input: readonly RankGame[]): Standing {
  const games = [...input].sort(byPlayOrder);
  const counts: [number, number, number, number] = [0, 0, 0, 0];
  for (const g of games) if (g.placement >= 1 && g.placement <= 4) counts[g.placement - 1] += 1;
  const total = sum(games);
  const recent = games.slice(Math.max(0, games.length - RECENT_SHOWN)).reverse();
  const base = {
    game_count: games.length,
    accumulate_point: total,
    rank_counts: counts,
    last_game_time: games.length ? games[games.length - 1].end_time : 0,
    recent_games: recent,
  };
  if (rule.kind === 'recent') {
    return {
      ...base,
      rank_point: recentTotal(games, rule.count),
      qualified: games.length >= rule.count ? 1 : 0,
      series_games: [],
    };
  }
  if (rule.kind === 'series') {
    const best = bestSeries(games, rule.count);
    return best
      ? {
          ...base,
          rank_point: best.total,
          qualified: 1,
          series_games: games.slice(best.start, best.start + rule.count),
        }
      : { ...base, rank_point: total, qualified: 0, series_games: [] };
  }
  return { ...base, rank_point: total, qualified: games.length > 0 ? 1 : 0, series_games: [] };
}

/** What the ranking orders by; `account_id` last so every position is unique. */
export interface StandingKey {
  account_id: number;
  qualified: number;
  rank_point: number;
  accumulate_point: number;
  rank_1_count: number;
  last_game_time: number;
}

/**
 * Ranking order: qualified players first; then higher rule result; ties broken by higher total of all games, then
 * more first places, then the earlier last game, then the lower account id.
 */
export function compareStanding(a: StandingKey, b: StandingKey): number {
  return (
    b.qualified - a.qualified ||
    b.rank_point - a.rank_point ||
    b.accumulate_point - a.accumulate_point ||
    b.rank_1_count - a.rank_1_count ||
    a.last_game_time - b.last_game_time ||
    a.account_id - b.account_id
  );
}

// ---- Calculated ranking (records page; DESIGN section 4) ----

export interface CalcTally {
  account_id: number;
  game_count: number;
  accumulate_point: number;
  rank_counts: readonly number[];
}

export interface CalcEntry {
  account_id: number;
  rank: number;
  score: number;
  accumulate_point: number;
  game_count: number;
  rank_1_count: number;
  rank_2_count: number;
  rank_3_count: number;
  rank_4_count: number;
}

/**
 * score = accumulate_point / 1000 × divisor + Σ placement points over the games (rounded to 0.001); players under
 * `minGames` are left out. Ordered by score, then the tie order of the standings (total, firsts, account id);
 * equal scores share a rank (1, 1, 3 …).
 */
export function calculateRanking(
  tallies: readonly CalcTally[],
  points: readonly number[],
  divisor: number,
  minGames: number,
): CalcEntry[] {
  const rows = tallies
    .filter((t) => t.game_count >= minGames && t.game_count > 0)
    .map((t) => {
      const placementPoints = t.rank_counts.reduce((s, n, i) => s + n * (points[i] ?? 0), 0);
      const score = Math.round(((t.accumulate_point * divisor) / 1000 + placementPoints) * 1000) / 1000;
      return {
        account_id: t.account_id,
        rank: 0,
        score,
        accumulate_point: t.accumulate_point,
        game_count: t.game_count,
        rank_1_count: t.rank_counts[0] ?? 0,
        rank_2_count: t.rank_counts[1] ?? 0,
        rank_3_count: t.rank_counts[2] ?? 0,
        rank_4_count: t.rank_counts[3] ?? 0,
      };
    });
  rows.sort(
    (a, b) =>
      b.score - a.score ||
      b.accumulate_point - a.accumulate_point ||
      b.rank_1_count - a.rank_1_count ||
      a.account_id - b.account_id,
  );
  rows.forEach((r, i) => {
    r.rank = i > 0 && rows[i - 1].score === r.score ? rows[i - 1].rank : i + 1;
  });
  return rows;
}
