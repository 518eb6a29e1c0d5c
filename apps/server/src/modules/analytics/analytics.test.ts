import { ErrorCode } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { codeOf, createTestApp } from '../../../test/helpers.js';

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
});
