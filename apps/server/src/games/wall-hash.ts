/**
 * The wall commitment (fairness): at each hand's deal every seat and watcher is sent `hash` = SHA-256 of that
 * hand's wall with a per-hand salt; the finished game's log reveals the wall and the salt, so anyone can check that
 * the wall was fixed before the first draw and never changed.
 *
 * - the wall: the 136 (or 108) tile ids in the order the engine shuffled them (`handWallFor(config, hand)`, which
 *   follows the config's wall version), dead wall last 14; a tile id's type is `id >> 2` (0–8 man, 9–17 pin, 18–26 sou, 27–33 E S W N P F C);
 * - the salt: HMAC-SHA256 of `wall-salt/<hand>` keyed with the game's seed (random, 128 bits, never sent before the
 *   game is over), hex — the same in every process, so a game taken over keeps its commitments;
 * - hash = hex SHA-256 of the UTF-8 text `<salt>:<id>,<id>,…`.
 *
 * The engine's decisions and replay do not change: the wall is recomputed from the game's config, exactly as the
 * engine deals it (wall-hash.test.ts checks it against the engine's own state, hand by hand).
 */
import { createHash, createHmac } from 'node:crypto';
import { handWall, type MjaiEvent, type WallConfig } from './engine.js';

export interface WallCommitment {
  /** hand number, 0-based, counting every hand dealt in the game */
  hand: number;
  hash: string;
}

export interface WallReveal extends WallCommitment {
  salt: string;
  wall: number[];
}

export function wallSalt(seed: string | number, hand: number): string {
  return createHmac('sha256', String(seed)).update(`wall-salt/${hand}`).digest('hex');
}

export function wallHash(salt: string, wall: readonly number[]): string {
  return createHash('sha256')
    .update(`${salt}:${wall.join(',')}`)
    .digest('hex');
}

export function wallReveal(config: WallConfig, hand: number): WallReveal {
  const wall = handWall(config, hand);
  const salt = wallSalt(config.seed, hand);
  return { hand, hash: wallHash(salt, wall), salt, wall };
}

export function wallCommitment(config: WallConfig, hand: number): WallCommitment {
  const { hash } = wallReveal(config, hand);
  return { hand, hash };
}

/**
 * The game's mjai log with each hand's commitment revealed: the n-th `start_kyoku` (hand n) gets `wall`,
 * `wall_salt` and `wall_hash` (extra fields; mjai readers ignore them). For the stored log of a finished game only.
 */
export function revealWalls(config: WallConfig, mjai: readonly MjaiEvent[]) {
  let hand = 0;
  return mjai.map((e) => {
    if (e.type !== 'start_kyoku') return e;
    const r = wallReveal(config, hand++);
    return { ...e, wall: r.wall, wall_salt: r.salt, wall_hash: r.hash };
  });
}
