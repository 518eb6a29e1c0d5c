import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertGameRow,
  type SharedDb,
  seasonWithPlayers,
  sharedDatabase,
  T0,
} from '../../../test/kit/games/harness.js';
import type { Database } from '../../db/database.js';
import { appendEvents, purgeEvents } from './event-log.repository.js';

/**
 * The event log's purge (cluster-host.ts runs it every minute): the events of an ended game (finished or
 * terminated) older than the cut are deleted, a running game's are kept whatever their age, and nothing newer goes.
 */
let shared: SharedDb;
let db: Database;

beforeAll(async () => {
  shared = await sharedDatabase();
  db = shared.open();
});

afterAll(async () => {
  await db?.destroy();
  await shared?.drop();
});

describe('purging the event log', () => {
  it('deletes the ended games’ events before the cut and keeps running games’ events', async () => {
    const f = await seasonWithPlayers(db, T0, 4);
    const game = (status: 'running' | 'finished' | 'terminated') =>
      insertGameRow(db, f, { owner: 'p1', leaseUntil: T0 + 60 }).then(async (uuid) => {
        await db.updateTable('games').set({ status }).where('uuid', '=', uuid).execute();
        return uuid;
      });
    const [running, finished, terminated] = [await game('running'), await game('finished'), await game('terminated')];
    const rows = [running, finished, terminated].flatMap((game_uuid) =>
      [T0 - 400, T0 - 301, T0 - 300, T0 - 10].map((at, i) => ({
        game_uuid,
        seq: i + 1,
        kind: 'table',
        body: '{}',
        at,
      })),
    );
    await appendEvents(db, 'p1', rows, null);

    await purgeEvents(db, T0 - 300);

    const left = await db.selectFrom('game_events').select(['game_uuid', 'seq']).orderBy('seq').execute();
    const seqs = (uuid: string) => left.filter((r) => r.game_uuid === uuid).map((r) => r.seq);
    expect(seqs(running)).toEqual([1, 2, 3, 4]);
    expect(seqs(finished)).toEqual([3, 4]);
    expect(seqs(terminated)).toEqual([3, 4]);
  });
});
