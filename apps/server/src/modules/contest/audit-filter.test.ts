import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.js';
import { contestFixture } from '../../../test/kit/season.js';
import { writeAudit } from '../audit/audit.repository.js';
import { addContestAdmin } from './contest.repository.js';

/** fetch_contest_audit_log filters by person and kind within the last 1000 entries. */
const t = await createTestApp();
const audit = (token: string, q: Record<string, unknown>) =>
  t.get('/api/contest/fetch_contest_audit_log', token, { offset: 0, limit: 20, ...q });

describe('fetch_contest_audit_log filters', () => {
  it('filters by account and action, and lists who acted and which kinds for the filters', async () => {
    const owner = await t.user({ nickname: 'Owner' });
    const manager = await t.user({ nickname: 'Helper' });
    const f = await contestFixture(t, owner);
    await addContestAdmin(t.db, f.unique_id, manager.account_id, t.clock.now());
    const at = t.clock.now();
    for (const [who, action] of [
      [owner, 'season.update'],
      [manager, 'roster.add'],
      [manager, 'season.update'],
      [owner, 'roster.remove'],
    ] as const)
      await writeAudit(t.db, { unique_id: f.unique_id, account_id: who.account_id, action, now: at });

    const all = (await audit(owner.token, { unique_id: f.unique_id })).json().data;
    expect(all.total).toBe(4);
    expect(all.actions).toEqual(['roster.add', 'roster.remove', 'season.update']);
    expect(all.actors).toEqual(
      expect.arrayContaining([
        { account_id: owner.account_id, nickname: 'Owner' },
        { account_id: manager.account_id, nickname: 'Helper' },
      ]),
    );

    const byHelper = (await audit(owner.token, { unique_id: f.unique_id, account_id: manager.account_id })).json().data;
    expect(byHelper.total).toBe(2);
    expect(byHelper.list.map((e: { action: string }) => e.action)).toEqual(['season.update', 'roster.add']);
    expect(byHelper.actions).toHaveLength(3); // the filter choices stay whole

    const both = (
      await audit(owner.token, { unique_id: f.unique_id, account_id: manager.account_id, action: 'season.update' })
    ).json().data;
    expect(both.total).toBe(1);
    expect(both.list[0]).toMatchObject({ account_id: manager.account_id, action: 'season.update', nickname: 'Helper' });
  });

  it('reads only within the last 1000 entries when filtering', async () => {
    const owner = await t.user();
    const f = await contestFixture(t, owner);
    await writeAudit(t.db, {
      unique_id: f.unique_id,
      account_id: owner.account_id,
      action: 'old.kind' as never,
      now: 1,
    }); // a kind no longer written
    await t.db
      .insertInto('audit_log')
      .values(
        Array.from({ length: 1000 }, () => ({
          unique_id: f.unique_id,
          account_id: owner.account_id,
          action: 'new.kind',
          before: 'null',
          after: 'null',
          create_time: 2,
        })),
      )
      .execute();
    const res = (await audit(owner.token, { unique_id: f.unique_id, action: 'old.kind' })).json().data;
    expect(res.total).toBe(0);
    expect(res.actions).toEqual(['new.kind']);
  });
});
