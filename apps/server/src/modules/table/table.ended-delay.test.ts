import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContest } from '../../../test/fixtures.js';
import { createTestApp, T0, type TestApp, type TestUser } from '../../../test/helpers.js';
import { addRecords, testRecord } from '../../../test/kit/record.js';
import { TableClient } from '../../../test/kit/table-client.js';
import { insertGame } from '../../games/games.repository.js';

/**
 * A game that has just ended, opened again on the table socket: a contest observer (60 s behind) learns its end no
 * sooner than an observer who had followed it would have; a manager at once.
 */
let t: TestApp;
let url: string;
let creator: TestUser;
let observer: TestUser;
let uuid: string;
const END = T0 + 100;
const clients: TableClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ config: { scheduler: false, watchDelaySeconds: 60 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  creator = await t.user({ nickname: 'creator' });
  observer = await t.user({ nickname: 'observer' });
  const f = await makeContest(t.db, creator.account_id, T0);
  await t.db
    .insertInto('contest_observers')
    .values({ unique_id: f.unique_id, account_id: observer.account_id, create_time: T0 })
    .execute();
  await t.db.updateTable('contests').set({ observer_switch: 1 }).where('unique_id', '=', f.unique_id).execute();
  const built = testRecord({
    ...f,
    seats: [0, 0, 0, 0].map(() => ({ account_id: 0 })),
    points: [40_000, 30_000, 20_000, 10_000],
    end_time: END,
  });
  uuid = built.record.uuid;
  await insertGame(t.db, {
    uuid,
    plan_uuid: null,
    unique_id: f.unique_id,
    season_id: f.season_id,
    round_type: 2,
    config: { seed: uuid, roundType: 2, initPoints: [25000, 25000, 25000, 25000] } as never,
    remark: '',
    owner: 'gone',
    lease_until: 0,
    now: T0,
    seats: [0, 1, 2, 3].map((seat) => ({ seat, account_id: 0, nickname: '', ai_level: 1 })),
    scores: [25000, 25000, 25000, 25000],
  });
  await t.db
    .updateTable('games')
    .set({ status: 'finished', end_time: END, owner: null })
    .where('uuid', '=', uuid)
    .execute();
  await addRecords(t.db, [built], END);
});
afterAll(async () => {
  for (const c of clients) await c.close();
});

async function opened(token: string): Promise<TableClient> {
  const c = new TableClient(url, token);
  clients.push(c);
  await c.connect();
  c.open(uuid, { watch: true });
  return c;
}

/** Every message the server sent `c` before it answered a ping has arrived. */
async function roundTrip(c: TableClient): Promise<void> {
  const n = 4242;
  c.send({ v: 1, type: 'ping', n });
  await c.next((m) => m.type === 'pong' && m.n === n, 5_000);
}

describe('a game that has just ended, opened again', () => {
  it('shows a manager its result at once', async () => {
    t.clock.set(END + 10);
    const c = await opened(creator.token);
    expect(await c.next((m) => m.type === 'finished' || m.type === 'refused')).toMatchObject({
      type: 'finished',
      uuid,
    });
  });

  it('shows an observer its result only 60 s after the end, told the delay meanwhile', async () => {
    t.clock.set(END + 10);
    const c = await opened(observer.token);
    expect(await c.next((m) => m.type === 'delay' || m.type === 'refused')).toMatchObject({
      type: 'delay',
      seconds: 60,
    });
    await roundTrip(c);
    t.clock.set(END + 59);
    await roundTrip(c);
    expect(c.messages.some((m) => m.type === 'finished')).toBe(false);
    t.clock.set(END + 60);
    expect(await c.next((m) => m.type === 'finished')).toMatchObject({ type: 'finished', uuid });
  });

  it('shows an observer the result at once once the end is 60 s old', async () => {
    t.clock.set(END + 61);
    const c = await opened(observer.token);
    const first = await c.next((m) => m.type === 'finished' || m.type === 'delay' || m.type === 'refused');
    expect(first).toMatchObject({ type: 'finished', uuid });
  });
});
