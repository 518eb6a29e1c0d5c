/**
 * The figures of one player's season (fetch_season_player_data's reply), without any component: the organiser's
 * player detail (PlayerDetailDialog, Ant Design) and the player's own season in the lobby (pages/lobby/season, no
 * Ant Design) show the same numbers from here. Type-only imports, so the lobby's chunk carries no schema.
 */
import type { PlayerData } from '@taikai/shared';
import type { TFunction } from 'i18next';

export type RuleResult = PlayerData['rule_results'][number];
type RankData = PlayerData['rank_data'];

/** Points ×1000 as shown everywhere (one decimal): 35000 → "35.0". */
export const points = (p: number): string => (p / 1000).toFixed(1);

/** Points ×1000 with a sign: +35.0, -12.3, 0.0. */
export const signedPoints = (p: number): string => `${p > 0 ? '+' : ''}${points(p)}`;

/** `n` of `d` as a percentage with one decimal, or "-" without a denominator. */
export const rate = (n: number, d: number): string => (d > 0 ? `${((n / d) * 100).toFixed(1)}%` : '-');

/** The player's games in the season (the kept statistics' count). */
export const gamesPlayed = (d: PlayerData): number => d.player.account_data.total_game_count;

/** Average placement over `games` (two decimals), or "-" without a game. */
export function averageRank(r: RankData, games: number): string {
  if (games <= 0) return '-';
  return ((r.rank_1_count + 2 * r.rank_2_count + 3 * r.rank_3_count + 4 * r.rank_4_count) / games).toFixed(2);
}

/** 1st to 4th: how many times, and the share of the games. */
export function placementCounts(r: RankData, games: number): { n: 1 | 2 | 3 | 4; count: number; share: string }[] {
  return ([1, 2, 3, 4] as const).map((n) => {
    const count = r[`rank_${n}_count`];
    return { n, count, share: rate(count, games) };
  });
}

/** Average raw points a game (rounded), or "-" without a game. */
export const averagePoints = (r: RankData, games: number): string =>
  games > 0 ? String(Math.round(r.part_point_sum / games)) : '-';

/** Win, deal-in and riichi rates over the hands played. */
export function handRates(r: RankData): { win: string; dealIn: string; riichi: string } {
  return { win: rate(r.wins, r.hands), dealIn: rate(r.deal_ins, r.hands), riichi: rate(r.riichis, r.hands) };
}

/** The texts a rule result is titled with (an area's own keys: the console's ranking, the lobby's). */
export interface RuleTitleKeys {
  total: string;
  /** with {{count}} */
  recent: string;
  /** with {{count}} */
  series: string;
}

export const RANKING_RULE_KEYS: RuleTitleKeys = {
  total: 'ranking.ruleTotal',
  recent: 'ranking.ruleRecent',
  series: 'ranking.ruleSeries',
};

/** "Total" / "Recent 5 games" / "Best 3 in a row" of one rule result. */
export function ruleTitle(t: TFunction, r: RuleResult, keys: RuleTitleKeys = RANKING_RULE_KEYS): string {
  if (r.kind === 'total') return t(keys.total);
  return t(r.kind === 'recent' ? keys.recent : keys.series, { count: r.count });
}
