import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { rebuildContestStandings } from '../modules/ranking/rebuild.service.js';
import { DEMO_GAMES, DEMO_LEAGUE_NAME, demoGamesDone } from './records.js';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './seed.js';

const t = await createTestApp();

describe('demo league', () => {
  it('has a finished season with the simulated games, standings equal to a rebuild, the same on every install', async () => {
    const started = performance.now();
    await seedDemo(t.app.ctx);
    const seedMs = performance.now() - started;
    await demoGamesDone();
    const allMs = performance.now() - started;
    console.log(`demo seed ${seedMs.toFixed(0)} ms; league games recorded after ${allMs.toFixed(0)} ms`);

    const token = (await t.post('/api/login', { account: DEMO_EMAIL, password: DEMO_PASSWORD })).json().data.token;
    const listRes = await t.get('/api/contest/fetch_contest_list', token);
    if (listRes.statusCode !== 200) console.log(listRes.body);
    const list = listRes.json().data.list;
    const league = list.find(
      (c: { contest_name: { content: string }[] }) => c.contest_name[0].content === DEMO_LEAGUE_NAME,
    );
    const ref = { unique_id: league.unique_id, season_id: 1 };
    const detailRes = await t.get('/api/contest/fetch_contest_detail', token, { unique_id: ref.unique_id });
    if (detailRes.statusCode !== 200) console.log(detailRes.body);
    const seasons = detailRes.json().data.season_list;
    expect(seasons[0]).toMatchObject({ season_id: 1, state: 3 });

    const records = (await t.get('/api/contest/fetch_contest_game_records', token, { ...ref, limit: 1 })).json().data;
    expect(records.total).toBe(DEMO_GAMES);
    const rank = (await t.post('/api/contest/fetch_season_player_rank', { ...ref, limit: 100 }, token)).json().data;
    expect(rank.total).toBe(24);
    expect(
      rank.rank.reduce((s: number, r: { data: { total_game_count: number } }) => s + r.data.total_game_count, 0),
    ).toBe(DEMO_GAMES * 4);
    const yakuman = (await t.get('/api/contest/fetch_contest_yakuman_records', token, ref)).json().data;
    console.log(`demo league: ${yakuman.total} yakuman`);
    const [check] = await rebuildContestStandings(t.db, ref.unique_id, 1, t.clock.now());
    expect(check.differences).toEqual([]);
    // seeded: the same standings on every install
    expect(
      rank.rank
        .slice(0, 3)
        .map((r: { nickname: string; data: { accumulate_point: number } }) => [r.nickname, r.data.accumulate_point]),
    ).toMatchSnapshot();
  });
});
