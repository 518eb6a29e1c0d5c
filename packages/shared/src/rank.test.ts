import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateRanking,
  canonicalRankRule,
  compareStanding,
  parseRankRule,
  type RankGame,
  type RankRule,
  standingOf,
} from './rank.js';

/** Brute-force reference: every rule computed the obvious, slow way. */
function reference(rule: RankRule, games: RankGame[]) {
  const ordered = [...games].sort((a, b) => a.end_time - b.end_time || a.uuid.localeCompare(b.uuid));
  const total = ordered.reduce((s, g) => s + g.total_point, 0);
  if (rule.kind === 'none') return { rank_point: total, qualified: ordered.length > 0 ? 1 : 0 };
  if (ordered.length < rule.count) return { rank_point: total, qualified: 0 };
  if (rule.kind === 'recent') {
    const newestFirst = [...ordered].reverse();
    let s = 0;
    for (let i = 0; i < rule.count; i++) s += newestFirst[i].total_point;
    return { rank_point: s, qualified: 1 };
  }
  let best = Number.NEGATIVE_INFINITY;
  for (let start = 0; start + rule.count <= ordered.length; start++) {
    let s = 0;
    for (let k = start; k < start + rule.count; k++) s += ordered[k].total_point;
    best = Math.max(best, s);
  }
  return { rank_point: best, qualified: 1 };
}

