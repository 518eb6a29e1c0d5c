/** A hand's start (`start_kyoku`): the hand as the replay keeps it, and the table dealt — every seat's 13 tiles. */
import type { Work } from './hand-work.js';
import { type Ev, num, nums, str, strs } from './log-fields.js';
import { sortTiles } from './tiles.js';
import type { ReplayHand, ReplaySeat, ReplayWall } from './types.js';

/**
 * The hand `index` dealt by `e`, its table as it stands at the deal (no frame yet). `players` and `redFives` are the
 * game's.
 */
export function deal(e: Ev, index: number, players: 3 | 4, redFives: [number, number, number]): Work {
  const n = players;
  const dealer = num(e, 'oya', 0);
  const scores = nums(e.scores);
  const tehais = Array.isArray(e.tehais) ? e.tehais.map(strs) : [];
  const wall = wallOf(e);
  const roundWind = Math.max(0, ['E', 'S', 'W', 'N'].indexOf(str(e, 'bakaze')));
  const kyotaku = num(e, 'kyotaku', 0);
  const hand: ReplayHand = {
    index,
    roundWind,
    kyoku: num(e, 'kyoku', dealer + 1),
    dealer,
    honba: num(e, 'honba', 0),
    kyotaku,
    startScores: scores.slice(),
    frames: [],
    result: null,
    wall,
    players: n,
    redFives: [...redFives],
  };
  const seats: ReplaySeat[] = [];
  for (let s = 0; s < n; s++) {
    seats.push({
      seat: s,
      seatWind: (s - dealer + n) % n,
      score: scores[s] ?? 0,
      riichi: false,
      handCount: 0,
      hand: sortTiles(tehais[s] ?? []),
      drawn: null,
      shown: false,
      discards: [],
      melds: [],
      kita: 0,
    });
  }
  const marker = e.dora_marker;
  return {
    hand,
    seats,
    scores: scores.slice(),
    kyotaku,
    dora: typeof marker === 'string' ? [marker] : [],
    tilesLeft: (n === 3 ? 108 : 136) - 14 - 13 * n,
    turn: dealer,
    lastDiscard: null,
    ended: false,
    declaring: new Array(n).fill(false),
    wins: [],
    draw: null,
  };
}

/** The wall commitment the deal reveals (verify.ts checks it), or null when it is missing or malformed. */
function wallOf(e: Ev): ReplayWall | null {
  const tiles = e.wall;
  const salt = e.wall_salt;
  const hash = e.wall_hash;
  if (!Array.isArray(tiles) || typeof salt !== 'string' || typeof hash !== 'string') return null;
  if (!tiles.every((x) => Number.isInteger(x))) return null;
  return { tiles: tiles.slice() as number[], salt, hash };
}
