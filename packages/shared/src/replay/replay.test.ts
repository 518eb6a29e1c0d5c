import type { RoundResult } from '@taikai/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordLogFile } from '../schemas/record.js';
import type { TableHandOutcome, TableView } from '../schemas/table.js';
import { buildReplay } from './build.js';
import { type Checkpoint, type GameSpec, type PlayedGame, playRecorded } from './test-games.js';
import { sortTiles } from './tiles.js';
import type { Replay, ReplayFrame, ReplayHandResult } from './types.js';
import { verifyReplay } from './verify.js';
import { seatView } from './view.js';

const ROUND_TYPES = [1, 2, 11, 12];
/** whole games played by robots: seconds, more on a busy machine */
const SLOW = 60_000;

/** Rule variants that change what the log shows: kan dora timing, red fives, dora off, head bump, tsumo loss. */
const RULES: Record<string, unknown>[] = [
  {},
  { ming_dora_immediately_open: true, dora_count: 4 },
  { dora_count: 0, have_toutiao: true, have_sanjiahele: true },
  { have_zimosun: true, dora_count: 1, have_gang_li_dora: false },
  { have_biao_dora: false, have_li_dora: false, dora_count: 2 },
];

const withHand = <T extends { hand: string[] }>(w: T): T => ({ ...w, hand: sortTiles(w.hand) });

/** The engine's result of a hand, in the replay's terms (TableHandOutcome's fields and the rest). */
function engineResult(r: RoundResult) {
  return {
    kind: r.kind,
    reason: r.reason,
    deltas: r.deltas,
    scores: r.scores,
    kyotaku: r.kyotaku,
    tenpai: r.tenpai,
    tenpaiHands: r.tenpaiHands.map(withHand),
    wins: r.wins.map((w) =>
      withHand({
        seat: w.seat,
        from: w.from,
        hand: w.hand,
        winTile: w.winTile,
        yaku: w.yaku.map((y) => ({ name: y.name, han: y.han })),
        han: w.han,
        fu: w.fu,
        yakuman: w.yakuman,
        points: w.points,
        deltas: w.deltas,
        uraIndicators: w.uraIndicators,
      }),
    ),
  };
}

function replayResult(r: ReplayHandResult) {
  return {
    kind: r.kind,
    reason: r.reason,
    deltas: r.deltas,
    scores: r.scores,
    kyotaku: r.kyotaku,
    tenpai: r.tenpai,
    tenpaiHands: r.tenpaiHands.map(withHand),
    wins: r.wins.map((w) =>
      withHand({
        seat: w.seat,
        from: w.from,
        hand: w.hand,
        winTile: w.winTile,
        yaku: w.yaku,
        han: w.han,
        fu: w.fu,
        yakuman: w.yakuman,
        points: w.points,
        deltas: w.deltas,
        uraIndicators: w.uraIndicators,
      }),
    ),
  };
}

/** Every hand's result and the final settlement of the engine, read back from the log. */
function expectSameGame(game: PlayedGame, replay: Replay = buildReplay(game.log)): void {
  expect(replay.problems).toEqual([]);
  const ended = replay.hands.filter((h) => h.result !== null);
  expect(ended.length).toBe(game.hands.length);
  game.hands.forEach((r, i) => {
    const h = replay.hands[i];
    expect(h.index).toBe(i);
    expect(replayResult(h.result as ReplayHandResult), `hand ${i}`).toEqual(engineResult(r));
    // a hand's deltas add up: start points + deltas = points after
    expect(h.startScores.map((x, s) => x + (h.result?.deltas[s] ?? 0))).toEqual(h.result?.scores);
  });
  expect(replay.final).toEqual(game.final);
  expect(replay.standings).toEqual(
    game.final
      .slice()
      .sort((a, b) => a.seat - b.seat)
      .map((f) => ({ seat: f.seat, points: f.part_point_1, placement: f.placement, totalPoint: f.total_point })),
  );
}

