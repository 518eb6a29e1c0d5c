/**
 * The wall: 136 tiles (108 for three-player play, which drops 2m–8m), shuffled by the hand's RNG, with a 14-tile
 * dead wall. Dead-wall layout: slots 0–3 are replacement (rinshan) tiles, 4–8 dora indicators, 9–13 ura
 * indicators. Every replacement draw (kan or kita) takes the next replacement tile and moves the last live tile
 * into the dead wall, so the dead wall stays at 14 and the live wall shrinks by one.
 */
import type { Rng } from './rng.js';

export interface WallOptions {
  players: 3 | 4;
  /** a prepared order of tile ids (tests); the RNG is not used then */
  tiles?: number[];
}

export class Wall {
  readonly tiles: number[];
  readonly players: 3 | 4;
  /** Next live draw index. */
  private pos = 0;
  /** End (exclusive) of the live wall. */
  private liveEnd: number;
  /** Replacement tiles still available (ids), drawn front first. */
  private rinshanQueue: number[];
  private readonly dead: number[];
  /** Number of replacement draws made. */
  replacements = 0;
  /** How many dora indicators are face up (0 when dora are off). */
  doraRevealed = 0;

  constructor(rng: Rng, opts: WallOptions) {
    this.players = opts.players;
    const tiles: number[] = [];
    for (let id = 0; id < 136; id++) {
      const t = id >> 2;
      if (opts.players === 3 && t >= 1 && t <= 7) continue;
      tiles.push(id);
    }
    if (opts.tiles) {
      if (opts.tiles.length !== tiles.length || new Set(opts.tiles).size !== tiles.length)
        throw new Error('bad prepared wall');
      this.tiles = opts.tiles.slice();
    } else {
      rng.shuffle(tiles);
      this.tiles = tiles;
    }
    this.liveEnd = this.tiles.length - 14;
    this.dead = this.tiles.slice(this.liveEnd);
    this.rinshanQueue = this.dead.slice(0, 4);
  }

  /** Tiles left to draw in the live wall. */
  get remaining(): number {
    return this.liveEnd - this.pos;
  }

  draw(): number {
    if (this.pos >= this.liveEnd) throw new Error('wall exhausted');
    return this.tiles[this.pos++];
  }

  /** Replacement draw after a kan or kita. */
  drawReplacement(): number {
    if (this.pos >= this.liveEnd) throw new Error('no tile to replenish the dead wall');
    const t = this.rinshanQueue.shift() as number;
    this.liveEnd--;
    this.rinshanQueue.push(this.tiles[this.liveEnd]);
    this.replacements++;
    return t;
  }

  /** Dora indicator ids face up now. */
  doraIndicators(): number[] {
    return this.dead.slice(4, 4 + this.doraRevealed);
  }

  /** Ura indicator ids under the face-up dora indicators (`count` of them). */
  uraIndicators(count: number): number[] {
    return this.dead.slice(9, 9 + Math.min(count, this.doraRevealed));
  }

  /** Flip the next dora indicator (at most 5); returns its id or -1. */
  revealDora(): number {
    if (this.doraRevealed >= 5) return -1;
    return this.dead[4 + this.doraRevealed++];
  }

  /** Every tile not yet drawn: live wall remainder plus the whole dead wall area (for census checks). */
  undrawn(): number[] {
    return this.tiles.slice(this.pos, this.liveEnd).concat(this.rinshanQueue, this.dead.slice(4));
  }
}
