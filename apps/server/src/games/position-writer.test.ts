import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGameRow, type SharedDb, seasonWithPlayers, sharedDatabase, T0 } from '../../test/kit/games/harness.js';
import { ManualClock } from '../clock.js';
import type { Database } from '../db/database.js';
import type { EnginePort } from './engine.js';
import type { LiveGame } from './live-game.js';
import { PositionWriter } from './position-writer.js';

/**
 * The position writer's drain (position-writer.ts), which a finishing game waits for before its record's
 * transaction: it waits for what was queued before it, not for hand ends queued while it waits. Under steady load
 * (hundreds of hand ends a second) the queue is never empty; a drain that waited for an empty queue held the
 * finisher for as long as the load lasted (on PostgreSQL at 750 tables: ~0.5 s per finishing batch, hundreds of
 * finished games queued). On PostgreSQL, where a write spans turns of the event loop, the first case fails with that
 * drain (checked: it came back only after the other game's hand ends stopped); on SQLite a write is one synchronous stretch and nothing can be queued during it.
 */

const OWNER = 'writer-test';
let shared: SharedDb;
let db: Database;
let season: { unique_id: number; season_id: number; ids: number[] };

beforeAll(async () => {
  shared = await sharedDatabase();
  db = shared.open();
  season = await seasonWithPlayers(db, T0, 4);
});
afterAll(async () => {
  await db.destroy();
  await shared.drop();
});

/** A live game row owned by this test's writer, and the in-memory game whose hand ends the writer queues. */
async function liveGame(): Promise<LiveGame> {
  const uuid = await insertGameRow(db, season, { owner: OWNER, leaseUntil: T0 + 30 });
  return { uuid, decisions: [], persisted: 0, nextSeq: 0, state: { hand: 0 } } as unknown as LiveGame;
}

/** The engine's progress read from the stand-in state: hand n is East n+1, the dealer's score n × 1000 up. */
const engine = {
  progress: (s: { hand: number }) => ({
    chang: 0,
    ju: s.hand,
    ben: 0,
    scores: [25000 + s.hand * 1000, 25000, 25000, 25000],
  }),
} as unknown as EnginePort;

/** One hand played: a decision logged and the hand number moved on. */
function playHand(g: LiveGame): void {
  g.decisions.push({ seat: 0, action: { type: 'discard', tile: g.decisions.length } } as never);
  (g.state as unknown as { hand: number }).hand++;
}

/** A writer of this test's games that gathers a batch for `flushMs` before writing it. */
function newWriter(flushMs: number): PositionWriter {
  return new PositionWriter({
    db,
    engine,
    clock: new ManualClock(T0),
    log: pino({ level: 'silent' }),
    owner: OWNER,
    flushMs,
    lost: () => {},
  });
}

/** Hand ends of another game that the first case queues while a drain waits, at most (then it stops by itself). */
const MAX_LATER = 2000;

describe('position writer', () => {
  it('drain waits for the writes queued before it, not for those queued while it waits', async () => {
    const writer = newWriter(250);
    const finishing = await liveGame();
    const busy = await liveGame();
    playHand(finishing);
    writer.add(finishing);

    // another game's hand ends keep arriving, one every turn of the event loop, until told to stop or MAX_LATER
    let adding = true;
    let added = 0;
    const adder = (async () => {
      while (adding && added < MAX_LATER) {
        playHand(busy);
        writer.add(busy);
        writer.kick();
        added++;
        await new Promise((r) => setImmediate(r));
      }
    })();

    await writer.drain();
    const addedWhileDraining = added;
    adding = false;
    await adder;
    await writer.drain();

    // the drain came back while hand ends were still arriving (a drain waiting for an empty queue comes back only
    // after the adder has run out at MAX_LATER)
    expect(addedWhileDraining).toBeGreaterThan(0);
    expect(addedWhileDraining).toBeLessThan(MAX_LATER);
    const row = await db
      .selectFrom('games')
      .select(['ju', 'scores', 'decision_count'])
      .where('uuid', '=', finishing.uuid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ju: 1, decision_count: 1 });
    expect(JSON.parse(row.scores)).toEqual([26000, 25000, 25000, 25000]);
    const batches = await db
      .selectFrom('game_decisions')
      .select('seq')
      .where('game_uuid', '=', finishing.uuid)
      .execute();
    expect(batches).toHaveLength(1);
    // and everything queued later was written by the final drain
    const other = await db
      .selectFrom('games')
      .select('decision_count')
      .where('uuid', '=', busy.uuid)
      .executeTakeFirstOrThrow();
    expect(other.decision_count).toBe(added);
  });

  it('drain with nothing queued resolves at once, and after a write it waits for nothing', async () => {
    const writer = newWriter(60_000);
    await writer.drain();
    const g = await liveGame();
    playHand(g);
    writer.add(g);
    writer.kick(); // would gather for a minute: drain writes at once
    await writer.drain();
    await writer.drain();
    const row = await db.selectFrom('games').select('ju').where('uuid', '=', g.uuid).executeTakeFirstOrThrow();
    expect(row.ju).toBe(1);
  });
});
