import type { AddressInfo } from 'node:net';
import { ErrorCode, TABLE_PROTOCOL, TABLE_WS_PATH, type TableServerMessage } from '@taikai/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { joinSeason, makeContest } from '../../../test/fixtures.js';
import { createTestApp, T0, type TestApp, type TestUser } from '../../../test/helpers.js';
import {
  type GamesApp,
  gamesApp,
  ManualClock,
  personWithSession,
  type SharedDb,
  sharedDatabase,
} from '../../../test/kit/games/harness.js';
import { gameSpec } from '../../../test/kit/games/spec.js';
import { TableClient } from '../../../test/kit/table-client.js';
import { accountCommand } from '../../cli/account.js';
import type { SeatView } from '../../games/engine.js';
import type { GameHost } from '../../games/host.js';
import { insertSession } from '../auth/auth.repository.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { CHECK_EVERY_MS } from './table.hub.js';

/**
 * The table socket follows the session (table.hub.ts): a logout, a ban made by the operator's CLI,
 * an expiry (the injected clock moved past the session's end) end a seat's socket with a last `bye` and close code
 * 4401; a removal from the season's roster, from the observer list or from the managers ends the socket that opened
 * the game with that right (`bye: removed`, 4403). The seat then is a disconnected one: an answer sent after the
 * `bye` is not applied (the seat's question stays open), a manager watching sees it go offline. A logout handled by
 * another instance on the same database ends the socket held here. Nothing here sleeps: every wait is for a message
 * or a close, with a timeout. The hub checks at once when this process nudges it, else at its tick (every second of
 * the app's clock, `t.clock`: a test moves the clock a tick at a time until the socket is told); the watch delay and
 * the thinking clocks run on that clock too.
 */

type Ask = Extract<TableServerMessage, { type: 'ask' }>;
type Bye = Extract<TableServerMessage, { type: 'bye' }>;

/** observers watch this far behind (config `watchDelaySeconds` below), on the app's clock */
const WATCH_DELAY_MS = 300;

/** how long a test waits for the server's messages (I/O: the hub's ticks come as the tests move the clock) */
const END_WITHIN_MS = 10_000;

/**
 * Moves `clock` one hub tick at a time, letting the tick's queries run (real time, I/O) after each, until `c` was told
 * `bye`. At most ten ticks: far less than a question's 25 s, which must stay open.
 */
async function ticksUntilBye(clock: ManualClock, c: TableClient): Promise<void> {
  await clock.runUntil(() => c.messages.some((m) => m.type === 'bye'), {
    stepMs: CHECK_EVERY_MS,
    ioWaitMs: 20,
    limitMs: 10 * CHECK_EVERY_MS,
  });
}

let t: TestApp;
let url: string;
let creator: TestUser;
/** a socket whose session never ends: its ping round trips let the server handle whatever reached it before */
let probe: TableClient;
let f: { unique_id: number; season_id: number };

beforeAll(async () => {
  // people's clocks at full scale (a 5+20 s question stays open through a test); observers watch 0.3 s behind
  t = await createTestApp({ config: { handSeconds: 0, thinkScale: 1, scheduler: false, watchDelaySeconds: 0.3 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  creator = await t.user({ nickname: 'creator' });
  f = await makeContest(t.db, creator.account_id, T0);
  probe = await connected(url, creator.token);
});

afterAll(async () => {
  await probe?.close();
});

const spec = (season: { unique_id: number; season_id: number }, accounts: number[]) =>
  gameSpec(season, accounts, { rule: { time_fixed: 5, time_add: 20 }, seed: 'table-session', paused: true });

/** Fresh accounts on the season's roster (joined players, who may sit at its games). */
async function joinedPeople(n: number): Promise<TestUser[]> {
  const people: TestUser[] = [];
  for (let i = 0; i < n; i++) people.push(await t.user());
  await joinSeason(
    t.db,
    f,
    people.map((p) => p.account_id),
    T0,
  );
  return people;
}

async function connected(at: string, token: string): Promise<TableClient> {
  const c = new TableClient(at, token);
  await c.connect();
  expect(c.messages[0]).toMatchObject({ type: 'hello' });
  return c;
}

/** Opens the game and answers the first `sync` (or the refusal). */
async function opened(c: TableClient, uuid: string, watch = false): Promise<TableServerMessage> {
  c.open(uuid, { watch });
  return c.next((m) => m.type === 'sync' || m.type === 'refused');
}

/** One ping through `c` answered: everything that reached the server before it on any socket has been handled. */
async function roundTrip(c: TableClient): Promise<void> {
  const n = Math.floor(Math.random() * 1_000_000);
  c.send({ v: TABLE_PROTOCOL, type: 'ping', n });
  await c.next((m) => m.type === 'pong' && m.n === n, 5_000);
}

interface Closing {
  code: number;
  reason: string;
}

/** Watches a client's socket from now on; the answer waits for its close (with a timeout). */
function watchClose(c: TableClient): (timeoutMs?: number) => Promise<Closing> {
  let got: Closing | null = null;
  const waiting: ((x: Closing) => void)[] = [];
  c.ws.once('close', (code: number, reason: Buffer) => {
    got = { code, reason: String(reason) };
    for (const w of waiting.splice(0)) w(got);
  });
  return (timeoutMs = END_WITHIN_MS) =>
    got
      ? Promise.resolve(got)
      : new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('the socket was not closed in time')), timeoutMs);
          waiting.push((x) => {
            clearTimeout(timer);
            resolve(x);
          });
        });
}

