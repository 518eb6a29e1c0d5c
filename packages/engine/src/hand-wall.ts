/**
 * The wall of one hand: the seeded shuffle, live draws, replacement draws (kan, kita), dora and ura indicators, and
 * what is still undrawn.
 */
import { playersOfRoundType } from '@taikai/shared';
import type { WallState } from './hand.js';
import type { GameConfig } from './machine/types.js';
import { handSeed, handState, Rng } from './rng.js';

/**
 * The wall of hand `handNo` (0-based, every hand dealt) for a game config: the one place that decides it, used by
 * the step machine's deal and by a host that commits to the wall. Version 1 (or none): `newWall(handSeed(seed,
 * handNo))`, a 32-bit seed per hand, kept byte for byte so stored games replay. Version 2: a generator whose 128-bit
 * state is read from the whole seed and the hand number (`handState`).
 */
export function handWallFor(
  config: Pick<GameConfig, 'seed' | 'roundType' | 'wallVersion'>,
  handNo: number,
  prepared?: number[],
): WallState {
  const players = playersOfRoundType(config.roundType);
  if ((config.wallVersion ?? 1) === 1) return newWall(handSeed(config.seed, handNo), players, prepared);
  if (config.wallVersion !== 2) throw new Error(`unknown wall version ${config.wallVersion}`);
  return shuffledWall(Rng.fromState(...handState(config.seed, handNo)), players, prepared);
}

/**
 * The wall: 136 tiles (108 for three players, which drop 2m–8m) shuffled by the hand's RNG, with a 14-tile dead
 * wall. Every replacement draw (kan or kita) takes the next replacement tile and moves the last live tile into
 * the dead wall, so the dead wall stays at 14 and the live wall shrinks by one.
 */
export function newWall(seed: number, players: 3 | 4, prepared?: number[]): WallState {
  return shuffledWall(new Rng(seed), players, prepared);
}

function shuffledWall(rng: Rng, players: 3 | 4, prepared?: number[]): WallState {
  const all: number[] = [];
  for (let id = 0; id < 136; id++) {
    const t = id >> 2;
    if (players === 3 && t >= 1 && t <= 7) continue;
    all.push(id);
  }
  let order: number[];
  if (prepared) {
    if (prepared.length !== all.length || new Set(prepared).size !== all.length) throw new Error('bad prepared wall');
    order = prepared.slice();
  } else order = rng.shuffle(all);
  const liveEnd = order.length - 14;
  const dead = order.slice(liveEnd);
  return { tiles: order, pos: 0, liveEnd, rinshan: dead.slice(0, 4), dead, doraRevealed: 0 };
}

export function remaining(w: WallState): number {
  return w.liveEnd - w.pos;
}

export function drawLive(w: WallState): number {
  if (w.pos >= w.liveEnd) throw new Error('wall exhausted');
  return w.tiles[w.pos++];
}

export function drawReplacement(w: WallState): number {
  if (w.pos >= w.liveEnd) throw new Error('no tile to replenish the dead wall');
  const t = w.rinshan.shift() as number;
  w.liveEnd--;
  w.rinshan.push(w.tiles[w.liveEnd]);
  return t;
}

export function doraIndicators(w: WallState): number[] {
  return w.dead.slice(4, 4 + w.doraRevealed);
}

export function uraIndicators(w: WallState, count: number): number[] {
  return w.dead.slice(9, 9 + Math.min(count, w.doraRevealed));
}

/** Every tile not yet drawn: live wall remainder, replacement tiles, indicators (census checks). */
export function undrawn(w: WallState): number[] {
  return w.tiles.slice(w.pos, w.liveEnd).concat(w.rinshan, w.dead.slice(4));
}

/** Flip the next dora indicator (at most 5); returns its id or -1. */
export function flipIndicator(w: WallState): number {
  if (w.doraRevealed >= 5) return -1;
  return w.dead[4 + w.doraRevealed++];
}
