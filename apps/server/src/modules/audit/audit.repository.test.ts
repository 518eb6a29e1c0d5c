import { PlanAuditAction, unnamedAuditParts } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.js';
import { contestFixture } from '../../../test/kit/season.js';
import { writeAudit } from './audit.repository.js';

/**
 * An audit row names only fields and states the console has words for (AUDIT_FIELDS / AUDIT_TEXT_VALUES in
 * packages/shared, labelled in five languages), and the log reply names the people a row lists.
 */
const t = await createTestApp();
const audit = (token: string, q: Record<string, unknown>) =>
  t.get('/api/contest/fetch_contest_audit_log', token, { offset: 0, limit: 20, ...q });

describe('audit rows', () => {
  it('tell a field or a state the console cannot name (what the authorisation matrix checks every row it wrote for)', () => {
    expect(unnamedAuditParts({ removed: 1, new_thing: 2 })).toEqual(
      expect.arrayContaining([expect.stringMatching(/new_thing/)]),
    );
    expect(unnamedAuditParts({ status: 'dozing' })).toEqual([expect.stringMatching(/status value dozing/)]);
    expect(unnamedAuditParts({ game_uuid: 'g', status: 'paused' })).toEqual([]);
    expect(unnamedAuditParts(null)).toEqual([]);
  });

  it('come with the nicknames of the accounts they list (a plan’s seats, 0 being a robot)', async () => {
    const owner = await t.user({ nickname: 'Owner' });
    const east = await t.user({ nickname: 'East' });
    const west = await t.user({ nickname: 'West' });
    const f = await contestFixture(t, owner);
    await writeAudit(t.db, {
      unique_id: f.unique_id,
      account_id: owner.account_id,
      action: PlanAuditAction.Create,
      after: { uuid: 'p', season_id: f.season_id, account_list: [east.account_id, 0, west.account_id, 0] },
      now: t.clock.now(),
    });
    const data = (await audit(owner.token, { unique_id: f.unique_id })).json().data;
    expect(data.names).toEqual(
      expect.arrayContaining([
        { account_id: east.account_id, nickname: 'East' },
        { account_id: west.account_id, nickname: 'West' },
      ]),
    );
    expect(data.names).toHaveLength(2);
  });
});
