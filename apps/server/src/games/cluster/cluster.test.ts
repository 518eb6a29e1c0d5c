import type { AddressInfo } from 'node:net';
import type { TableServerMessage } from '@taikai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinSeason, makeContest } from '../../../test/fixtures.js';
import {
  type GamesApp,
  gamesApp,
  ManualClock,
  personWithSession,
  type SharedDb,
  sharedDatabase,
  T0,
  until,
} from '../../../test/kit/games/harness.js';
import { gameSpec } from '../../../test/kit/games/spec.js';
import { robotPolicy, TableClient } from '../../../test/kit/table-client.js';
import { isPostgres } from '../../db/database.js';
import type { GameEvent } from '../host.js';

/**
 * Two server instances on one database. On PostgreSQL the players' sockets may sit on the
 * instance that does not drive the game: they follow it through the event log (LISTEN/NOTIFY pointers), their
 * answers reach the driving instance, each seat gets exactly the events tagged for it (checked against the log),
 * and a handover of the game to the instance the sockets are on continues the numbering without a gap. On SQLite
 * (one process) nothing is published and a game driven elsewhere is refused (1215).
 */

let shared: SharedDb;
let a: GamesApp;
let b: GamesApp;
let urlB: string;
let f: { unique_id: number; season_id: number };
const people: { account_id: number; token: string }[] = [];
let creator: { account_id: number; token: string };
const postgres = (process.env.TAIKAI_TEST_DATABASE_URL ?? '').startsWith('postgres');

const person = (nickname: string) => personWithSession(a.db, nickname, T0);

beforeAll(async () => {
  shared = await sharedDatabase();
  const clock = new ManualClock(T0);
  a = await gamesApp(shared, clock, { handSeconds: 0 });
  b = await gamesApp(shared, clock, { handSeconds: 0 });
  await b.app.listen({ port: 0, host: '127.0.0.1' });
  urlB = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
  creator = await person('creator');
  for (let i = 0; i < 2; i++) people.push(await person(`seat${i}`));
  f = await makeContest(a.db, creator.account_id, T0);
  await joinSeason(
    a.db,
    f,
    people.map((p) => p.account_id),
    T0,
  );
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await shared?.drop();
});

const spec = (accounts: number[]) =>
  gameSpec(f, accounts, { rule: { time_fixed: 5, time_add: 20 }, seed: 'cluster-test', paused: true });

async function client(token: string, uuid: string, watch = false): Promise<TableClient> {
  const c = new TableClient(urlB, token);
  await c.connect();
  c.open(uuid, { watch });
  const first = await c.next((m) => m.type === 'sync' || m.type === 'refused');
  if (first.type === 'refused') throw new Error(`refused ${first.code}`);
  return c;
}

/** The game's published log, in order, once its end is in it (published a moment after the sockets hear it). */
async function log(uuid: string): Promise<GameEvent[]> {
  const ended = () =>
    b.db.selectFrom('game_events').select('seq').where('game_uuid', '=', uuid).where('kind', '=', 'finished');
  await until(async () => (await ended().execute()).length === 1, 10_000);
  const rows = await b.db
    .selectFrom('game_events')
    .select(['seq', 'body'])
    .where('game_uuid', '=', uuid)
    .orderBy('seq')
    .execute();
  expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1)); // no hole in the numbering
  return rows.map((r) => JSON.parse(r.body) as GameEvent);
}

/**
 * What a receiver at `seat` got is exactly the log's table events tagged for it after its first sync, in order:
 * nothing missing, nothing twice, nothing tagged for another seat (so no other seat's concealed tiles).
 */
function expectExactly(c: TableClient, seat: number, events: GameEvent[]) {
  const sync = c.messages.find((m) => m.type === 'sync') as Extract<TableServerMessage, { type: 'sync' }>;
  const got = c.messages.flatMap((m) => (m.type === 'update' ? m.events.map((e) => e.seq) : []));
  const want = events
    .filter((e) => e.type === 'table' && e.seq > sync.seq && (e.to === 'all' || e.to.includes(seat)))
    .map((e) => e.seq);
  expect(got.length).toBeGreaterThan(50);
  expect(got).toEqual(want);
  expect(c.invalid).toEqual([]);
}

