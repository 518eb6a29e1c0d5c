import { ANALYTICS_BATCH_MAX, ErrorCode } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { codeOf, createTestApp } from '../../../test/helpers.js';
import { insertAnalyticsEvents } from './analytics.repository.js';

const t = await createTestApp();

const rows = () => t.db.selectFrom('analytics_events').selectAll().orderBy('id').execute();

describe('POST /api/analytics', () => {
  it('stores a batch with the account; before login the sink refuses (2505, issue 15 point 1)', async () => {
    const u = await t.user();
    const events = [
      { type: 'page_view', path: '/contest/1', time: t.clock.now() - 2 },
      { type: 'stay', path: '/contest/1', value: 60, time: t.clock.now() - 1 },
      { type: 'click', path: '/', value: 'create-contest', time: t.clock.now() },
    ];
    const res = await t.post('/api/analytics', { events }, u.token);
    expect(res.json()).toEqual({ data: { accepted: 3 } });
    expect(codeOf(await t.post('/api/analytics', { events: [events[0]] }))).toBe(ErrorCode.NOT_LOGGED_IN);

    const stored = await rows();
    expect(stored.map((r) => [r.account_id, r.type, r.value])).toEqual([
      [u.account_id, 'page_view', ''],
      [u.account_id, 'stay', '60'],
      [u.account_id, 'click', 'create-contest'],
    ]);
    expect(stored[0]).toMatchObject({ path: '/contest/1', time: t.clock.now() - 2, create_time: t.clock.now() });
  });

  it('refuses malformed batches with 3 and stores nothing', async () => {
    const u = await t.user();
    const before = (await rows()).length;
    for (const body of [
      {},
      { events: [] },
      { events: [{ type: 'hover', path: '/', time: 1 }] },
      { events: [{ type: 'click', path: 'x'.repeat(600), time: 1 }] },
      { events: [{ type: 'click', path: '/', time: 2 ** 40 }] },
      { events: Array.from({ length: 201 }, () => ({ type: 'click', path: '/', time: 1 })) },
    ]) {
      expect(codeOf(await t.post('/api/analytics', body, u.token))).toBe(ErrorCode.PARAM_ERROR);
    }
    expect((await rows()).length).toBe(before);
  });

  it('parallel batches cannot pass the daily cap together: the count and the insert are one step', async () => {
    const u = await t.user();
    const click = { type: 'click' as const, path: '/', time: t.clock.now() };
    // 4,900 of the day's 5,000 already stored: room for two more full batches of 50
    for (let i = 0; i < 7; i++) await insertAnalyticsEvents(t.db, u.account_id, Array(700).fill(click), t.clock.now());
    const batch = { events: Array(ANALYTICS_BATCH_MAX).fill(click) };
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.post('/api/analytics', batch, u.token)));
    const taken = answers.filter((r) => r.statusCode === 200).length;
    expect(taken).toBe(2);
    expect(answers.filter((r) => codeOf(r) === ErrorCode.TOO_FREQUENT)).toHaveLength(8);
    const stored = await t.db
      .selectFrom('analytics_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', u.account_id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(5000);
  });
});
