/**
 * Who sits a round out when the players present are not a multiple of the table size (n mod size of them):
 * - `arrival`: the last to arrive, as auto-match has always done (they are first in the next queue);
 * - `fewest_repeats`, `swiss`: those who have played the most tables this season (so who sat out before, having
 *   played fewer, is seated now); among equals, the later arrival.
 */
import { gamesPlayed } from './history.js';
import type { SeatedTable, SeatingMethod, SeatingPlayer } from './types.js';

/** Splits `players` (arrival order) into those seated and those sitting out, both kept in arrival order. */
export function chooseSittingOut(
  players: readonly SeatingPlayer[],
  tableSize: number,
  history: readonly SeatedTable[],
  method: SeatingMethod,
): { seated: SeatingPlayer[]; sittingOut: SeatingPlayer[] } {
  const out = players.length % tableSize;
  let leaving: Set<number>;
  if (method === 'arrival') leaving = new Set(players.slice(players.length - out).map((p) => p.id));
  else {
    const played = gamesPlayed(
      players.map((p) => p.id),
      history,
    );
    const order = players.map((p, arrival) => ({ id: p.id, arrival, played: played.get(p.id) ?? 0 }));
    order.sort((a, b) => b.played - a.played || b.arrival - a.arrival);
    leaving = new Set(order.slice(0, out).map((p) => p.id));
  }
  return {
    seated: players.filter((p) => !leaving.has(p.id)),
    sittingOut: players.filter((p) => leaving.has(p.id)),
  };
}
