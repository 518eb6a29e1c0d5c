import { gameEndpoints } from '@taikai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GamesApp,
  gamesApp,
  ManualClock,
  personWithSession,
  type SharedDb,
  seasonWithPlayers,
  sharedDatabase,
  T0,
} from '../test/kit/games/harness.js';
import { scriptedEngine } from '../test/kit/games/scripted-engine.js';
import { gameSpec } from '../test/kit/games/spec.js';
import { CACHES, createCaches } from './caches.js';
import { deepFreeze, type Shared } from './lib/deep-freeze.js';
import { BoundedMap } from './lib/memo.js';
import { runningListReply } from './modules/game/running.service.js';

/** The registry of caches (caches.ts): one set per app, each bounded as it says, each with its entry. */

let shared: SharedDb;
let a: GamesApp;
let b: GamesApp;
const clock = new ManualClock(T0);

beforeAll(async () => {
  shared = await sharedDatabase();
  a = await gamesApp(shared, clock, { engine: scriptedEngine, handSeconds: 30 });
  b = await gamesApp(shared, clock, { engine: scriptedEngine, handSeconds: 30 });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await shared?.drop();
});

const spec = (f: { unique_id: number; season_id: number; ids: number[] }) =>
  gameSpec(f, [f.ids[0], 0, f.ids[1], 0], { roundType: 2, nickname: (seat) => `p${seat}` });

describe('the caches', () => {
  it('are one set per app: two apps in one process on one database never share an entry', async () => {
    expect(a.app.ctx.caches).not.toBe(b.app.ctx.caches);
    const f = await seasonWithPlayers(a.db, T0, 2);
    const uuid = (await a.games.host.start(spec(f))) as string;
    const q = { unique_id: f.unique_id, season_id: f.season_id };
    const [fromA, fromB] = [await runningListReply(a.app.ctx, q), await runningListReply(b.app.ctx, q)];
    expect(fromA.list[0]).toMatchObject({ uuid, players: [{ nickname: 'p0' }, { seat: 1 }, { nickname: 'p2' }, {}] });
    expect(fromB.list[0]).toMatchObject({ uuid });
    // each app's shared list, and the seats it was built from, are its own
    expect(fromB).not.toBe(fromA);
    expect(await runningListReply(a.app.ctx, q)).toBe(fromA);
    const [seatsA, seatsB] = [a, b].map((x) => x.app.ctx.caches.runningSeats.get(uuid));
    expect(seatsA).toHaveLength(4);
    expect(seatsB).toEqual(seatsA);
    expect(seatsB).not.toBe(seatsA);
    // and so are the bytes each sends for its list
    const manager = await personWithSession(a.db, 'manager', T0);
    await a.db
      .updateTable('contests')
      .set({ creator_id: manager.account_id })
      .where('unique_id', '=', q.unique_id)
      .execute();
    const path = `${gameEndpoints.contestRunningGameList.path}?unique_id=${q.unique_id}&season_id=${q.season_id}`;
    for (const x of [a, b]) {
      const reply = await x.app.inject({ url: path, headers: { authorization: `Majsoul ${manager.token}` } });
      expect(reply.statusCode).toBe(200);
    }
    const bytes = (x: GamesApp, list: object) =>
      x.app.ctx.caches.replyBytes
        .of(`GET ${gameEndpoints.contestRunningGameList.path} 200`)
        .get(list as Shared<object>);
    expect(bytes(a, fromA)).toBeInstanceOf(Buffer);
    expect(bytes(b, fromB)?.equals(bytes(a, fromA) as Buffer)).toBe(true);
    expect(bytes(a, fromB)).toBeUndefined();
    expect(bytes(b, fromA)).toBeUndefined();
  });

  it('keep at most their bound, the oldest out; turned off, they keep nothing', () => {
    const m = new BoundedMap<string, number>(2);
    m.set('a', 1);
    m.set('b', 2);
    m.set('a', 3); // replacing an entry keeps its age
    m.set('c', 4);
    expect([...m.entries()]).toEqual([
      ['b', 2],
      ['c', 4],
    ]);
    m.on = false;
    expect(m.get('c')).toBeUndefined();
    m.set('d', 5);
    expect(m.size).toBe(0);
    m.on = true;
    m.set('d', 5);
    expect(m.get('d')).toBe(5);

    const caches = createCaches();
    const value = deepFreeze({ list: [1] });
    const bytes = caches.replyBytes.of('GET /x 200');
    bytes.set(value, Buffer.from('x'));
    expect(bytes.get(value)?.toString()).toBe('x');
    caches.replyBytes.on = false;
    expect(bytes.get(value)).toBeUndefined();
    expect(caches.replyBytes.of('GET /y 200').on).toBe(false);
  });

  it('each has its entry in the registry: what it keeps, its key, what empties it, its bound', () => {
    for (const name of Object.keys(createCaches())) expect(CACHES).toHaveProperty(name);
    for (const about of Object.values(CACHES)) {
      for (const field of Object.values(about)) expect(field.length).toBeGreaterThan(3);
    }
  });
});
