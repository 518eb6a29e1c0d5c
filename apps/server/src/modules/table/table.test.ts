import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type TableAction, type TableServerMessage, tableView } from '@taikai/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { joinSeason, makeContest } from '../../../test/fixtures.js';
import { createTestApp, T0, type TestApp, type TestUser } from '../../../test/helpers.js';
import { gameSpec } from '../../../test/kit/games/spec.js';
import { downloadedMjai } from '../../../test/kit/record.js';
import { quickPolicy, robotPolicy, TableClient } from '../../../test/kit/table-client.js';
import { autoPlayAction, type SeatController } from '../../games/controllers.js';
import type { GameEvent } from '../../games/host.js';
import { clockRule } from './table.clock.js';

/**
 * The players' table over real WebSockets: four scripted clients play a whole game; refusals (illegal, out of
 * turn, forged seat, stale, malformed, not logged in, not allowed to watch) change nothing; reconnects resume;
 * timeouts play the default; pause/resume/terminate reach every seat; no seat ever receives another's hidden tiles.
 * Thinking clocks and the watch delay run on the app's clock (`t.clock`, a ManualClock): time passes only when a test
 * moves it, so nothing here waits on the wall clock except for the sockets' messages (I/O).
 */

let t: TestApp;
let url: string;
let creator: TestUser;
let people: TestUser[];
let stranger: TestUser;
let f: { unique_id: number; season_id: number };