const ALL_RULES: RankRule[] = [
  { kind: 'none', count: 0 },
  ...[2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((count) => [
    { kind: 'recent' as const, count },
    { kind: 'series' as const, count },
  ]),
];

const gameArb = fc.record({
  placement: fc.integer({ min: 1, max: 4 }),
  total_point: fc.integer({ min: -80_000, max: 90_000 }),
  end_time: fc.integer({ min: 1_000, max: 1_200 }),
  uuid: fc.uuid(),
});

describe('rank rule codes', () => {
  it('reads canonical and legacy codes', () => {
    expect(parseRankRule(0)).toEqual({ kind: 'none', count: 0 });
    expect(parseRankRule(1)).toEqual({ kind: 'recent', count: 3 });
    expect(parseRankRule(2)).toEqual({ kind: 'recent', count: 5 });
    expect(parseRankRule(12)).toEqual({ kind: 'series', count: 2 });
    expect(parseRankRule(15)).toEqual({ kind: 'series', count: 5 });
    expect(parseRankRule(107)).toEqual({ kind: 'recent', count: 7 });
    expect(parseRankRule(210)).toEqual({ kind: 'series', count: 10 });
    expect(parseRankRule(101)).toBeNull();
    expect(parseRankRule(211)).toBeNull();
    expect(canonicalRankRule(13)).toBe(203);
    expect(canonicalRankRule(1)).toBe(103);
  });
});

describe('standingOf', () => {
  it('computes a hand-checked example for each kind', () => {
    const g = (t: number, p: number, placement = 2): RankGame => ({
      placement,
      total_point: p,
      end_time: t,
      uuid: `u${t}`,
    });
    const games = [g(1, 10_000, 1), g(2, -30_000, 4), g(3, 25_000, 1), g(4, 5_000, 2), g(5, -1_000, 3)];
    expect(standingOf({ kind: 'none', count: 0 }, games)).toMatchObject({
      rank_point: 9_000,
      accumulate_point: 9_000,
      rank_counts: [2, 1, 1, 1],
      qualified: 1,
      last_game_time: 5,
    });
    // recent 3: 25000 + 5000 − 1000
    expect(standingOf({ kind: 'recent', count: 3 }, games).rank_point).toBe(29_000);
    // best 2 consecutive: games 3+4 = 30000
    const s2 = standingOf({ kind: 'series', count: 2 }, games);
    expect(s2.rank_point).toBe(30_000);
    expect(s2.series_games.map((x) => x.end_time)).toEqual([3, 4]);
    // six games needed, five played: not qualified, ranked by what they have
    expect(standingOf({ kind: 'series', count: 6 }, games)).toMatchObject({ qualified: 0, rank_point: 9_000 });
    expect(standingOf({ kind: 'recent', count: 6 }, games)).toMatchObject({ qualified: 0, rank_point: 9_000 });
  });

  it('equals the brute-force reference for every rule and N, through additions, removals and restores', () => {
    fc.assert(
      fc.property(
        fc.array(gameArb, { minLength: 0, maxLength: 40 }),
        fc.array(fc.tuple(fc.boolean(), fc.nat()), { maxLength: 30 }),
        (games, ops) => {
          const removed = new Set<number>();
          const check = () => {
            const active = games.filter((_, i) => !removed.has(i));
            for (const rule of ALL_RULES) {
              const got = standingOf(rule, active);
              const want = reference(rule, active);
              expect({ rank_point: got.rank_point, qualified: got.qualified }).toEqual(want);
              expect(got.game_count).toBe(active.length);
              expect(got.accumulate_point).toBe(active.reduce((s, x) => s + x.total_point, 0));
            }
          };
          check();
          for (const [remove, at] of ops) {
            if (games.length === 0) break;
            const i = at % games.length;
            if (remove) removed.add(i);
            else removed.delete(i);
            check();
          }
          // restoring everything gives back the first standing
          removed.clear();
          check();
        },
      ),
      { numRuns: 150 },
    );
  });

  it('does not depend on the order the games arrive in', () => {
    fc.assert(
      fc.property(fc.array(gameArb, { maxLength: 25 }), fc.integer({ min: 0, max: ALL_RULES.length - 1 }), (g, r) => {
        const rule = ALL_RULES[r];
        expect(standingOf(rule, g)).toEqual(standingOf(rule, [...g].reverse()));
      }),
    );
  });
});

describe('compareStanding', () => {
  const key = (o: Partial<Parameters<typeof compareStanding>[0]>) => ({
    account_id: 1,
    qualified: 1,
    rank_point: 0,
    accumulate_point: 0,
    rank_1_count: 0,
    last_game_time: 0,
    ...o,
  });
  it('breaks ties by total, then firsts, then the earlier last game', () => {
    expect(compareStanding(key({ qualified: 0, rank_point: 9 }), key({ rank_point: 1 }))).toBeGreaterThan(0);
    expect(compareStanding(key({ rank_point: 2 }), key({ rank_point: 1 }))).toBeLessThan(0);
    expect(compareStanding(key({ accumulate_point: 5 }), key({ accumulate_point: 4 }))).toBeLessThan(0);
    expect(compareStanding(key({ rank_1_count: 3 }), key({ rank_1_count: 2 }))).toBeLessThan(0);
    expect(compareStanding(key({ last_game_time: 5 }), key({ last_game_time: 9 }))).toBeLessThan(0);
    expect(compareStanding(key({ account_id: 2 }), key({ account_id: 3 }))).toBeLessThan(0);
  });
});

describe('calculateRanking', () => {
  it('matches a hand-computed example', () => {
    // points 30/10/-10/-30, divisor 1, at least 2 games
    const out = calculateRanking(
      [
        // A: +42.0 total, 1st ×2, 4th ×1 → 42 + 60 − 30 = 72
        { account_id: 1, game_count: 3, accumulate_point: 42_000, rank_counts: [2, 0, 0, 1] },
        // B: −10.5 total, 2nd ×2 → −10.5 + 20 = 9.5
        { account_id: 2, game_count: 2, accumulate_point: -10_500, rank_counts: [0, 2, 0, 0] },
        // C: one game only → left out
        { account_id: 3, game_count: 1, accumulate_point: 50_000, rank_counts: [1, 0, 0, 0] },
        // D: −31.5 total, 3rd + 4th → −31.5 − 40 = −71.5
        { account_id: 4, game_count: 2, accumulate_point: -31_500, rank_counts: [0, 0, 1, 1] },
      ],
      [30, 10, -10, -30],
      1,
      2,
    );
    expect(out.map((r) => [r.account_id, r.rank, r.score])).toEqual([
      [1, 1, 72],
      [2, 2, 9.5],
      [4, 3, -71.5],
    ]);
    // divisor 2 doubles the points part: A = 84 + 2×15 − 15 = 99
    expect(
      calculateRanking(
        [{ account_id: 1, game_count: 3, accumulate_point: 42_000, rank_counts: [2, 0, 0, 1] }],
        [15, 5, -5, -15],
        2,
        0,
      )[0].score,
    ).toBe(99);
  });

  it('gives equal scores the same rank', () => {
    const out = calculateRanking(
      [
        { account_id: 1, game_count: 1, accumulate_point: 1_000, rank_counts: [1, 0, 0, 0] },
        { account_id: 2, game_count: 1, accumulate_point: 1_000, rank_counts: [1, 0, 0, 0] },
        { account_id: 3, game_count: 1, accumulate_point: 0, rank_counts: [0, 1, 0, 0] },
      ],
      [0, 0, 0, 0],
      1,
      0,
    );
    expect(out.map((r) => r.rank)).toEqual([1, 1, 3]);
  });
});
