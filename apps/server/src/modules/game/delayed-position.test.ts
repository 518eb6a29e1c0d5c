import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeContest } from '../../../test/fixtures.js';
import { createTestApp, T0 } from '../../../test/helpers.js';
import { insertGame, writePositions } from '../../games/games.repository.js';
import { delayedPosition, endShown, type HandPosition, type Position } from './delayed-position.js';

const live: Position = {
  chang: 1,
  ju: 2,
  ben: 0,
  scores: [30000, 20000, 25000, 25000],
  is_end: false,
  update_time: 900,
};
const hand = (at: number, ju: number): HandPosition => ({ chang: 0, ju, ben: 0, scores: [25000 + ju, 0, 0, 0], at });

describe('the position shown behind the game', () => {
  it('is the last hand reached by now - delay, the start before that, and the end only once it is that old', () => {
    const hands = [hand(100, 0), hand(200, 1), hand(300, 2)];
    const game = { live, end_time: null };
    expect(delayedPosition(game, hands, 150, 60)).toMatchObject({ ju: 0, update_time: 100 });
    expect(delayedPosition(game, hands, 260, 60)).toMatchObject({ ju: 1, update_time: 200 });
    expect(delayedPosition(game, hands, 1000, 60)).toMatchObject({ ju: 2, is_end: false });
    // nothing of the game is that old yet: its start (the starting points)
    expect(delayedPosition(game, hands, 120, 60)).toMatchObject({ ju: 0, update_time: 100 });
    expect(delayedPosition(game, [], 1000, 60)).toBeNull();
    // no delay: as it is
    expect(delayedPosition(game, hands, 150, 0)).toBe(live);
    const ended = { live: { ...live, is_end: true }, end_time: 400 };
    expect(delayedPosition(ended, hands, 459, 60)).toMatchObject({ ju: 2, is_end: false });
    expect(delayedPosition(ended, hands, 460, 60)).toEqual(ended.live);
    expect(endShown(400, 459, 60)).toBe(false);
    expect(endShown(400, 460, 60)).toBe(true);
  });

  it('never shows a position reached after now - delay (but the start), nor an end before it is that old', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 600 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 300 }),
        fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }),
        (gaps, now, delay, endAt) => {
          let at = 0;
          const hands = gaps.map((g, ju) => {
            at += g;
            return hand(at, ju);
          });
          const end_time = endAt === null ? null : Math.max(endAt, at);
          const shown = delayedPosition({ live: { ...live, is_end: end_time !== null }, end_time }, hands, now, delay);
          if (!shown) return false;
          if (shown.is_end) return end_time !== null && end_time <= now - delay;
          return shown.update_time <= now - delay || shown.update_time === hands[0].at;
        },
      ),
    );
  });
});

describe('GET /api/game/realtime/{game_uuid}/progress/latest behind the game', async () => {
  const t = await createTestApp({ config: { watchDelaySeconds: 60 } });
  const creator = await t.user({ nickname: 'creator' });
  const stranger = await t.user({ nickname: 'stranger' });
  const f = await makeContest(t.db, creator.account_id, T0);
  const uuid = '00000000-0000-4000-8000-0000000000d1';
  const start = [25000, 25000, 25000, 25000];
  await insertGame(t.db, {
    uuid,
    plan_uuid: null,
    unique_id: f.unique_id,
    season_id: f.season_id,
    round_type: 2,
    config: { seed: 'x', roundType: 2, initPoints: start } as never,
    remark: '',
    owner: 'elsewhere',
    lease_until: T0 + 3600,
    now: T0,
    seats: [0, 1, 2, 3].map((seat) => ({ seat, account_id: 0, nickname: '', ai_level: 1 })),
    scores: start,
  });
  const write = (at: number, ju: number, scores: number[]) =>
    writePositions(t.db, [
      { uuid, owner: 'elsewhere', seq: 0, decisions: [], chang: 0, ju, ben: 0, scores, decision_count: 0, now: at },
    ]);
  const progress = async (token: string | null) => {
    const res = await t.get(`/api/game/realtime/${uuid}/progress/latest`, token);
    expect(res.statusCode).toBe(200);
    return res.json().data as { ju: number; scores: number[]; is_end: boolean };
  };

  it('shows the creator the game as it is, and everyone else (logged in or not) the game 60 s ago', async () => {
    await write(T0 + 10, 1, [33000, 17000, 25000, 25000]);
    await write(T0 + 50, 2, [41000, 9000, 25000, 25000]);
    t.clock.set(T0 + 55);
    expect(await progress(creator.token)).toMatchObject({ ju: 2, scores: [41000, 9000, 25000, 25000] });
    for (const token of [null, stranger.token]) {
      expect(await progress(token)).toMatchObject({ ju: 0, scores: start, is_end: false });
    }
    t.clock.set(T0 + 75);
    expect(await progress(null)).toMatchObject({ ju: 1, scores: [33000, 17000, 25000, 25000] });
    t.clock.set(T0 + 110);
    expect(await progress(stranger.token)).toMatchObject({ ju: 2 });
  });

  it('shows its end to everyone else only 60 s after it', async () => {
    await t.db
      .updateTable('games')
      .set({ status: 'finished', end_time: T0 + 120, scores: JSON.stringify([50000, 0, 25000, 25000]) })
      .where('uuid', '=', uuid)
      .execute();
    t.clock.set(T0 + 121);
    expect(await progress(creator.token)).toMatchObject({ is_end: true, scores: [50000, 0, 25000, 25000] });
    expect(await progress(null)).toMatchObject({ is_end: false, ju: 2, scores: [41000, 9000, 25000, 25000] });
    t.clock.set(T0 + 180);
    expect(await progress(null)).toMatchObject({ is_end: true, scores: [50000, 0, 25000, 25000] });
  });
});