describe('two server instances on one database', () => {
  if (!postgres)
    it('SQLite: nothing is published; a socket on the other instance is told the game is elsewhere', async () => {
      expect(isPostgres(a.db)).toBe(false);
      const uuid = (await a.games.host.start(spec([people[0].account_id, 0, 0, 0]))) as string;
      const c = new TableClient(urlB, people[0].token);
      await c.connect();
      c.open(uuid);
      expect(await c.next((m) => m.type === 'refused')).toMatchObject({ code: 1215 });
      expect(await a.db.selectFrom('game_events').select('seq').execute()).toEqual([]);
      await a.games.host.terminate(uuid);
      await c.close();
    });

  if (postgres)
    it('PostgreSQL: seats on the other instance play the game through the log, each getting exactly its events', async () => {
      const host = a.games.host;
      const uuid = (await host.start(spec([people[0].account_id, 0, people[1].account_id, 0]))) as string;
      expect(host.drives(uuid)).toBe(true);
      expect(b.games.host.drives(uuid)).toBe(false);
      const seats = [await client(people[0].token, uuid), await client(people[1].token, uuid)];
      const watcher = await client(creator.token, uuid, true);
      for (const c of seats) c.policy = robotPolicy;
      const done = [...seats, watcher].map((c) => c.next((m) => m.type === 'finished', 120_000));
      await host.resume(uuid);
      for (const m of await Promise.all(done)) expect(m).toMatchObject({ type: 'finished', terminated: false });
      const records = await a.db.selectFrom('game_records').select('uuid').where('uuid', '=', uuid).execute();
      expect(records).toHaveLength(1);
      const events = await log(uuid);
      expectExactly(seats[0], 0, events);
      expectExactly(seats[1], 2, events);
      expectExactly(watcher, -1, events);
      for (const c of seats) {
        // the answers went across: accepted here, applied there
        expect(c.messages.filter((m) => m.type === 'accepted').length).toBeGreaterThan(10);
        expect(c.messages.some((m) => m.type === 'refused')).toBe(false);
      }
      const steps = events.filter((e) => e.type === 'step' && e.entry.seat === 0).length;
      expect(steps).toBeGreaterThan(10);
      await Promise.all([...seats, watcher].map((c) => c.close()));
    }, 150_000);

  if (postgres)
    it('PostgreSQL: the game handed over to the instance the sockets are on goes on, numbered without a gap', async () => {
      const uuid = (await a.games.host.start(spec([people[0].account_id, 0, 0, 0]))) as string;
      const seat = await client(people[0].token, uuid);
      seat.policy = robotPolicy;
      const finishedMsg = seat.next((m) => m.type === 'finished', 120_000);
      await a.games.host.resume(uuid);
      await seat.next((m) => m.type === 'update' && m.seq > 200, 60_000);
      // A stops (its games' leases handed back); B takes the game at its next upkeep and drives it from the log's end
      await a.close();
      await b.games.host.maintain();
      await until(() => b.games.host.drives(uuid), 10_000);
      expect(await finishedMsg).toMatchObject({ type: 'finished', terminated: false });
      const events = await log(uuid);
      const syncs = events.filter((e) => e.type === 'sync');
      expect(syncs).toHaveLength(2); // A's start, B's takeover (continuing A's numbering)
      expectExactly(seat, 0, events);
      // the socket saw the takeover as a full view
      expect(seat.messages.filter((m) => m.type === 'sync').length).toBe(2);
      const records = await b.db.selectFrom('game_records').select('uuid').where('uuid', '=', uuid).execute();
      expect(records).toHaveLength(1);
      await seat.close();
    }, 150_000);
});
