import { DAY_SECONDS, ErrorCode } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { codeOf, createTestApp, type TestUser } from '../../../test/helpers.js';
import { inTransaction } from '../../db/database.js';
import { setAccountFlags } from '../account/account.repository.js';
import { createContestIn } from './contest-create.service.js';

/**
 * fetch_account_info's create_allowance says, before any form opens, whether create_contest would pass its account
 * checks and from when it will; create_contest refuses with the code of the same block.
 */
const t = await createTestApp();
const DAY = DAY_SECONDS;

const body = (now: number, days = 300) => ({
  name: [{ lang: 'default' as const, content: 'Cup' }],
  game_rule_setting: { round_type: 2 as const, thinking_type: 3, game_mode: 'liqi' as const },
  open_show: 1 as const,
  start_time: now + DAY,
  end_time: now + days * DAY,
});
const allowance = async (u: TestUser) =>
  (await t.get('/api/contest/fetch_account_info', u.token)).json().data.create_allowance;
const create = (u: TestUser) => t.post('/api/contest/create_contest', body(t.clock.now(), 8), u.token);
/** A contest created `daysAgo` days ago that finishes `finishIn` days from now. */
const createdBefore = (u: TestUser, daysAgo: number, finishIn: number) =>
  inTransaction(t.db, (trx) => {
    const then = t.clock.now() - daysAgo * DAY;
    return createContestIn(
      trx,
      u.account_id,
      { ...body(then), end_time: t.clock.now() + finishIn * DAY },
      {
        now: then,
      },
    );
  });

describe('create_allowance', () => {
  it('is open for a new account', async () => {
    const u = await t.user();
    expect(await allowance(u)).toEqual({ blocked_by: null, available_from: null, active_count: 0, active_max: 5 });
  });

  it('after a creation: blocked by the 7-day interval until exactly 7 days later, and create_contest agrees', async () => {
    const u = await t.user();
    const created = await createdBefore(u, 2, 30);
    expect(created.unique_id).toBeGreaterThan(0);
    const a = await allowance(u);
    expect(a).toEqual({
      blocked_by: 'interval',
      available_from: t.clock.now() + 5 * DAY,
      active_count: 1,
      active_max: 5,
    });
    expect(codeOf(await create(u))).toBe(ErrorCode.CREATE_INTERVAL);
  });

  it('with 5 contests running: blocked by the concurrent cap until the earliest one finishes', async () => {
    const u = await t.user({ diamonds: 10_000 });
    for (const [ago, finish] of [
      [50, 40],
      [40, 12],
      [30, 60],
      [20, 9],
      [10, 90],
    ])
      await createdBefore(u, ago, finish);
    expect(await allowance(u)).toEqual({
      blocked_by: 'concurrent',
      available_from: t.clock.now() + 9 * DAY,
      active_count: 5,
      active_max: 5,
    });
    expect(codeOf(await create(u))).toBe(ErrorCode.CREATED_LIMIT);
  });

  it('without the create right or the diamonds: blocked with no date', async () => {
    const denied = await t.user();
    await setAccountFlags(t.db, denied.account_id, { can_create: 0 });
    expect(await allowance(denied)).toMatchObject({ blocked_by: 'permission', available_from: null });
    expect(codeOf(await create(denied))).toBe(ErrorCode.NO_CREATE_PERMISSION);
    const poor = await t.user({ diamonds: 59 });
    expect(await allowance(poor)).toMatchObject({ blocked_by: 'diamonds', available_from: null });
    expect(codeOf(await create(poor))).toBe(ErrorCode.RESOURCE_NOT_ENOUGH);
  });

  it("when the platform's cap on active contests is reached: blocked with no date", async () => {
    const small = await createTestApp({ config: { maxActiveContests: 1 } });
    const a = await small.user();
    const b = await small.user();
    const first = await small.post('/api/contest/create_contest', body(small.clock.now(), 8), a.token);
    expect(first.json().data.unique_id).toBeGreaterThan(0);
    const reply = (await small.get('/api/contest/fetch_account_info', b.token)).json().data;
    expect(reply.create_allowance).toMatchObject({ blocked_by: 'platform', available_from: null });
  });
});
