/**
 * Auto-match's tables under the season's seating method (issue 32): `arrival` keeps first come first seated (full
 * tables of consecutive arrivals, the last arrivals waiting); `fewest_repeats` and `swiss` seat the whole ready queue
 * with the shared `seatRound` against the season's past tables (and, for swiss, the kept standings). Who is not
 * seated stays in the ready list for the next tick.
 */
import { randomInt } from 'node:crypto';
import { type SeatingMethod, seatRound } from '@taikai/shared';
import type { Executor } from '../db/database.js';
import { seasonTables, standingPoints } from './scheduler.repository.js';

interface Queued {
  account_id: number;
  nickname: string;
}

export async function matchTables<Q extends Queued>(
  db: Executor,
  season: { unique_id: number; season_id: number; seating_method: string },
  queue: readonly Q[],
  size: 3 | 4,
): Promise<Q[][]> {
  const method = season.seating_method as SeatingMethod;
  if (queue.length < size) return [];
  if (method !== 'fewest_repeats' && method !== 'swiss') {
    const tables: Q[][] = [];
    for (let i = 0; i + size <= queue.length; i += size) tables.push(queue.slice(i, i + size));
    return tables;
  }
  const ids = queue.map((p) => p.account_id);
  const history = await seasonTables(db, season.unique_id, season.season_id);
  const points = method === 'swiss' ? await standingPoints(db, season.unique_id, season.season_id, ids) : new Map();
  const seating = seatRound({
    players: ids.map((id) => ({ id, points: points.get(id) })),
    tableSize: size,
    history,
    method,
    seed: randomInt(2 ** 31),
  });
  const byId = new Map(queue.map((p) => [p.account_id, p]));
  return seating.tables.map((t) => t.map((id) => byId.get(id) as Q));
}