const pub = (frame: ReplayFrame, turn: boolean) =>
  frame.seats.map((s) => ({
    seat: s.seat,
    seatWind: s.seatWind,
    score: s.score,
    riichi: s.riichi,
    handCount: s.handCount,
    // a riichi tile is marked at its discard here, by the engine once the riichi is accepted: compared on turns
    discards: s.discards.map((d) => ({
      tile: d.tile,
      called: d.called,
      tsumogiri: d.tsumogiri,
      ...(turn && { r: d.riichi }),
    })),
    melds: s.melds,
    kita: s.kita,
  }));

const concealed = (hand: string[], drawn: string | null) => sortTiles(drawn === null ? hand : [...hand, drawn]);

/** The frame the table showed at a checkpoint is the engine's view then, seat by seat. */
function expectFrameIsView(frame: ReplayFrame, cp: Checkpoint): void {
  const obs = cp.views[0];
  const turn = cp.phase === 'turn';
  expect({
    roundWind: frame.roundWind,
    dealer: frame.dealer,
    honba: frame.honba,
    kyotaku: frame.kyotaku,
    tilesLeft: frame.tilesLeft,
    doraIndicators: frame.doraIndicators,
    scores: frame.scores,
    seats: pub(frame, turn),
  }).toEqual({
    roundWind: obs.roundWind,
    dealer: obs.dealer,
    honba: obs.honba,
    kyotaku: obs.kyotaku,
    tilesLeft: obs.tilesLeft,
    doraIndicators: obs.doraIndicators,
    scores: obs.scores,
    seats: obs.seats.map((s) => ({
      seat: s.seat,
      seatWind: s.seatWind,
      score: s.score,
      riichi: s.riichi,
      handCount: s.handCount,
      discards: s.discards.map((d) => ({
        tile: d.tile,
        called: d.called,
        tsumogiri: d.tsumogiri,
        ...(turn && { r: d.riichi }),
      })),
      melds: s.melds,
      kita: s.kita,
    })),
  });
  expect(seatView(frame, -1).hand).toEqual([]);
  for (let s = 0; s < frame.seats.length; s++) {
    const v = cp.views[s + 1];
    const mine = seatView(frame, s);
    expect(concealed(mine.hand, mine.drawn)).toEqual(concealed(v.hand, v.drawn));
    if (cp.phase !== 'hand_end') {
      expect(mine.drawn).toBe(v.drawn);
      expect(mine.hand).toEqual(sortTiles(v.hand));
    }
  }
}

function expectFramesAreViews(game: PlayedGame): number {
  const frames = buildReplay(game.log).hands.flatMap((h) => h.frames);
  let k = 0;
  let compared = 0;
  for (const cp of game.checkpoints) {
    if (cp.phase === 'game_end') continue;
    while (k + 1 < frames.length && frames[k + 1].event < cp.events) k++;
    expectFrameIsView(frames[k], cp);
    compared++;
  }
  return compared;
}

/** No seat's view holds another seat's concealed tiles, unless the hand was shown to everyone. */
function expectSecrecy(replay: Replay): void {
  for (const h of replay.hands)
    for (const f of h.frames)
      for (let me = -1; me < replay.players; me++) {
        const v = seatView(f, me);
        expect(v.seat).toBe(me);
        if (me < 0) expect(v.hand).toEqual([]);
        for (const s of v.seats) {
          if (s.seat === me || s.shown) continue;
          expect(s.hand).toEqual([]);
          expect(s.drawn).toBeNull();
          expect(s.handCount).toBe(f.seats[s.seat].handCount);
        }
        // and nothing of them anywhere else in the view
        const others = f.seats.filter((s) => s.seat !== me && !s.shown);
        const text = JSON.stringify({ ...v, seats: v.seats.map((s) => ({ ...s, discards: [], melds: [] })) });
        for (const o of others) if (o.hand.length) expect(text).not.toContain(JSON.stringify(o.hand));
      }
}

