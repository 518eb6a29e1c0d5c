import { ErrorCode, errorMessage } from '@taikai/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeContest } from '../../../test/fixtures.js';
import { codeOf, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { until } from '../../../test/kit/games/harness.js';
import { gameSpec } from '../../../test/kit/games/spec.js';
import { decodeDecisions } from '../../games/decision-log.js';
import { realEngine } from '../../games/engine.js';

/**
 * The log of a game the host played: the host keeps none while the game is played, and the record's file is replayed
 * from its stored decisions and the game's config when downloaded (docs/ARCHITECTURE.md "Game records").
 */

const URL = '/api/contest/fetch_contest_game_record_log';
let t: TestApp;
let owner: TestUser;
let person: TestUser;
let ref: { unique_id: number; season_id: number };

beforeAll(async () => {
  t = await createTestApp({ config: { handSeconds: 0, scheduler: false } });
  owner = await t.user({ nickname: 'Owner' });
  person = await t.user({ nickname: 'Person' });
  ref = await makeContest(t.db, owner.account_id, t.clock.now() - 86400);
});

const spec = (seed: string) => gameSpec(ref, [person.account_id, 0, 0, 0], { seed, nickname: () => 'Person' });

async function recorded(uuid: string) {
  await until(
    async () => !!(await t.db.selectFrom('game_records').select('uuid').where('uuid', '=', uuid).executeTakeFirst()),
  );
  return t.db.selectFrom('game_records').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
}

const fetchLog = (uuid: string) => t.get(URL, owner.token, { unique_id: ref.unique_id, uuid });

type Event = { type: string; [k: string]: unknown };

describe('the log of a game the host played', () => {
  it('is stored as its decisions only and replayed for the download, as the engine plays it with its log kept', async () => {
    const host = t.app.ctx.games.host;
    const uuid = (await host.start(spec('replayed-log'))) as string;
    const record = await recorded(uuid);
    const stored = await t.db.selectFrom('game_logs').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
    expect(stored.mjai).toBe('');
    const res = await fetchLog(uuid);
    expect(res.statusCode).toBe(200);
    const events = res.json().mjai as Event[];
    expect(events[0].type).toBe('start_game');
    expect(events[events.length - 1].type).toBe('end_game');
    expect(events.filter((e) => e.type === 'start_kyoku')).toHaveLength(record.hands);
    // the same game played by the engine with its log kept, from the same config and decisions
    const E = realEngine();
    const game = await t.db.selectFrom('games').select('config').where('uuid', '=', uuid).executeTakeFirstOrThrow();
    let state = E.replay(JSON.parse(game.config), decodeDecisions(stored.decisions), { log: true });
    if (E.phase(state) === 'hand_end') state = E.nextHand(state).state;
    const logged = E.mjaiLog(state).map((e) => e.type);
    expect(events.map((e) => e.type)).toEqual(logged);
    // its end is the record's result
    const points = JSON.parse(record.result).players.map((p: { part_point_1: number }) => p.part_point_1);
    expect(events[events.length - 1].scores).toEqual(points);
  });

  it('is replayed to its end for a terminated game', async () => {
    const host = t.app.ctx.games.host;
    const uuid = (await host.start({ ...spec('terminated-log'), paused: true })) as string;
    expect(await host.terminate(uuid)).toBe(true);
    const record = await recorded(uuid);
    expect(record.terminated).toBe(1);
    const res = await fetchLog(uuid);
    expect(res.statusCode).toBe(200);
    const events = res.json().mjai as Event[];
    expect(events[0].type).toBe('start_game');
    expect(events[events.length - 1].type).toBe('end_game');
  });

  it('is refused with 2583, changing nothing, when the decisions no longer replay to the record’s result', async () => {
    const host = t.app.ctx.games.host;
    const uuid = (await host.start(spec('tampered-log'))) as string;
    const record = await recorded(uuid);
    const result = JSON.parse(record.result) as { players: { part_point_1: number }[] };
    result.players[0].part_point_1 += 1000;
    result.players[1].part_point_1 -= 1000;
    await t.db
      .updateTable('game_records')
      .set({ result: JSON.stringify(result) })
      .where('uuid', '=', uuid)
      .execute();
    const before = await t.db.selectFrom('game_logs').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
    const res = await fetchLog(uuid);
    expect(codeOf(res)).toBe(ErrorCode.RECORD_LOG_UNAVAILABLE);
    expect(res.json().error.message).toBe(errorMessage(ErrorCode.RECORD_LOG_UNAVAILABLE, 'zh-CN'));
    expect(await t.db.selectFrom('game_logs').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow()).toEqual(
      before,
    );
  });
});
