/** Whole games and game-level properties. */
import { RULE_PRESETS } from '@taikai/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalActions } from './machine/choices.js';
import { newGame } from './machine/lifecycle.js';
import { phase, progress, tileCensus } from './machine/read.js';
import { apply, nextHand } from './machine/transitions.js';
import type { GameState } from './machine/types.js';
import { view } from './machine/view.js';
import { Game, playGame } from './match.js';
import { robotAction } from './robot-sight.js';

const ROUND_TYPES = [1, 2, 11, 12] as const;

describe('whole games', () => {
  for (const preset of RULE_PRESETS) {
    const types = ROUND_TYPES.filter((rt) => (rt >= 10 ? 3 : 4) === preset.players);
    for (const rt of types) {
      it(`${preset.id}, round type ${rt}, levels 0/1/2 finish with a settled result`, () => {
        for (const level of [0, 1, 2]) {
          const out = playGame({
            seed: `${preset.id}-${rt}-${level}`,
            roundType: rt,
            rule: preset.setting,
            robotLevels: level,
          });
          const n = preset.players;
          expect(out.result).toHaveLength(n);
          expect(['finished', 'bust']).toContain(out.endReason);
          const init = preset.setting.init_point;
          expect(out.result.reduce((a, r) => a + r.part_point_1, 0)).toBe(init * n);
          expect(out.result.reduce((a, r) => a + r.total_point, 0)).toBe(0);
          expect(out.result.map((r) => r.placement).sort()).toEqual(Array.from({ length: n }, (_, i) => i + 1));
          const last = out.log[out.log.length - 1];
          expect(last.type).toBe('end_game');
        }
      });
    }
  }

  it('mixed robot levels at one table', () => {
    const out = playGame({ seed: 'mixed', roundType: 2, robotLevels: [0, 1, 2, 2] });
    const first = out.log[0];
    expect(first.type === 'start_game' && first.names).toEqual([
      'robot-0-L0',
      'robot-1-L1',
      'robot-2-L2',
      'robot-3-L2',
    ]);
    expect(out.result.map((r) => r.seat)).toEqual([0, 1, 2, 3]);
    expect(out.result.reduce((a, r) => a + r.part_point_1, 0)).toBe(100000);
    expect(out.result.reduce((a, r) => a + r.total_point, 0)).toBe(0);
    expect(out.result.map((r) => r.placement).sort()).toEqual([1, 2, 3, 4]);
    const last = out.log[out.log.length - 1];
    expect(last.type === 'end_game' && last.result).toEqual(out.result);
    expect(out.hands.length).toBeGreaterThanOrEqual(8);
    expect(out.log.filter((e) => e.type === 'start_kyoku')).toHaveLength(out.hands.length);
  });
});

