import type { AddressInfo } from 'node:net';
import type { TableServerMessage } from '@taikai/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { joinSeason, makeContest } from '../../../test/fixtures.js';
import { createTestApp, T0, type TestApp, type TestUser } from '../../../test/helpers.js';
import { gameSpec } from '../../../test/kit/games/spec.js';
import { quickPolicy, TableClient } from '../../../test/kit/table-client.js';
import { type EnginePort, type GameConfig, realEngine } from '../../games/engine.js';

/**
 * Who may call a discard is secret, over the socket: the same game — one seed, four people who pass every
 * call — is played twice, once as the rules are and once with chi, pon and kan offered to nobody (so that nobody,
 * rather than one seat or more, may claim most discards). A watcher's messages, and every seat's apart from its own
 * questions, are the same in both, sequence numbers aside.
 */

let t: TestApp;
let url: string;
let creator: TestUser;
let people: TestUser[];
let f: { unique_id: number; season_id: number };
/** while set, games are dealt with calls offered to nobody (ron is still offered) */
let noCalls = false;

function engineWithSwitch(): EnginePort {
  const real = realEngine();
  const withSwitch = (config: GameConfig): GameConfig => (noCalls ? { ...config, noCalls: [0, 1, 2, 3] } : config);
  return {
    ...real,
    newGame: (config, opts) => real.newGame(withSwitch(config), opts),
    replay: (config, log, opts) => real.replay(withSwitch(config), log, opts),
  };
}

beforeAll(async () => {
  t = await createTestApp({
    config: { handSeconds: 0, thinkScale: 0.05, scheduler: false, watchDelaySeconds: 0 },
    engine: engineWithSwitch(),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  creator = await t.user({ nickname: 'creator' });
  people = [];
  for (let i = 0; i < 4; i++) people.push(await t.user({ nickname: `seat${i}` }));
  f = await makeContest(t.db, creator.account_id, T0);
  await joinSeason(
    t.db,
    f,
    people.map((p) => p.account_id),
    T0,
  );
});

const spec = () =>
  gameSpec(
    f,
    people.map((p) => p.account_id),
    { rule: { time_fixed: 5, time_add: 20 }, seed: 'claim-secrecy', paused: true },
  );

/** Drops sequence numbers (the first game has more steps: the passes) and the game's id, at any depth. */
function withoutSeq(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutSeq);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v)
        .filter(([k]) => k !== 'seq' && k !== 'uuid')
        .map(([k, x]) => [k, withoutSeq(x)]),
    );
  return v;
}

/** The messages a receiver got that tell the table's state (questions and their answers are its own business). */
function shown(messages: TableServerMessage[]): Record<string, unknown>[] {
  return messages
    .filter((m) => !['ask', 'withdrawn', 'accepted', 'refused', 'hello'].includes(m.type))
    .map((m) => withoutSeq(m) as Record<string, unknown>);
}

/** Plays the game with four people passing every call and a manager watching; every receiver's messages. */
async function playOnce(): Promise<{ seats: TableServerMessage[][]; watcher: TableServerMessage[]; claims: number }> {
  const host = t.app.ctx.games.host;
  const uuid = (await host.start(spec())) as string;
  const seats: TableClient[] = [];
  let claims = 0;
  for (const [i, p] of people.entries()) {
    const c = new TableClient(url, p.token);
    await c.connect();
    c.policy = (ask, raw) => {
      // a question without a discard to make is a claim window this seat may call in
      if (!ask.view.choices?.discard?.length) claims++;
      return quickPolicy(ask, raw);
    };
    c.open(uuid);
    await c.next((m) => m.type === 'sync');
    expect(c.view?.seat).toBe(i);
    seats.push(c);
  }
  const watcher = new TableClient(url, creator.token);
  await watcher.connect();
  watcher.open(uuid, { watch: true });
  await watcher.next((m) => m.type === 'sync');
  const done = [...seats, watcher].map((c) => c.next((m) => m.type === 'finished', 120_000));
  await host.resume(uuid);
  await Promise.all(done);
  for (const c of [...seats, watcher]) await c.close();
  for (const c of [...seats, watcher]) expect(c.invalid).toEqual([]);
  return { seats: seats.map((c) => c.messages), watcher: watcher.messages, claims };
}

describe('claim windows over the socket', () => {
  it('a watcher and every seat get the same messages whether others may call or nobody may', async () => {
    noCalls = false;
    const asRuled = await playOnce();
    noCalls = true;
    const nobody = await playOnce();
    noCalls = false;
    // the game as ruled had windows in which a seat could call (and passed): the two games differ in who may claim
    expect(asRuled.claims).toBeGreaterThan(3);
    expect(nobody.claims).toBeLessThan(asRuled.claims);

    expect(shown(asRuled.watcher)).toEqual(shown(nobody.watcher));
    for (let seat = 0; seat < 4; seat++) {
      const a = shown(asRuled.seats[seat]);
      const b = shown(nobody.seats[seat]);
      expect(a.length).toBe(b.length);
      for (let i = 0; i < a.length; i++) {
        const va = a[i].view as { choices: unknown; waitingOn: number[] } | undefined;
        // where this seat itself could call, its view differs by its own choices only
        if (va?.choices && !(b[i].view as { choices: unknown }).choices && va.waitingOn.includes(seat)) {
          const strip = (m: Record<string, unknown>) => ({
            ...m,
            view: { ...(m.view as object), choices: null, waitingOn: [] },
          });
          expect(strip(a[i])).toEqual(strip(b[i]));
        } else expect(a[i]).toEqual(b[i]);
      }
    }
    // the windows went out on their own: an update ends at every discard, and nobody else is shown deciding in it
    const windows = shown(asRuled.watcher).filter((m) => {
      const events = (m.events as { event: { type: string } }[] | undefined) ?? [];
      return m.type === 'update' && events[events.length - 1]?.event.type === 'dahai';
    });
    expect(windows.length).toBeGreaterThan(40);
    for (const w of windows) expect((w.view as { waitingOn: number[] }).waitingOn).toEqual([]);
  });
});
