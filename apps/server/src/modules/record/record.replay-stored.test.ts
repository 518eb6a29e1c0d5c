import { playGame } from '@taikai/engine';
import { buildReplay, verifyReplay } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { makeContest } from '../../../test/fixtures.js';
import { createTestApp, T0 } from '../../../test/helpers.js';
import { playLeague } from '../../demo/records.js';
import { writeBuiltRecords } from '../../games/record.repository.js';
import { logFile } from './record.log.js';
import { replayRecord } from './record.repository.js';

/**
 * Stored games replay as they were played: games played by the engine and stored by the record writer (as the demo's
 * league stores them) are read back as the replay reads them — the log file of the stored record — and the replay
 * built from it gives every hand's result as the engine played it (its deltas, winners and who dealt in), hands that
 * follow one another, and the final points and placements of the stored record, with every hand's wall verified.
 */
describe('a stored game’s replay', async () => {
  const t = await createTestApp();
  const f = await makeContest(t.db, 1, T0 - 86400);
  const players = Array.from({ length: 4 }, (_, i) => ({ account_id: 0, nickname: `bot${i}` }));
  const built = await playLeague(
    { unique_id: f.unique_id, season_id: f.season_id, start: T0 - 86400, end: T0, players },
    12,
  );
  await t.db.transaction().execute((trx) => writeBuiltRecords(trx, built, T0));

  it.each(built.map((b, i) => [i, b.record.uuid] as const))(
    'game %i reproduces every hand and the end',
    async (i, uuid) => {
      // the engine's own account of the game (the demo's seeds are `taikai-demo-<i>`)
      const init = [25000, 25000, 25000, 25000];
      const played = playGame({ seed: `taikai-demo-${i}`, roundType: 1, robotLevels: 1, initPoints: init });
      const row = await replayRecord(t.db, uuid);
      expect(row).toBeDefined();
      const stored = row as NonNullable<typeof row>;
      const replay = buildReplay(logFile(t.app.ctx, stored));
      expect(replay.problems).toEqual([]);
      // the hands the record counts, each ending as the engine's log says, one after the other
      expect(replay.hands).toHaveLength(stored.hands);
      for (const [h, hand] of replay.hands.entries()) {
        const result = hand.result as NonNullable<typeof hand.result>;
        expect(result, `hand ${h}`).not.toBeNull();
        expect(result.scores.map((s, seat) => s - hand.startScores[seat])).toEqual(result.deltas);
        const engine = played.hands[h];
        expect(result.deltas, `hand ${h}: the engine's deltas`).toEqual(engine.deltas);
        expect(result.wins.map((w) => w.seat).sort(), `hand ${h}: winners`).toEqual([...engine.winners].sort());
        if (engine.loser >= 0) expect(result.wins.every((w) => w.from === engine.loser)).toBe(true);
        const next = replay.hands[h + 1];
        if (next) expect(next.startScores, `hand ${h + 1} starts where hand ${h} ended`).toEqual(result.scores);
      }
      // the end: the stored record's points and placements seat by seat
      const final = JSON.parse(stored.result) as {
        players: { seat: number; part_point_1: number; placement: number }[];
      };
      for (const p of final.players) {
        expect(replay.standings[p.seat], `seat ${p.seat}`).toMatchObject({
          points: p.part_point_1,
          placement: p.placement,
        });
      }
      expect(verifyReplay(replay).map((v) => v.status)).toEqual(replay.hands.map(() => 'verified'));
    },
  );
});