describe('properties', () => {
  it('tile census is always 136 / 108 with no duplicates, and points + sticks are conserved', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(1, 11), fc.constantFrom(1, 2), (seed, rt, level) => {
        const n = rt >= 10 ? 3 : 4;
        const init = n === 4 ? 25000 : 35000;
        const size = n === 4 ? 136 : 108;
        const errors: string[] = [];
        let state: GameState = newGame({ seed, roundType: rt }).state;
        const points = () => {
          const p = progress(state);
          return p.scores.reduce((a, b) => a + b, 0) + p.liqibang * 1000;
        };
        while (phase(state) !== 'game_end') {
          if (phase(state) === 'hand_end') {
            if (points() !== init * n) errors.push(`after hand: ${points()}`);
            const r = nextHand(state);
            if (!r.ok) throw new Error(r.message);
            state = r.state;
            continue;
          }
          const ids = tileCensus(state);
          if (ids.length !== size) errors.push(`census ${ids.length} != ${size}`);
          if (new Set(ids).size !== ids.length) errors.push('duplicate tile ids');
          if (points() !== init * n) errors.push(`points ${points()} != ${init * n}`);
          const seat = legalActions(state)[0].seat;
          const r = apply(state, seat, robotAction(view(state, seat), level));
          if (!r.ok) throw new Error(r.message);
          state = r.state;
        }
        expect(errors).toEqual([]);
      }),
      { numRuns: 6 },
    );
  });

  it('same seed gives the same log, bit for bit', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.constantFrom(1, 2, 11, 12),
        fc.constantFrom(0, 1, 2),
        (seed, rt, level) => {
          const a = JSON.stringify(playGame({ seed, roundType: rt, robotLevels: level }).log);
          const b = JSON.stringify(playGame({ seed, roundType: rt, robotLevels: level }).log);
          expect(a).toBe(b);
        },
      ),
      { numRuns: 5 },
    );
  });

  it('never touches Math.random or the clock', () => {
    const random = Math.random;
    const now = Date.now;
    Math.random = () => {
      throw new Error('Math.random used');
    };
    Date.now = () => {
      throw new Error('Date.now used');
    };
    const played: ReturnType<typeof playGame>[] = [];
    try {
      for (const rt of [2, 12]) played.push(playGame({ seed: 'pure', roundType: rt, robotLevels: 2 }));
    } finally {
      Math.random = random;
      Date.now = now;
    }
    for (const [i, rt] of [2, 12].entries()) {
      const out = played[i];
      expect(out.result).toHaveLength(rt === 2 ? 4 : 3);
      expect(out.result.reduce((a, r) => a + r.total_point, 0)).toBe(0);
      // and the same game played with the clock and Math.random available is identical
      expect(JSON.stringify(out.log)).toBe(
        JSON.stringify(playGame({ seed: 'pure', roundType: rt, robotLevels: 2 }).log),
      );
    }
  });

  it('different seeds give different games', () => {
    const a = JSON.stringify(playGame({ seed: 1, roundType: 1, robotLevels: 1 }).log);
    const b = JSON.stringify(playGame({ seed: 2, roundType: 1, robotLevels: 1 }).log);
    expect(a).not.toBe(b);
  });

  it('final settlement sums to zero with oka going to first, for any points / uma / return', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 15 }).map((x) => x * 2000 + 10000),
        fc.integer({ min: 0, max: 5 }).map((x) => x * 5000),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom(1, 11),
        fc.integer(),
        (init, okaStep, u2, u3a, u4a, rt, seed) => {
          const n = rt >= 10 ? 3 : 4;
          const s2 = u2 - 10;
          const s3 = Math.min(s2, -u3a);
          const s4 = Math.min(s3, -u4a);
          const jsy = init + okaStep;
          const rule = {
            init_point: init,
            fandian: jsy,
            jingsuanyuandian: jsy,
            shunweima_2: s2,
            shunweima_3: s3,
            shunweima_4: s4,
          };
          const out = playGame({ seed, roundType: rt, robotLevels: 1, rule });
          const total = out.result.reduce((a, r) => a + r.total_point, 0);
          expect(total).toBe(0);
          const first = out.result.find((r) => r.placement === 1);
          const uma1 = n === 4 ? -(s2 + s3 + s4) : -(s2 + s3);
          expect(first?.total_point).toBe((first?.part_point_1 ?? 0) - jsy + uma1 * 1000 + (jsy - init) * n);
        },
      ),
      { numRuns: 8 },
    );
  });
});

describe('stepping', () => {
  it('advances one hand at a time and reports progress', () => {
    const g = new Game({ seed: 'step', roundType: 2, robotLevels: 1 });
    const p0 = g.progress();
    expect(p0).toMatchObject({
      chang: 0,
      ju: 0,
      ben: 0,
      liqibang: 0,
      scores: [25000, 25000, 25000, 25000],
      over: false,
    });
    g.nextHand();
    const p1 = g.progress();
    expect(p1.hands).toBe(1);
    expect(g.result()).toBeNull();
  });

  it('terminate settles with current points and gives leftover sticks to first', () => {
    const g = new Game({ seed: 'term', roundType: 2, robotLevels: 1 });
    g.nextHand();
    g.nextHand();
    const before = g.progress();
    g.terminate();
    expect(g.isOver()).toBe(true);
    const res = g.result();
    expect(res).not.toBeNull();
    const sum = (res ?? []).reduce((a, r) => a + r.part_point_1, 0);
    expect(sum).toBe(before.scores.reduce((a, b) => a + b, 0) + before.liqibang * 1000);
    expect(g.nextHand()).toBeNull();
  });

  it('one hand replays from its hand seed', () => {
    const a = new Game({ seed: 'replay', roundType: 2, robotLevels: 2 });
    a.nextHand();
    const b = new Game({ seed: 'replay', roundType: 2, robotLevels: 2 });
    b.nextHand();
    expect(JSON.stringify(a.log())).toBe(JSON.stringify(b.log()));
  });
});
