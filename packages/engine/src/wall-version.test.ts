/**
 * Wall versions (GameConfig.wallVersion): version 1 deals exactly the walls it always dealt (stored games replay),
 * version 2 reads its shuffle from the whole seed instead of a 32-bit hash of it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handWallFor, newWall } from './hand-wall.js';
import { actionsOf, legalActions } from './machine/choices.js';
import { newGame } from './machine/lifecycle.js';
import { phase } from './machine/read.js';
import { replay } from './machine/replay.js';
import type { MachineState, ReplayEntry } from './machine/state.js';
import { apply, nextHand } from './machine/transitions.js';
import type { GameConfig, GameState } from './machine/types.js';
import { handSeed, handState, hashSeed, Rng } from './rng.js';

/** The first 10 tile ids of hands 0–2, as the code before wall version 2 dealt them (pinned literals). */
const PINNED: [string | number, 3 | 4, number[][]][] = [
  [
    'pin-a',
    4,
    [
      [48, 35, 42, 97, 4, 15, 103, 130, 108, 36],
      [104, 88, 17, 43, 63, 61, 102, 131, 22, 64],
      [92, 75, 51, 79, 12, 69, 60, 103, 1, 46],
    ],
  ],
  [
    'pin-a',
    3,
    [
      [78, 93, 128, 132, 129, 39, 97, 69, 0, 64],
      [124, 115, 57, 125, 109, 63, 111, 89, 75, 120],
      [82, 3, 105, 86, 64, 116, 56, 115, 70, 69],
    ],
  ],
  [
    12345,
    4,
    [
      [62, 12, 85, 114, 52, 97, 40, 79, 70, 96],
      [0, 59, 114, 17, 45, 104, 9, 73, 20, 116],
      [134, 32, 49, 59, 111, 75, 122, 95, 93, 124],
    ],
  ],
  [
    '0123456789abcdef0123456789abcdef',
    4,
    [
      [18, 104, 72, 2, 98, 63, 4, 69, 135, 118],
      [93, 97, 47, 55, 111, 118, 131, 80, 16, 13],
      [97, 100, 11, 116, 19, 117, 85, 35, 60, 119],
    ],
  ],
  [
    '0123456789abcdef0123456789abcdef',
    3,
    [
      [61, 69, 71, 76, 110, 100, 94, 131, 62, 102],
      [114, 76, 135, 129, 53, 74, 38, 35, 92, 132],
      [134, 80, 126, 99, 122, 65, 102, 127, 100, 55],
    ],
  ],
];

/** Two seeds whose 32-bit hashSeed is equal (found by brute force over `seed-<n>`): version 1 cannot tell them apart. */
const COLLIDING = ['seed-649864', 'seed-1617280'] as const;

const roundTypeOf = (players: 3 | 4) => (players === 4 ? 1 : 11);
const fullSet = (players: 3 | 4) =>
  Array.from({ length: 136 }, (_, id) => id).filter((id) => players === 4 || id >> 2 < 1 || id >> 2 > 7);

describe('wall version 1 (absent or 1)', () => {
  it('deals the walls it always dealt, through newWall(handSeed) and through handWallFor', () => {
    for (const [seed, players, hands] of PINNED) {
      hands.forEach((first, hand) => {
        expect(newWall(handSeed(seed, hand), players).tiles.slice(0, 10)).toEqual(first);
        for (const wallVersion of [undefined, 1] as const) {
          const w = handWallFor({ seed, roundType: roundTypeOf(players), wallVersion }, hand);
          expect(w.tiles.slice(0, 10)).toEqual(first);
          expect(w).toEqual(newWall(handSeed(seed, hand), players));
        }
      });
    }
  });

  it('is the machine deal for a config without a version', () => {
    const s = newGame({ seed: 'pin-a', roundType: 1 }).state as MachineState;
    expect(s.hand?.wall.tiles.slice(0, 10)).toEqual(PINNED[0][2][0]);
  });

  it('depends on the seed only through its 32-bit hash (the weakness version 2 removes)', () => {
    expect(hashSeed(COLLIDING[0])).toBe(hashSeed(COLLIDING[1]));
    for (let hand = 0; hand < 3; hand++)
      expect(handWallFor({ seed: COLLIDING[0], roundType: 1 }, hand).tiles).toEqual(
        handWallFor({ seed: COLLIDING[1], roundType: 1 }, hand).tiles,
      );
  });
});

