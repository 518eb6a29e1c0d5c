import { createHash } from 'node:crypto';
import type { MachineState } from '@taikai/engine';
import { describe, expect, it } from 'vitest';
import { type GameConfig, handWall, realEngine } from './engine.js';
import { revealWalls, wallCommitment, wallHash, wallReveal, wallSalt } from './wall-hash.js';

/**
 * The wall commitment is computed from the game's seed, not read from a state: it must be exactly the wall the step
 * machine deals, hand after hand, for four and three players; and what the record reveals must hash to it.
 */

const E = realEngine();

/** Plays a robot game through the step machine, handing each hand's dealt wall to `dealt`. */
function play(config: GameConfig, dealt: (hand: number, wall: number[]) => void): number {
  let state = E.newGame(config);
  let hands = 0;
  const deal = () => {
    const s = state as MachineState;
    dealt(E.progress(state).hands, (s.hand as { wall: { tiles: number[] } }).wall.tiles.slice());
    hands++;
  };
  deal();
  for (let guard = 0; guard < 50_000 && E.phase(state) !== 'game_end'; guard++) {
    if (E.phase(state) === 'hand_end') {
      state = E.nextHand(state).state;
      if (E.phase(state) !== 'game_end') deal();
      continue;
    }
    const seat = E.deciding(state)[0];
    const out = E.apply(state, seat, E.robotAction(E.view(state, seat), 1));
    if (!out.ok) throw new Error(out.reason);
    state = out.state;
  }
  expect(E.phase(state)).toBe('game_end');
  return hands;
}

describe('wall commitments', () => {
  for (const roundType of [1, 11])
    for (const wallVersion of [undefined, 1, 2] as const) {
      it(`are of the wall the engine deals in every hand (round type ${roundType}, wall version ${wallVersion})`, () => {
        const config: GameConfig = { seed: `wall-${roundType}`, roundType, wallVersion };
        const hands = play(config, (hand, wall) => {
          expect(handWall(config, hand)).toEqual(wall);
          const r = wallReveal(config, hand);
          expect(r.wall).toEqual(wall);
          expect(r.hash).toBe(wallHash(wallSalt(config.seed, hand), wall));
          expect(wallCommitment(config, hand)).toEqual({ hand, hash: r.hash });
        });
        expect(hands).toBeGreaterThanOrEqual(4);
      });
    }

  it('follow the wall version: the same seed commits to other walls under version 2', () => {
    const seed = '00112233445566778899aabbccddeeff';
    for (let hand = 0; hand < 3; hand++) {
      const v1 = wallReveal({ seed, roundType: 1 }, hand);
      const v2 = wallReveal({ seed, roundType: 1, wallVersion: 2 }, hand);
      expect(v2.salt).toBe(v1.salt);
      expect(v2.wall).not.toEqual(v1.wall);
      expect(v2.hash).not.toBe(v1.hash);
    }
  });

  it('hash a per-hand salt with the wall; the salt comes from the seed and differs per hand and game', () => {
    const salt = wallSalt('s', 0);
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    expect(wallSalt('s', 1)).not.toBe(salt);
    expect(wallSalt('t', 0)).not.toBe(salt);
    expect(wallHash(salt, [3, 1, 2])).toBe(createHash('sha256').update(`${salt}:3,1,2`).digest('hex'));
  });

  it('are revealed in the stored log on each start_kyoku, in hand order, leaving other events alone', () => {
    const config: GameConfig = { seed: 'reveal', roundType: 1, wallVersion: 2 };
    const log = [
      { type: 'start_game' },
      { type: 'start_kyoku', bakaze: 'E' },
      { type: 'dahai', actor: 0, pai: '1m' },
      { type: 'start_kyoku', bakaze: 'E' },
    ] as never[];
    const out = revealWalls(config, log) as Record<string, unknown>[];
    expect(out[0]).toEqual({ type: 'start_game' });
    expect(out[2]).toEqual({ type: 'dahai', actor: 0, pai: '1m' });
    for (const [i, hand] of [
      [1, 0],
      [3, 1],
    ]) {
      const r = wallReveal(config, hand);
      expect(out[i]).toEqual({ type: 'start_kyoku', bakaze: 'E', wall: r.wall, wall_salt: r.salt, wall_hash: r.hash });
    }
  });
});