/** A fresh socket that only authenticates with `token`: the server's first answer and the close code it ends with. */
async function authOnly(at: string, token: string): Promise<{ first: TableServerMessage; code: number }> {
  const ws = new WebSocket(at.replace(/^http/, 'ws') + TABLE_WS_PATH);
  const first = new Promise<TableServerMessage>((resolve) =>
    ws.once('message', (d) => resolve(JSON.parse(String(d)) as TableServerMessage)),
  );
  const code = new Promise<number>((resolve) => ws.once('close', (c: number) => resolve(c)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ v: TABLE_PROTOCOL, type: 'auth', token }));
  return { first: await first, code: await code };
}

/** A person at seat 0 (the dealer) of a running game, with the seat's first question open. */
interface Seated {
  uuid: string;
  host: GameHost;
  seat: TableClient;
  ask: Ask;
  /** the seat's view as the question was asked */
  before: SeatView | null;
  /** the seat's decisions the game applied (its `step` events) */
  steps(): number;
  /** whether the client answered the question the moment the `bye` came */
  answeredAfterBye(): boolean;
  closed: (timeoutMs?: number) => Promise<Closing>;
  done(): Promise<void>;
}

async function seatedWithQuestion(
  host: GameHost,
  at: string,
  season: { unique_id: number; season_id: number },
  person: { account_id: number; token: string },
): Promise<Seated> {
  const uuid = (await host.start(spec(season, [person.account_id, 0, 0, 0]))) as string;
  let steps = 0;
  const unsubscribe = host.subscribe(uuid, (e) => {
    if (e.type === 'step' && e.entry.seat === 0) steps++;
  });
  const seat = await connected(at, person.token);
  expect(await opened(seat, uuid)).toMatchObject({ type: 'sync', role: 'seat', seat: 0 });
  const asked = seat.next((m) => m.type === 'ask' && m.seat === 0);
  await host.resume(uuid);
  const ask = (await asked) as Ask;
  const tile = ask.view.choices?.discard?.[0];
  expect(tile).toBeTruthy();
  const before = host.view(uuid, 0);
  expect(before?.choices).toBeTruthy();
  const closed = watchClose(seat);
  // the moment the bye comes, a legal answer to the open question (the server must not apply it)
  let answered = false;
  seat.onMessage = (m) => {
    if (m.type !== 'bye' || answered || seat.ws.readyState !== seat.ws.OPEN) return;
    seat.send({
      v: TABLE_PROTOCOL,
      type: 'act',
      n: 999,
      uuid,
      seat: 0,
      ask: ask.ask,
      action: { type: 'discard', tile },
    });
    answered = true;
  };
  return {
    uuid,
    host,
    seat,
    ask,
    before,
    steps: () => steps,
    answeredAfterBye: () => answered,
    closed,
    async done() {
      unsubscribe();
      await host.terminate(uuid);
      await seat.close();
    },
  };
}

/**
 * The seat's socket was ended: a last `bye` with the reason, then the close with the code; the answer sent after the
 * `bye` was not applied (no step of the seat, its question still open) and nothing came after the `bye`.
 */