function specFor(roundType: number, seed: number, extra: Partial<GameSpec> = {}): GameSpec {
  const players = roundType >= 10 ? 3 : 4;
  return {
    seed: `replay-${roundType}-${seed}`,
    roundType,
    rule: RULES[seed % RULES.length],
    levels: Array.from({ length: players }, (_, s) => (seed + s) % 3),
    chaos: seed % 2 ? 0.3 : 0.05,
    ...extra,
  };
}

describe('buildReplay', () => {
  it(
    'reproduces every hand result and the final scores of real games (4 and 3 players, east and south)',
    () => {
      const seen = new Map<string, number>();
      let hands = 0;
      for (const roundType of ROUND_TYPES)
        for (let seed = 0; seed < 10; seed++) {
          const game = playRecorded(specFor(roundType, seed, { wallVersion: seed % 3 === 0 ? 1 : 2 }));
          expect(recordLogFile.parse(game.log)).toBeTruthy();
          const replay = buildReplay(game.log);
          expectSameGame(game, replay);
          expect(verifyReplay(replay).every((v) => v.status === 'verified')).toBe(true);
          hands += replay.hands.length;
          for (const h of replay.hands) {
            for (const f of h.frames) {
              const a = f.action;
              const key = a.type === 'win' ? (a.tsumo ? 'tsumo' : 'ron') : a.type === 'ryukyoku' ? a.reason : a.type;
              seen.set(key, (seen.get(key) ?? 0) + 1);
            }
            if ((h.result?.wins.length ?? 0) > 1) seen.set('multiple ron', (seen.get('multiple ron') ?? 0) + 1);
          }
        }
      expect(hands).toBeGreaterThan(200);
      // what the games went through, so a pass means something
      for (const k of [
        'deal',
        'draw',
        'discard',
        'chi',
        'pon',
        'daiminkan',
        'ankan',
        'kakan',
        'kita',
        'dora',
        'tsumo',
        'ron',
        'fanpai',
      ])
        expect(seen.get(k) ?? 0, k).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'shows, frame by frame, what the engine showed after every decision',
    () => {
      let compared = 0;
      for (const roundType of ROUND_TYPES)
        for (const seed of [1, 2])
          compared += expectFramesAreViews(playRecorded(specFor(roundType, seed, { views: true })));
      expect(compared).toBeGreaterThan(2000);
    },
    SLOW,
  );

  it('keeps frames in step: one per table change, the log event that made it, the hand over at its end', () => {
    const game = playRecorded(specFor(2, 3));
    const replay = buildReplay(game.log);
    for (const h of replay.hands) {
      expect(h.frames[0].action).toEqual({ type: 'deal' });
      expect(h.frames[0].tilesLeft).toBe(136 - 14 - 52);
      h.frames.forEach((f, i) => {
        expect(f.index).toBe(i);
        if (i) expect(f.event).toBeGreaterThan(h.frames[i - 1].event);
        expect(f.ended).toBe(['win', 'ryukyoku'].includes(f.action.type) || (i > 0 && h.frames[i - 1].ended));
        for (const s of f.seats) {
          expect(s.handCount + s.melds.length * 3 + s.kita).toBeGreaterThanOrEqual(13);
          expect(s.hand).toEqual(sortTiles(s.hand));
        }
        const e = game.log.mjai[f.event];
        const type = f.action.type;
        expect(e.type).toBe(
          { deal: 'start_kyoku', draw: 'tsumo', discard: 'dahai', win: 'hora', ryukyoku: 'ryukyoku' }[type as string] ??
            type,
        );
      });
      expect(h.frames[h.frames.length - 1].ended).toBe(true);
    }
    expect(replay.seats.map((s) => [s.account_id, s.nickname, s.robot])).toEqual([
      [16329130, 'Alice', false],
      [0, '', true],
      [0, '', true],
      [0, '', true],
    ]);
    expect(replay).toMatchObject({ uuid: game.log.uuid, players: 4, roundType: 2, terminated: false });
  });

  it('fits the table components: frames, results and views are TableSeat / TableHandOutcome / TableView', () => {
    const replay = buildReplay(playRecorded(specFor(11, 1)).log);
    const h = replay.hands[0];
    const outcome: TableHandOutcome = h.result as ReplayHandResult;
    const view: TableView = seatView(h.frames[3], 0);
    expect(outcome.deltas).toHaveLength(3);
    expect(view.seats).toHaveLength(3);
  });

  it('reads a terminated game: the unfinished hand has no result, the standings are the settlement', () => {
    const game = playRecorded(specFor(2, 4, { terminateAfter: 300 }));
    const replay = buildReplay(game.log);
    expect(replay.terminated).toBe(true);
    expect(replay.hands.length).toBe(game.hands.length + 1);
    expect(replay.hands[replay.hands.length - 1].result).toBeNull();
    expectSameGame(game, { ...replay, hands: replay.hands.slice(0, -1) });
    expect(verifyReplay(replay).every((v) => v.status === 'verified')).toBe(true);
  });

  it('reads a log without end_game or walls (placements from the last points, no settlement)', () => {
    const game = playRecorded(specFor(12, 2));
    const mjai = game.log.mjai
      .filter((e) => e.type !== 'end_game')
      .map((e) => {
        const { wall: _w, wall_salt: _s, wall_hash: _h, ...rest } = e;
        return rest;
      });
    const replay = buildReplay({ ...game.log, mjai });
    expect(replay.final).toBeNull();
    const last = replay.hands[replay.hands.length - 1].result as ReplayHandResult;
    expect(replay.standings.map((s) => s.points)).toEqual(last.scores);
    expect(replay.standings.every((s) => s.totalPoint === null)).toBe(true);
    expect(new Set(replay.standings.map((s) => s.placement))).toEqual(new Set([1, 2, 3]));
    expect(verifyReplay(replay).every((v) => v.status === 'unavailable')).toBe(true);
  });

  it('goes on through a log that does not add up, listing what did not', () => {
    const game = playRecorded(specFor(1, 1));
    const mjai = game.log.mjai.map((e) => ({ ...e }));
    const k = mjai.findIndex((e) => e.type === 'dahai' && e.tsumogiri === false);
    mjai[k].pai = mjai[k].pai === 'C' ? 'E' : 'C';
    const replay = buildReplay({
      ...game.log,
      mjai: [{ type: 'tsumo', actor: 0, pai: '1m' }, ...mjai, { type: 'odd' }],
    });
    expect(replay.problems.length).toBeGreaterThan(0);
    expect(replay.hands.length).toBe(game.hands.length);
  });

  it(
    'property: any seed and round type — results, settlement, walls verified, secrecy',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          fc.constantFrom(...ROUND_TYPES),
          fc.integer({ min: 0, max: RULES.length - 1 }),
          fc.constantFrom(0, 0.15, 0.4),
          (seed, roundType, rule, chaos) => {
            const game = playRecorded({
              seed,
              roundType,
              rule: RULES[rule],
              chaos,
              levels: [2, 1, 0, 2].slice(0, roundType > 10 ? 3 : 4),
            });
            const replay = buildReplay(game.log);
            expectSameGame(game, replay);
            expect(verifyReplay(replay).map((v) => v.status)).toEqual(replay.hands.map(() => 'verified'));
            expectSecrecy(replay);
          },
        ),
        { numRuns: 12 },
      );
    },
    SLOW,
  );

  it(
    'seatView never shows another seat its neighbours’ concealed tiles',
    () => {
      for (const roundType of ROUND_TYPES) expectSecrecy(buildReplay(playRecorded(specFor(roundType, 5)).log));
    },
    SLOW,
  );
});