describe('wall version 2', () => {
  const v2 = (seed: string | number, players: 3 | 4, hand: number) =>
    handWallFor({ seed, roundType: roundTypeOf(players), wallVersion: 2 }, hand);

  it('is a permutation of the full tile set with a 14-tile dead wall, for four and three players', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.constantFrom<3 | 4>(3, 4),
        fc.integer({ min: 0, max: 400 }),
        (seed, players, hand) => {
          const w = v2(seed, players, hand);
          expect(w.tiles.slice().sort((a, b) => a - b)).toEqual(fullSet(players));
          expect(w.dead).toEqual(w.tiles.slice(-14));
          expect(w.liveEnd).toBe(w.tiles.length - 14);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('differs between hands, between seeds, and from version 1', () => {
    const seed = '0123456789abcdef0123456789abcdef';
    const walls = [0, 1, 2, 3].map((hand) => v2(seed, 4, hand).tiles.join());
    expect(new Set(walls).size).toBe(4);
    expect(v2(`${seed}0`, 4, 0).tiles).not.toEqual(v2(seed, 4, 0).tiles);
    expect(v2(seed, 4, 0).tiles).not.toEqual(handWallFor({ seed, roundType: 1 }, 0).tiles);
    expect(v2(seed, 4, 2).tiles).toEqual(v2(seed, 4, 2).tiles);
  });

  it('tells apart two seeds that share their 32-bit hashSeed', () => {
    for (let hand = 0; hand < 3; hand++) {
      expect(v2(COLLIDING[0], 4, hand).tiles).not.toEqual(v2(COLLIDING[1], 4, hand).tiles);
      expect(v2(COLLIDING[0], 3, hand).tiles).not.toEqual(v2(COLLIDING[1], 3, hand).tiles);
    }
  });

  it('reads every character of the seed: changing any one of them changes the generator state and the wall', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.nat(),
        fc.integer({ min: 1, max: 0xffff }),
        (seed, at, delta) => {
          const i = at % seed.length;
          const code = (seed.charCodeAt(i) + delta) % 0x10000;
          const other = seed.slice(0, i) + String.fromCharCode(code) + seed.slice(i + 1);
          expect(handState(other, 0)).not.toEqual(handState(seed, 0));
          expect(v2(other, 4, 0).tiles).not.toEqual(v2(seed, 4, 0).tiles);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('spreads the seed over all 128 bits of state: one flipped seed bit flips about half of them', () => {
    const ones = (x: number) => {
      let n = 0;
      for (let v = x >>> 0; v; v &= v - 1) n++;
      return n;
    };
    let flipped = 0;
    let trials = 0;
    const seed = 'fedcba9876543210fedcba9876543210';
    for (let i = 0; i < seed.length; i++)
      for (let bit = 0; bit < 4; bit++) {
        const other = seed.slice(0, i) + String.fromCharCode(seed.charCodeAt(i) ^ (1 << bit)) + seed.slice(i + 1);
        const a = handState(seed, 5);
        const b = handState(other, 5);
        for (let k = 0; k < 4; k++) flipped += ones(a[k] ^ b[k]);
        trials++;
      }
    const mean = flipped / trials;
    expect(mean).toBeGreaterThan(60);
    expect(mean).toBeLessThan(68);
  });

  it('never starts the generator from the all-zero state', () => {
    const r = Rng.fromState(0, 0, 0, 0);
    const xs = [r.nextU32(), r.nextU32(), r.nextU32(), r.nextU32()];
    expect(xs.some((x) => x !== 0)).toBe(true);
  });

  it('a version-2 game replays exactly from its config and decisions, and deals the walls handWallFor gives', () => {
    for (const roundType of [1, 11]) {
      const config: GameConfig = { seed: `v2-replay-${roundType}`, roundType, wallVersion: 2, maxHands: 3 };
      const pick = new Rng(`pick-${roundType}`);
      let state: GameState = newGame(config).state;
      const log: ReplayEntry[] = [];
      const dealt: number[][] = [];
      const seeDeal = (s: GameState) => {
        const m = s as MachineState;
        if (m.hand && (m.phase === 'turn' || m.phase === 'claim') && dealt.length === m.handNo)
          dealt.push(m.hand.wall.tiles.slice());
      };
      seeDeal(state);
      while (phase(state) !== 'game_end') {
        if (phase(state) === 'hand_end') {
          log.push({ seat: -1, action: { type: 'next_hand' } });
          const r = nextHand(state);
          if (!r.ok) throw new Error(r.message);
          state = r.state;
        } else {
          const asked = legalActions(state);
          const ch = asked[pick.int(asked.length)];
          const acts = actionsOf(ch);
          const action = acts[pick.int(acts.length)];
          log.push({ seat: ch.seat, action });
          const r = apply(state, ch.seat, action);
          if (!r.ok) throw new Error(r.message);
          state = r.state;
        }
        seeDeal(state);
      }
      expect(dealt.length).toBeGreaterThanOrEqual(2);
      dealt.forEach((wall, hand) => {
        expect(handWallFor(config, hand).tiles).toEqual(wall);
      });
      const again = replay(config, log);
      expect(JSON.stringify(again.state)).toBe(JSON.stringify(state));
      // the same decisions do not fit the same game dealt with version-1 walls
      expect(JSON.stringify(newGame({ ...config, wallVersion: 1 }).state)).not.toBe(
        JSON.stringify(newGame(config).state),
      );
    }
  });
});