async function expectSeatEnded(s: Seated, code: number, reason: Bye['reason'], via: TableClient): Promise<void> {
  const bye = await s.seat.next((m) => m.type === 'bye', END_WITHIN_MS);
  expect(bye).toMatchObject({ type: 'bye', reason });
  expect(await s.closed()).toEqual({ code, reason });
  expect(s.answeredAfterBye()).toBe(true);
  // the answer went before the client's close frame on the one connection: the server has had it; one more round
  // trip elsewhere lets anything it started finish
  await roundTrip(via);
  expect(s.steps()).toBe(0);
  expect(s.host.view(s.uuid, 0)).toEqual(s.before);
  expect(s.host.view(s.uuid, 0)?.choices).toBeTruthy();
  expect(s.seat.messages.slice(s.seat.messages.indexOf(bye) + 1)).toEqual([]);
  expect(s.seat.messages.filter((m) => m.type === 'accepted' || m.type === 'refused')).toEqual([]);
  expect(s.seat.invalid).toEqual([]);
}

describe('the table socket follows the session', () => {
  it('a logout ends the seat socket (bye: logout, 4401); the seat goes offline; the token opens nothing again', async () => {
    const [person] = await joinedPeople(1);
    const s = await seatedWithQuestion(t.app.ctx.games.host, url, f, person);
    const manager = await connected(url, creator.token);
    const sync = await opened(manager, s.uuid, true);
    expect(sync).toMatchObject({ type: 'sync', role: 'watch' });
    if (sync.type === 'sync') expect(sync.players[0]).toMatchObject({ account_id: person.account_id, online: true });
    const offline = manager.next((m) => m.type === 'presence' && m.players[0]?.online === false, END_WITHIN_MS);

    expect((await t.post('/api/logout', {}, person.token)).statusCode).toBe(200);
    await expectSeatEnded(s, 4401, 'logout', probe);
    // the seat is a disconnected one: the manager sees it offline, and keeps its own socket
    expect(await offline).toMatchObject({ type: 'presence' });
    await roundTrip(manager);
    expect(manager.ws.readyState).toBe(manager.ws.OPEN);
    expect(manager.messages.some((m) => m.type === 'bye')).toBe(false);
    // the same token on a new socket: refused, and closed as a session that ended
    const again = await authOnly(url, person.token);
    expect(again.first).toMatchObject({ type: 'refused', code: ErrorCode.NOT_LOGGED_IN });
    expect(again.first.type === 'refused' && again.first.code).toBe(2505);
    expect(again.code).toBe(4401);
    await manager.close();
    await s.done();
  });

  it('an account ban through the operator CLI (no request to the server) ends the seat socket: bye banned, 4401', async () => {
    const [person] = await joinedPeople(1);
    const s = await seatedWithQuestion(t.app.ctx.games.host, url, f, person);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await accountCommand(t.db, ['ban', '--account', String(person.account_id)]);
    } finally {
      log.mockRestore();
    }
    // nothing tells the hub: its next tick finds the ban
    const ended = expectSeatEnded(s, 4401, 'banned', probe);
    await ticksUntilBye(t.clock, s.seat);
    await ended;
    expect((await authOnly(url, person.token)).first).toMatchObject({ type: 'refused', code: 2505 });
    await s.done();
  });

  it('a session that expires (the clock moved past its end) ends the seat socket: bye expired, 4401', async () => {
    const [person] = await joinedPeople(1);
    const token = newToken();
    const now = t.clock.now();
    await insertSession(t.db, hashToken(token), person.account_id, now, now + 2);
    const s = await seatedWithQuestion(t.app.ctx.games.host, url, f, { account_id: person.account_id, token });
    // nothing tells the hub: its next tick finds the session past its end (the seat's question, 25 s, stays open)
    const ended = expectSeatEnded(s, 4401, 'expired', probe);
    t.clock.advance(3);
    await ticksUntilBye(t.clock, s.seat);
    await ended;
    expect((await authOnly(url, token)).first).toMatchObject({ type: 'refused', code: 2505 });
    await s.done();
  });

  it('a removal from the season roster through the API ends the seat socket: bye removed, 4403; the seat is refused', async () => {
    const [person] = await joinedPeople(1);
    const s = await seatedWithQuestion(t.app.ctx.games.host, url, f, person);
    const res = await t.post(
      '/api/contest/remove_contest_season_player',
      { unique_id: f.unique_id, season_id: f.season_id, account_id_list: [person.account_id] },
      creator.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ success: [person.account_id], failed: [] });
    await expectSeatEnded(s, 4403, 'removed', probe);
    // the session still holds: a new socket is let in, but may not sit again
    const back = await connected(url, person.token);
    expect(await opened(back, s.uuid)).toMatchObject({ type: 'refused', code: ErrorCode.NO_PERMISSION });
    expect(ErrorCode.NO_PERMISSION).toBe(2506);
    expect(s.steps()).toBe(0);
    await back.close();
    await s.done();
  });

  it('an observer removed through the observer list loses the watch socket (4403), the other observer watches on', async () => {
    const host = t.app.ctx.games.host;
    const [person] = await joinedPeople(1);
    const [gone, stays] = [await t.user(), await t.user()];
    await t.db.updateTable('contests').set({ observer_switch: 1 }).where('unique_id', '=', f.unique_id).execute();
    const added = await t.post(
      '/api/contest/set_observer_list',
      { unique_id: f.unique_id, add_list: [gone.account_id, stays.account_id] },
      creator.token,
    );
    expect(added.json().data).toMatchObject({ success: [gone.account_id, stays.account_id], failed: [] });
    const uuid = (await host.start(spec(f, [person.account_id, 0, 0, 0]))) as string;
    const seat = await connected(url, person.token);
    expect(await opened(seat, uuid)).toMatchObject({ type: 'sync', role: 'seat' });
    const observers = [await connected(url, gone.token), await connected(url, stays.token)];
    for (const o of observers) {
      // told the delay at once; the first picture once the app's clock moved past it
      o.open(uuid);
      expect(await o.next((m) => m.type === 'delay' || m.type === 'refused')).toMatchObject({ type: 'delay' });
      t.clock.advanceMs(WATCH_DELAY_MS);
      expect(await o.next((m) => m.type === 'sync' || m.type === 'refused')).toMatchObject({
        type: 'sync',
        role: 'watch',
        seat: -1,
      });
    }
    const [removed, other] = observers;
    const closed = watchClose(removed);
    // play until the seat is asked: the observers' copies of the deal are still on their way (0.3 s behind)
    const asked = seat.next((m) => m.type === 'ask' && m.seat === 0);
    await host.resume(uuid);
    const ask = (await asked) as Ask;

    const res = await t.post(
      '/api/contest/set_observer_list',
      { unique_id: f.unique_id, remove_list: [gone.account_id] },
      creator.token,
    );
    expect(res.json().data).toMatchObject({ success: [gone.account_id], failed: [] });
    const bye = await removed.next((m) => m.type === 'bye', END_WITHIN_MS);
    expect(bye).toMatchObject({ type: 'bye', reason: 'removed' });
    expect(await closed()).toEqual({ code: 4403, reason: 'removed' });

    // the game goes on; the other observer sees the seat's discard (behind by the delay, so past anything the removed
    // one still had on its way) — and the removed one got nothing after its bye
    const tile = ask.view.choices?.discard?.[0] as string;
    const discarded = other.next(
      (m) => m.type === 'update' && m.events.some((e) => e.event.type === 'dahai' && e.event.actor === 0),
      END_WITHIN_MS,
    );
    expect(await seat.act(uuid, 0, ask.ask, { type: 'discard', tile })).toMatchObject({ type: 'accepted' });
    t.clock.advanceMs(WATCH_DELAY_MS);
    await discarded;
    expect(removed.messages.slice(removed.messages.indexOf(bye) + 1)).toEqual([]);
    expect(other.ws.readyState).toBe(other.ws.OPEN);
    expect(other.messages.some((m) => m.type === 'bye')).toBe(false);
    for (const c of [seat, removed, other]) expect(c.invalid).toEqual([]);
    // the removed observer may not watch again
    const back = await connected(url, gone.token);
    expect(await opened(back, uuid)).toMatchObject({ type: 'refused', code: 2506 });

    await host.terminate(uuid);
    await Promise.all([seat, other, back].map((c) => c.close()));
    await t.db.deleteFrom('contest_observers').where('unique_id', '=', f.unique_id).execute();
    await t.db.updateTable('contests').set({ observer_switch: 0 }).where('unique_id', '=', f.unique_id).execute();
  });

  it('a manager removed through remove_contest_admin loses the live watch socket: bye removed, 4403', async () => {
    const host = t.app.ctx.games.host;
    const m = await t.user();
    const added = await t.post(
      '/api/contest/add_contest_admin',
      { unique_id: f.unique_id, account_list: [m.account_id] },
      creator.token,
    );
    expect(added.json().data).toMatchObject({ success: [m.account_id], failed: [] });
    const uuid = (await host.start(spec(f, [0, 0, 0, 0]))) as string;
    const manager = await connected(url, m.token);
    expect(await opened(manager, uuid, true)).toMatchObject({ type: 'sync', role: 'watch', seat: -1 });
    const creatorWatch = await connected(url, creator.token);
    expect(await opened(creatorWatch, uuid, true)).toMatchObject({ type: 'sync', role: 'watch' });
    // a manager watches live: no delay was announced
    expect(manager.messages.some((x) => x.type === 'delay')).toBe(false);
    const closed = watchClose(manager);

    const res = await t.post(
      '/api/contest/remove_contest_admin',
      { unique_id: f.unique_id, account_id_list: [m.account_id] },
      creator.token,
    );
    expect(res.json().data).toMatchObject({ success: [m.account_id], failed: [] });
    const bye = await manager.next((x) => x.type === 'bye', END_WITHIN_MS);
    expect(bye).toMatchObject({ type: 'bye', reason: 'removed' });
    expect(await closed()).toEqual({ code: 4403, reason: 'removed' });
    // the creator (still the contest's) keeps watching; the removed manager may not open it again
    await roundTrip(creatorWatch);
    expect(creatorWatch.ws.readyState).toBe(creatorWatch.ws.OPEN);
    expect(manager.messages.slice(manager.messages.indexOf(bye) + 1)).toEqual([]);
    const back = await connected(url, m.token);
    expect(await opened(back, uuid, true)).toMatchObject({ type: 'refused', code: 2506 });

    await host.terminate(uuid);
    await Promise.all([creatorWatch, back].map((c) => c.close()));
  });
});

