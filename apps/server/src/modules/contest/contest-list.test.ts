import { describe, expect, it } from 'vitest';
import { createTestApp, T0 } from '../../../test/helpers.js';
import { contestFixture, fillRoster } from '../../../test/kit/season.js';

/** fetch_contest_list carries each contest's current season so the home page can show where it stands. */
const t = await createTestApp();
const DAY = 86400;

describe('fetch_contest_list current_season', () => {
  it('is the newest season with its state and player counts', async () => {
    const owner = await t.user();
    const f = await contestFixture(t, owner, { seasonStart: T0 - DAY, seasonEnd: T0 + 10 * DAY });
    await fillRoster(t.db, f, 3, { firstId: 9_000_001, state: 2 });
    await fillRoster(t.db, f, 2, { firstId: 9_100_001, state: 1 });
    const [item] = (await t.get('/api/contest/fetch_contest_list', owner.token)).json().data.list;
    expect(item.unique_id).toBe(f.unique_id);
    expect(item.current_season).toMatchObject({ season_id: 1, state: 2, player_count: 3, pending_count: 2 });
  });
});
