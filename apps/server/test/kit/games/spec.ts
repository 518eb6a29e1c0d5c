/**
 * A game's spec for tests (not a test file): the season, one account per seat (0: a robot), and what a test varies.
 * Four-player games start at 25,000, three-player ones (round types 10 and up) at 35,000.
 */
import type { GameSpec } from '../../../src/games/host.js';

export interface SpecOptions {
  /** 1 (East) by default */
  roundType?: number;
  rule?: Record<string, unknown>;
  seed?: string;
  /** the game waits, paused, until the test resumes it */
  paused?: boolean;
  /** robot levels by seat (1 by default) */
  levels?: readonly number[];
  /** a person's nickname by seat (`seat<n>` by default; robots have none) */
  nickname?: (seat: number) => string;
}

export function gameSpec(
  season: { unique_id: number; season_id: number },
  accounts: readonly number[],
  o: SpecOptions = {},
): GameSpec {
  const roundType = o.roundType ?? 1;
  const name = o.nickname ?? ((seat: number) => `seat${seat}`);
  return {
    unique_id: season.unique_id,
    season_id: season.season_id,
    plan_uuid: null,
    round_type: roundType,
    detail_rule: o.rule ?? {},
    seats: accounts.map((id, seat) => ({
      account_id: id,
      nickname: id ? name(seat) : '',
      ai_level: o.levels?.[seat] ?? 1,
      init_points: roundType >= 10 ? 35000 : 25000,
    })),
    ...(o.seed === undefined ? {} : { seed: o.seed }),
    ...(o.paused ? { paused: true } : {}),
  };
}