/**
 * Two instances on one database (as games/cluster/cluster.test.ts: a throw-away PostgreSQL schema when
 * TAIKAI_TEST_DATABASE_URL is a postgres URL, else one SQLite file both open). Instance B handles the logout and
 * cannot nudge A: A's hub finds the ended session in the database at its next tick.
 */
describe('the table socket follows the session across instances', () => {
  let shared: SharedDb;
  let a: GamesApp;
  let b: GamesApp;
  let urlA: string;
  let season: { unique_id: number; season_id: number };
  let owner: { account_id: number; token: string };
  let aProbe: TableClient;
  /** both instances' clock */
  const clock = new ManualClock(T0);

  beforeAll(async () => {
    shared = await sharedDatabase();
    a = await gamesApp(shared, clock, { handSeconds: 0 });
    b = await gamesApp(shared, clock, { handSeconds: 0 });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    urlA = `http://127.0.0.1:${(a.app.server.address() as AddressInfo).port}`;
    owner = await personWithSession(a.db, 'owner', T0);
    season = await makeContest(a.db, owner.account_id, T0);
    aProbe = await connected(urlA, owner.token);
  });

  afterAll(async () => {
    await aProbe?.close();
    await a?.close();
    await b?.close();
    await shared?.drop();
  });

  it('a logout handled by instance B closes the seat socket held on instance A: bye logout, 4401', async () => {
    const person = await personWithSession(a.db, 'seat-a', T0, season);
    const s = await seatedWithQuestion(a.games.host, urlA, season, person);
    expect(a.games.host.drives(s.uuid)).toBe(true);
    const res = await b.app.inject({
      method: 'POST',
      url: '/api/logout',
      payload: {},
      headers: { authorization: `Majsoul ${person.token}` },
    });
    expect(res.statusCode).toBe(200);
    // B cannot nudge A's hub: A's next tick finds the session gone
    const ended = expectSeatEnded(s, 4401, 'logout', aProbe);
    await ticksUntilBye(clock, s.seat);
    await ended;
    // instance A refuses the token too
    const again = await authOnly(urlA, person.token);
    expect(again).toEqual({ first: expect.objectContaining({ type: 'refused', code: 2505 }), code: 4401 });
    await s.done();
  });
});
