/**
 * Seating (issue 32): how a season's round or auto-match forms tables — first come first seated, fewest repeat
 * meetings, or by standing (swiss) — used by the server to seat a round and by the console to score a seating the
 * organiser edits before confirming. Pure and seeded: the same input gives the same seating anywhere.
 * - seat.ts: `seatRound` — tables by seat wind, who sits out, the quality; the three methods;
 * - repeats.ts: the greedy start and tabu search of swaps that minimise repeat meetings; exact.ts: the backtracking
 *   search that backs it where few seatings avoid repeats;
 * - sit-out.ts: who sits out when the players are not a multiple of the table size;
 * - winds.ts: `balanceWinds` — the order of winds at fixed tables that evens out each player's winds;
 * - score.ts: `scoreSeating` — the most meetings of any two, repeat pairs, the wind spread;
 * - history.ts: meetings, winds and tables played, read from the season's past tables; random.ts: the seeded
 *   generator.
 */
export { scoreSeating } from './score.js';
export { seatRound } from './seat.js';
export type * from './types.js';
export { balanceWinds } from './winds.js';
