import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinSeason, makeContest } from '../../../test/fixtures.js';
import { createTestApp, T0, type TestApp, type TestUser } from '../../../test/helpers.js';
import { TableClient } from '../../../test/kit/table-client.js';
import type { GameEvent, GameSpec } from '../../games/host.js';

/**
 * The start grace: a person who has not sat down when their game starts is waited for (30 s of the app's clock here,
 * the default) instead of having their first turns played for them; sitting down inside it gives them the question,
 * and after it an empty seat is auto-played at once. Time is the app's ManualClock: nothing waits on the wall clock.
 */

let t: TestApp;
let url: string;
let people: TestUser[];
let f: { unique_id: number; season_id: number };
const clients: TableClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ config: { handSeconds: 0, thinkScale: 0.02, scheduler: false, startGraceSeconds: 30 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const creator = await t.user({ nickname: 'creator' });
  people = [];
  for (let i = 0; i < 4; i++) people.push(await t.user({ nickname: `grace${i}` }));
  f = await makeContest(t.db, creator.account_id, T0);
  await joinSeason(
    t.db,
    f,
    people.map((p) => p.account_id),
    T0,
  );
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

/** A game of the four people, East first (no shuffle), followed by a subscriber that counts its decisions. */
async function started(seed: string) {
  const spec: GameSpec = {
    unique_id: f.unique_id,
    season_id: f.season_id,
    plan_uuid: null,
    round_type: 1,
    detail_rule: { time_fixed: 5, time_add: 20 },
    seats: people.map((p, i) => ({ account_id: p.account_id, nickname: `grace${i}`, ai_level: 1, init_points: 25000 })),
    seed,
  };
  const host = t.app.ctx.games.host;
  const uuid = (await host.start(spec)) as string;
  const events: GameEvent[] = [];
  host.subscribe(uuid, (e) => events.push(e));
  const decisions = () => events.filter((e) => e.type === 'step' && 'seat' in e.entry).length;
  return { uuid, host, decisions };
}

describe('start grace', () => {
  it('waits for a person who is not at the table yet, and asks them once they sit down', async () => {
    const g = await started('grace-join');
    await t.clock.advanceMsAsync(29_000);
    // the dealer's first discard is theirs to make: nothing was played for them in 29 s
    expect(g.decisions()).toBe(0);
    expect(g.host.progress(g.uuid)?.status).toBe('running');

    const dealer = new TableClient(url, people[0].token);
    clients.push(dealer);
    await dealer.connect();
    dealer.open(g.uuid);
    const ask = await dealer.next((m) => m.type === 'ask');
    expect(ask.type === 'ask' && ask.seat).toBe(0);
    // the question is on the person's own clock now (5 + 20 s at 1/50: 0.5 s), not the grace's
    await t.clock.advanceMsAsync(300);
    expect(g.decisions()).toBe(0);
    if (ask.type !== 'ask') throw new Error('not a question');
    const tile = ask.view.choices?.discard?.[0] as string;
    expect(await dealer.act(g.uuid, 0, ask.ask, { type: 'discard', tile })).toMatchObject({ type: 'accepted' });
    await t.clock.runUntil(() => g.decisions() >= 1);
    expect(g.decisions()).toBeGreaterThanOrEqual(1);
    await g.host.terminate(g.uuid);
  });

  it('auto-plays an empty seat once the grace is over', async () => {
    const g = await started('grace-empty');
    await t.clock.advanceMsAsync(29_900);
    expect(g.decisions()).toBe(0);
    await t.clock.advanceMsAsync(200);
    // past the grace the empty seats play at once (handSeconds 0): the game goes on without anyone
    await t.clock.runUntil(() => g.decisions() >= 8);
    expect(g.decisions()).toBeGreaterThanOrEqual(8);
  });
});