beforeAll(async () => {
  // clocks at 1/50: a 5+20 s clock is 0.1 + 0.4 s of the app's clock; games play as fast as people answer
  // observers watch 0.8 s behind (the app's clock)
  t = await createTestApp({ config: { handSeconds: 0, thinkScale: 0.02, scheduler: false, watchDelaySeconds: 0.8 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  creator = await t.user({ nickname: 'creator' });
  people = [];
  for (let i = 0; i < 4; i++) people.push(await t.user({ nickname: `seat${i}` }));
  stranger = await t.user({ nickname: 'stranger' });
  f = await makeContest(t.db, creator.account_id, T0);
  await joinSeason(
    t.db,
    f,
    people.map((p) => p.account_id),
    T0,
  );
});

const spec = (accounts: number[], rule: Record<string, unknown> = { time_fixed: 5, time_add: 20 }) =>
  gameSpec(f, accounts, { rule, seed: 'table-test' });

/** Starts a game and pauses it at once, so the sockets can sit down before play goes on. */
async function pausedGame(accounts: number[], rule?: Record<string, unknown>) {
  const host = t.app.ctx.games.host;
  const uuid = (await host.start({ ...spec(accounts, rule), paused: true })) as string;
  const events: GameEvent[] = [];
  host.subscribe(uuid, (e) => events.push(e));
  return { uuid, host, events };
}

async function seated(uuid: string, users: TestUser[]): Promise<TableClient[]> {
  const clients: TableClient[] = [];
  for (const u of users) {
    const c = new TableClient(url, u.token);
    await c.connect();
    c.open(uuid);
    await c.next((m) => m.type === 'sync');
    clients.push(c);
  }
  return clients;
}

/**
 * Robot seats that answer (the drawn tile, pass) 5 ms of the app's clock after each question, and stop answering
 * while held — the game then waits at the next robot decision until released.
 */
function pacedRobots(uuid: string, seats: number[]) {
  let held = false;
  const waiting: (() => void)[] = [];
  const controller: SeatController = {
    kind: 'person',
    decide: ({ view }) =>
      new Promise((resolve) => {
        const answer = () => resolve(autoPlayAction(view));
        if (held) waiting.push(answer);
        else t.clock.after(5, answer);
      }),
  };
  for (const seat of seats) t.app.ctx.games.host.setController(uuid, seat, controller);
  return {
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      for (const answer of waiting.splice(0)) answer();
    },
  };
}

const codeOf = (m: TableServerMessage) => (m.type === 'refused' ? m.code : 0);

/**
 * One ping through `c` answered: every message the server sent `c` before it handled the ping has arrived (one
 * socket keeps its order), so what has not arrived by then was not sent.
 */
async function roundTrip(c: TableClient): Promise<void> {
  const n = Math.floor(Math.random() * 1_000_000);
  c.send({ v: 1, type: 'ping', n });
  await c.next((m) => m.type === 'pong' && m.n === n, 5_000);
}

/** An observer's socket opened the game: told the delay at once, then its first picture once the clock moved it. */
async function delayedSync(c: TableClient): Promise<TableServerMessage> {
  expect(await c.next((m) => m.type === 'delay' || m.type === 'refused')).toMatchObject({ type: 'delay' });
  t.clock.advanceMs(t.app.ctx.config.watchDelaySeconds * 1000);
  return c.next((m) => m.type === 'sync' || m.type === 'refused');
}

/** Every message a seat got holds only what that seat may see. */
function assertNoLeaks(seat: number, messages: TableServerMessage[], hostEvents: GameEvent[]) {
  const bySeq = new Map<number, GameEvent[]>();
  for (const e of hostEvents) bySeq.set(e.seq, [...(bySeq.get(e.seq) ?? []), e]);
  const publicKeys = ['discards', 'handCount', 'kita', 'melds', 'riichi', 'score', 'seat', 'seatWind'];
  for (const m of messages) {
    if ('view' in m) {
      expect(m.view.seat).toBe(seat);
      for (const s of m.view.seats) {
        // the view's public seats carry no tile list other than discards and melds (safe tiles aside)
        expect(
          Object.keys(s)
            .filter((k) => k !== 'safe')
            .sort(),
        ).toEqual(publicKeys);
      }
      if (m.type !== 'ask' && m.view.choices) expect(m.view.choices.seat).toBe(seat);
    }
    if (m.type === 'update') {
      for (const { seq, event } of m.events) {
        // the event is one the engine tagged for everyone or for this seat
        const tagged = (bySeq.get(seq) ?? []).filter((e) => e.type === 'table');
        expect(tagged.length).toBe(1);
        const to = (tagged[0] as Extract<GameEvent, { type: 'table' }>).to;
        expect(to === 'all' || to.includes(seat)).toBe(true);
        if (event.type === 'start_kyoku') {
          const tehais = event.tehais as string[][];
          tehais.forEach((h, i) => {
            if (i !== seat) expect(h.every((x) => x === '?')).toBe(true);
          });
        }
        if (event.type === 'tsumo' && event.actor !== seat) expect(event.pai).toBe('?');
      }
    }
  }
}

describe('the players table socket', () => {
  it('four scripted clients play a game to the end; nobody receives another seat’s hidden tiles', async () => {
    const { uuid, host, events } = await pausedGame(people.map((p) => p.account_id));
    const clients = await seated(uuid, people);
    clients.forEach((c) => {
      c.policy = robotPolicy;
    });
    const done = clients.map((c) => c.next((m) => m.type === 'finished', 120_000));
    await host.resume(uuid);
    const finished = await Promise.all(done);
    for (const m of finished) expect(m).toMatchObject({ type: 'finished', terminated: false });
    const record = await t.db
      .selectFrom('game_records')
      .select(['uuid', 'terminated', 'unique_id'])
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    expect(record).toMatchObject({ uuid, terminated: 0 });
    clients.forEach((c, seat) => {
      expect(c.messages.filter((m) => m.type === 'accepted').length).toBeGreaterThan(10);
      expect(c.messages.some((m) => m.type === 'refused')).toBe(false);
      assertNoLeaks(seat, c.messages, events);
    });
    // the wall commitments: every seat got one per hand dealt, and the record reveals wall and salt that hash to it
    // (the game kept no log: the download replays it from the stored decisions)
    const stored = await t.db.selectFrom('game_logs').select('mjai').where('uuid', '=', uuid).executeTakeFirstOrThrow();
    expect(stored.mjai).toBe('');
    const deals = (await downloadedMjai(t.app.ctx, record?.unique_id ?? 0, uuid)).filter(
      (e) => e.type === 'start_kyoku',
    ) as unknown as { wall: number[]; wall_salt: string; wall_hash: string }[];
    expect(deals.length).toBeGreaterThanOrEqual(4);
    for (const d of deals) {
      expect(d.wall.length).toBe(136);
      expect(new Set(d.wall).size).toBe(136);
      expect(d.wall_salt).toMatch(/^[0-9a-f]{64}$/);
      expect(
        createHash('sha256')
          .update(`${d.wall_salt}:${d.wall.join(',')}`)
          .digest('hex'),
      ).toBe(d.wall_hash);
    }
    expect(new Set(deals.map((d) => d.wall_salt)).size).toBe(deals.length);
    for (const c of clients) {
      const sent = c.messages.filter((m) => m.type === 'wall');
      expect(sent.map((m) => (m.type === 'wall' ? [m.hand, m.hash] : null))).toEqual(
        deals.map((d, hand) => [hand, d.wall_hash]),
      );
      // nothing a seat received before the end holds a wall, a salt or the seed
      const text = c.messages
        .filter((m) => m.type !== 'finished')
        .map((m) => JSON.stringify(m))
        .join('\n');
      for (const d of deals) {
        expect(text.includes(d.wall_salt)).toBe(false);
        expect(text.includes(`[${d.wall.slice(0, 8).join(',')}`)).toBe(false);
      }
      expect(text.includes('"wall":')).toBe(false);
      expect(text.includes('table-test')).toBe(false);
    }
    // the finished game opens as a result, naming who sat where (the late socket has no picture to name them from)
    const late = new TableClient(url, people[0].token);
    await late.connect();
    late.open(uuid);
    expect(await late.next((m) => m.type === 'finished' || m.type === 'refused')).toMatchObject({
      type: 'finished',
      players: people.map((p, seat) => ({ seat, account_id: p.account_id, nickname: `seat${seat}`, robot: false })),
    });
    await Promise.all([...clients, late].map((c) => c.close()));
  }, 150_000);

  it('refuses illegal, out-of-turn, forged-seat, stale and malformed answers, and changes nothing', async () => {
    const { uuid, host } = await pausedGame([people[0].account_id, 0, people[1].account_id, 0]);
    const [east, west] = await seated(uuid, [people[0], people[1]]);
    const asked = east.next((m) => m.type === 'ask');
    await host.resume(uuid);
    const ask = (await asked) as Extract<TableServerMessage, { type: 'ask' }>;
    const before = host.view(uuid, 0);
    const choices = ask.view.choices;
    expect(choices?.discard?.length).toBeGreaterThan(0);
    // a tile the seat does not hold
    const notHeld = ['1m', '9p', 'E', 'C', '5s'].find((x) => !choices?.discard?.includes(x)) as string;
    // 100 ms of its 0.5 s go by before the wrong answer
    t.clock.advanceMs(100);
    const askedAgain = east.next((m) => m.type === 'ask' && m.ask === ask.ask);
    const refusal = await east.act(uuid, 0, ask.ask, { type: 'discard', tile: notHeld });
    expect(codeOf(refusal)).toBe(1212);
    // the refused question comes back right after the refusal, its clock running on (not started again)
    const again = (await askedAgain) as Extract<TableServerMessage, { type: 'ask' }>;
    expect(east.messages.indexOf(again)).toBeGreaterThan(east.messages.indexOf(refusal));
    expect(again.view.choices).toEqual(choices);
    expect(again.clock.total_ms).toBe(ask.clock.total_ms - 100);
    expect(codeOf(await east.act(uuid, 0, ask.ask, { type: 'ron' }))).toBe(1212);
    // seat 2 has no question now: out of turn
    expect(codeOf(await west.act(uuid, 2, 1, { type: 'pass' }))).toBe(1211);
    // west claims east's seat
    expect(codeOf(await west.act(uuid, 0, ask.ask, { type: 'discard', tile: choices?.discard?.[0] as string }))).toBe(
      1213,
    );
    // a stale question number
    expect(
      codeOf(await east.act(uuid, 0, ask.ask + 99, { type: 'discard', tile: choices?.discard?.[0] as string })),
    ).toBe(1214);
    // malformed: no such action, and not JSON at all
    east.send({ v: 1, type: 'act', n: 77, uuid, seat: 0, ask: ask.ask, action: { type: 'steal' } });
    expect(codeOf(await east.next((m) => m.type === 'refused' && m.n === 77))).toBe(3);
    east.ws.send('{not json');
    expect(codeOf(await east.next((m) => m.type === 'refused' && m.n === null))).toBe(3);
    expect(host.view(uuid, 0)).toEqual(before);
    // the question is still open and a legal answer is taken
    expect(codeOf(await east.act(uuid, 0, ask.ask, { type: 'discard', tile: choices?.discard?.[0] as string }))).toBe(
      0,
    );
    // a second answer to the same question is refused
    expect(
      codeOf(await east.act(uuid, 0, ask.ask, { type: 'discard', tile: choices?.discard?.[0] as string })),
    ).not.toBe(0);
    await host.terminate(uuid);
    await Promise.all([east.close(), west.close()]);
  });

  it('refuses sockets that are not logged in, and watchers without the right', async () => {
    const { uuid, host } = await pausedGame([people[0].account_id, 0, 0, 0]);
    const anon = new TableClient(url, 'not-a-token');
    await anon.connect();
    expect(anon.messages[0]).toMatchObject({ type: 'refused', code: 2505 });
    const s = new TableClient(url, stranger.token);
    await s.connect();
    s.open(uuid);
    expect(codeOf(await s.next((m) => m.type === 'refused' || m.type === 'sync'))).toBe(2506);
    // an observer while the contest's observer switch is off, then on
    await t.db
      .insertInto('contest_observers')
      .values({ unique_id: f.unique_id, account_id: stranger.account_id, create_time: T0 })
      .execute();
    s.open(uuid);
    expect(codeOf(await s.next((m) => m.type === 'refused' || m.type === 'sync'))).toBe(2557);
    await t.db.updateTable('contests').set({ observer_switch: 1 }).where('unique_id', '=', f.unique_id).execute();
    s.open(uuid);
    const watching = await delayedSync(s);
    expect(watching).toMatchObject({ type: 'sync', role: 'watch', seat: -1 });
    if (watching.type === 'sync') expect(watching.view.hand).toEqual([]);
    // the manager watches too
    const m = new TableClient(url, creator.token);
    await m.connect();
    m.open(uuid, { watch: true });
    expect(await m.next((x) => x.type === 'sync' || x.type === 'refused')).toMatchObject({
      type: 'sync',
      role: 'watch',
    });
    // an unknown game
    m.open('no-such-game');
    expect(codeOf(await m.next((x) => x.type === 'refused'))).toBe(1203);
    await t.db.updateTable('contests').set({ observer_switch: 0 }).where('unique_id', '=', f.unique_id).execute();
    await t.db.deleteFrom('contest_observers').where('account_id', '=', stranger.account_id).execute();
    await host.terminate(uuid);
    await Promise.all([anon.close(), s.close(), m.close()]);
  });

  it('a client that disconnects mid-hand comes back to the same view, resuming from its last event', async () => {
    const { uuid, host } = await pausedGame(people.map((p) => p.account_id));
    const clients = await seated(uuid, people);
    clients.forEach((c) => {
      c.policy = robotPolicy;
    });
    await host.resume(uuid);
    // play past the events a table keeps for resumes (512), then pause to compare views at rest
    await clients[0].next((m) => m.type === 'update' && m.seq > 600 && m.view.phase === 'turn', 60_000);
    const told = clients[0].next((m) => m.type === 'paused');
    await host.pause(uuid);
    await told;
    const seen = clients[0].view;
    const since = clients[0].lastSeq;
    await clients[0].close();
    const back = new TableClient(url, people[0].token);
    await back.connect();
    back.open(uuid, { since });
    const stillPaused = back.next((m) => m.type === 'paused');
    const resumed = await back.next((m) => m.type === 'update' || m.type === 'sync');
    expect(resumed.type).toBe('update');
    if (resumed.type === 'update') {
      expect(resumed.view).toEqual(seen);
      expect(resumed.events).toEqual([]);
    }
    expect(await stillPaused).toMatchObject({ type: 'paused' });
    // too far behind: a full view
    const far = new TableClient(url, people[1].token);
    await far.connect();
    far.open(uuid, { since: 0 });
    const full = await far.next((m) => m.type === 'update' || m.type === 'sync');
    expect(full.type).toBe('sync');
    if (full.type === 'sync') {
      expect(full.view).toEqual(tableView.parse(host.view(uuid, 1)));
      // the seat was handed to the new socket; the old one was told
      expect(clients[1].messages.some((m) => m.type === 'bye')).toBe(true);
    }
    await host.terminate(uuid);
    await Promise.all([...clients, back, far].map((c) => c.close()));
  });

  it('a seat that reconnects gets its open question back with the time it had left (time away is spent)', async () => {
    // 50+100 s at 1/50: 1 s fixed, 2 s bank
    const { uuid, host } = await pausedGame([people[0].account_id, 0, 0, 0], { time_fixed: 50, time_add: 100 });
    const [first] = await seated(uuid, [people[0]]);
    const asked = first.next((m) => m.type === 'ask' && m.seat === 0);
    await host.resume(uuid);
    const ask = (await asked) as Extract<TableServerMessage, { type: 'ask' }>;
    expect(ask.clock).toEqual({ fixed: 1, bank: 2, total_ms: 3000 });
    const since = first.lastSeq;
    await first.close();
    // 0.3 s of the app's clock away
    t.clock.advanceMs(300);
    // back with a resume: the same question, its fixed part reduced by the time gone (away included)
    const back = new TableClient(url, people[0].token);
    await back.connect();
    back.open(uuid, { since });
    const again = (await back.next((m) => m.type === 'ask')) as Extract<TableServerMessage, { type: 'ask' }>;
    expect(again.ask).toBe(ask.ask);
    expect(again.view.choices).toEqual(ask.view.choices);
    expect(again.clock).toEqual({ fixed: 0.7, bank: 2, total_ms: 2700 });
    await back.close();
    // away past the fixed part (1.3 s since the question): the bank pays for it; a full reconnect (sync) shows the same
    t.clock.advanceMs(1000);
    const third = new TableClient(url, people[0].token);
    await third.connect();
    third.open(uuid);
    const sync = (await third.next((m) => m.type === 'sync')) as Extract<TableServerMessage, { type: 'sync' }>;
    expect(sync.ask?.ask).toBe(ask.ask);
    expect(sync.ask?.clock).toEqual({ fixed: 0, bank: 1.7, total_ms: 1700 });
    // and the restored question is still answerable
    const tile = ask.view.choices?.discard?.[0] as string;
    expect(codeOf(await third.act(uuid, 0, ask.ask, { type: 'discard', tile }))).toBe(0);
    await host.terminate(uuid);
    await third.close();
  });

  it('an observer watches behind by the delay, every message in order; a manager watches live', async () => {
    const { uuid, host } = await pausedGame([people[0].account_id, 0, 0, 0]);
    await t.db
      .insertInto('contest_observers')
      .values({ unique_id: f.unique_id, account_id: stranger.account_id, create_time: T0 })
      .execute();
    await t.db.updateTable('contests').set({ observer_switch: 1 }).where('unique_id', '=', f.unique_id).execute();
    const [player] = await seated(uuid, [people[0]]);
    player.policy = robotPolicy;
    const connected = async (token: string) => {
      const c = new TableClient(url, token);
      await c.connect();
      return c;
    };
    const manager = await connected(creator.token);
    const observer = await connected(stranger.token);
    manager.open(uuid, { watch: true });
    await manager.next((m) => m.type === 'sync');
    observer.open(uuid);
    // told at once that the feed is late, and by how much (the room took the socket in right after telling it)
    expect(await observer.next((m) => m.type === 'delay' || m.type === 'refused')).toMatchObject({
      type: 'delay',
      seconds: 0.8,
    });
    // what the manager gets from now on is what the observer must get, later
    const joined = manager.messages.length;
    /** the game's messages a client got (from its `from`-th message on) */
    const feed = (c: TableClient, from = 0, to = c.messages.length) =>
      c.messages
        .slice(from, to)
        .filter((m) => ['update', 'paused', 'resumed', 'finished', 'presence'].includes(m.type));
    /** the observer's messages since its first picture, once everything the server sent it so far has arrived */
    const observed = async () => {
      await roundTrip(observer);
      const at = observer.messages.findIndex((m) => m.type === 'sync');
      return at < 0 ? null : feed(observer, at + 1);
    };
    // the first picture only after the delay: not a millisecond before
    t.clock.advanceMs(799);
    expect(await observed()).toBeNull();
    t.clock.advanceMs(1);
    const sync = await observer.next((m) => m.type === 'sync');
    expect(sync).toMatchObject({ role: 'watch', seat: -1 });
    // play and pause (the app's clock standing still): the manager sees it all, the observer nothing yet
    await host.resume(uuid);
    await manager.next((m) => m.type === 'update' && m.seq > 40);
    await host.pause(uuid);
    await manager.next((m) => m.type === 'paused');
    const firstPart = feed(manager, joined);
    expect(await observed()).toEqual([]);
    // 0.4 s later: resume, play, terminate
    t.clock.advanceMs(400);
    await host.resume(uuid);
    await manager.next((m) => m.type === 'update' && m.seq > 80);
    await host.terminate(uuid);
    const managerEnd = await manager.next((m) => m.type === 'finished');
    // the manager knows the game is over; the observer has still seen nothing of it
    expect(await observed()).toEqual([]);
    // the delay after the first part: exactly the first part has come, in order, up to the pause
    t.clock.advanceMs(400);
    await observer.next((m) => m.type === 'paused');
    expect(await observed()).toEqual(firstPart);
    expect(firstPart.at(-1)?.type).toBe('paused');
    // the delay after the second: the rest, the end last
    t.clock.advanceMs(400);
    const observerEnd = await observer.next((m) => m.type === 'finished');
    const late = await observed();
    const live = feed(manager, joined);
    expect(late?.map((m) => m.type)).toEqual(live.map((m) => m.type));
    expect(late).toEqual(live);
    expect(late?.filter((m) => m.type === 'paused')).toHaveLength(1);
    expect(observerEnd).toEqual(managerEnd);
    await t.db.updateTable('contests').set({ observer_switch: 0 }).where('unique_id', '=', f.unique_id).execute();
    await t.db.deleteFrom('contest_observers').where('account_id', '=', stranger.account_id).execute();
    await Promise.all([player, manager, observer].map((c) => c.close()));
  });

  it('after five timeouts in a row a seat is auto-played (no questions, no bank) until the person is back', async () => {
    // 1+1 s at 1/50: 20 ms fixed, 20 ms bank
    const { uuid, host } = await pausedGame([people[0].account_id, 0, 0, 0], { time_fixed: 1, time_add: 1 });
    const [idle] = await seated(uuid, [people[0]]);
    // Robots play a whole game between two awaits here (handSeconds 0): the robot seats answer 5 ms of the app's
    // clock after each question instead, and stop answering (the game waits) once the seat has been auto-played twice.
    const robots = pacedRobots(uuid, [1, 2, 3]);
    let away = -1;
    let ownDiscards = 0;
    let twice = false;
    idle.onMessage = (m) => {
      if (m.type === 'autoplay' && m.on) away = idle.messages.length;
      const own = m.type === 'update' && m.events.some((e) => e.event.type === 'dahai' && e.event.actor === 0);
      if (away >= 0 && own && ++ownDiscards === 2) {
        robots.hold();
        twice = true;
      }
    };
    await host.resume(uuid);
    // the clock moves 5 ms at a time: the robots answer, the seat's questions run out (20 + 20 ms and the grace)
    await t.clock.runUntil(() => twice, { stepMs: 5 });
    expect(idle.messages.find((m) => m.type === 'autoplay')).toMatchObject({ on: true, timeouts: 5 });
    const timeouts = idle.messages.filter((m) => m.type === 'withdrawn' && m.timeout);
    expect(timeouts).toHaveLength(5);
    // the game went on without asking the seat: its own discards kept coming, no question was put to it
    expect(idle.messages.slice(away).some((m) => m.type === 'ask')).toBe(false);
    // back: told so, and asked again from the next decision on, with the bank it had
    const told = idle.next((m) => m.type === 'autoplay');
    idle.send({ v: 1, type: 'back', uuid });
    expect(await told).toMatchObject({ on: false, timeouts: 0 });
    const asked = idle.next((m) => m.type === 'ask');
    robots.release();
    // the robots play on until the seat must decide (the clock then stands: its question stays open)
    await t.clock.runUntil(() => !!host.view(uuid, 0)?.choices, { stepMs: 5 });
    const ask = (await asked) as Extract<TableServerMessage, { type: 'ask' }>;
    expect(codeOf(await idle.act(uuid, 0, ask.ask, quickPolicy(ask, ask) as TableAction))).toBe(0);
    await host.terminate(uuid);
    await idle.close();
  });

  it('a timeout plays the default (the drawn tile) and spends the bank; pause and terminate reach every seat', async () => {
    // 1+1 s at 1/50: 20 ms fixed, 20 ms bank
    const { uuid, host, events } = await pausedGame([people[0].account_id, people[1].account_id, 0, 0], {
      time_fixed: 1,
      time_add: 1,
    });
    const [idle, other] = await seated(uuid, [people[0], people[1]]);
    const asked = idle.next((m) => m.type === 'ask' && m.seat === 0);
    await host.resume(uuid);
    const ask = (await asked) as Extract<TableServerMessage, { type: 'ask' }>;
    expect(ask.clock).toEqual({ fixed: 0.02, bank: 0.02, total_ms: 40 });
    const withdrawing = idle.next((m) => m.type === 'withdrawn' && m.ask === ask.ask);
    const asking = idle.next((m) => m.type === 'ask' && m.seat === 0 && m.ask !== ask.ask);
    // the fixed part and the bank run out: the question is still open through the grace, never shown
    t.clock.advanceMs(ask.clock.total_ms);
    await roundTrip(idle);
    expect(idle.messages.some((m) => m.type === 'withdrawn')).toBe(false);
    expect(host.view(uuid, 0)?.choices).toBeTruthy();
    // the grace gone, the question times out and its default is played at once
    await t.clock.advanceMsAsync(clockRule({ time_fixed: 1, time_add: 1 }, t.app.ctx.config.thinkScale).graceMs);
    expect(await withdrawing).toMatchObject({ timeout: true });
    const dahai = events.find((e) => e.type === 'table' && e.event.type === 'dahai' && e.event.actor === 0) as Extract<
      GameEvent,
      { type: 'table' }
    >;
    expect((dahai.event as { pai?: string }).pai).toBe(ask.view.drawn);
    // the other person's questions time out too, the robots play, until the seat is asked again: its bank is spent
    await t.clock.runUntil(() => !!host.view(uuid, 0)?.choices, { stepMs: 5 });
    const second = (await asking) as Extract<TableServerMessage, { type: 'ask' }>;
    expect(second.clock).toEqual({ fixed: 0.02, bank: 0, total_ms: 20 });
    // pause: both seats told, the open question withdrawn
    const told = [idle, other].map((c) => c.next((m) => m.type === 'paused'));
    await host.pause(uuid);
    await Promise.all(told);
    const resumed = [idle, other].map((c) => c.next((m) => m.type === 'resumed'));
    await host.resume(uuid);
    await Promise.all(resumed);
    const ended = [idle, other].map((c) => c.next((m) => m.type === 'finished'));
    await host.terminate(uuid);
    for (const m of await Promise.all(ended)) expect(m).toMatchObject({ type: 'finished', terminated: true });
    await Promise.all([idle.close(), other.close()]);
  });
});
