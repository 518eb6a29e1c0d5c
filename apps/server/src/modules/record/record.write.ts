import type { Executor } from '../../db/database.js';
import { emit } from '../../domain-events.js';
import type { BuiltRecord } from '../../games/record.js';

/**
 * Writes records built by the game host's `buildRecord` (the one record format) without a running game behind
 * them: the demo's simulated season and tests. Same rows as the host's finish, then the players' kept standings.
 */
export async function writeBuiltRecords(trx: Executor, built: readonly BuiltRecord[], now: number): Promise<void> {
  const touched = new Map<string, { unique_id: number; season_id: number; ids: Set<number> }>();
  for (const b of built) {
    await trx.insertInto('game_records').values(b.record).execute();
    if (b.players.length) await trx.insertInto('game_record_players').values(b.players).execute();
    if (b.yakuman.length) await trx.insertInto('yakuman_records').values(b.yakuman).execute();
    await trx.insertInto('game_logs').values(b.log).execute();
    const key = `${b.record.unique_id}:${b.record.season_id}`;
    const t = touched.get(key) ?? { unique_id: b.record.unique_id, season_id: b.record.season_id, ids: new Set() };
    for (const p of b.players) t.ids.add(p.account_id);
    touched.set(key, t);
  }
  for (const t of touched.values()) {
    await emit(trx, 'records.changed', {
      unique_id: t.unique_id,
      season_id: t.season_id,
      account_ids: [...t.ids],
      now,
    });
  }
}
