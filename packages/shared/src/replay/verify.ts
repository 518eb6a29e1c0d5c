/**
 * A hand's wall commitment checked against the log (docs/GAME-LOG.md "The wall commitment"):
 *
 * 1. hash: hex SHA-256 of the UTF-8 text `<salt>:<id>,<id>,…` equals the hash committed at the deal;
 * 2. the wall is a full set: each of the game's 136 (three players: 108) tile ids exactly once;
 * 3. the log's tiles are the wall's, in the engine's dealing order (packages/engine/src/hand-wall.ts, play-deal.ts,
 *    play-turn.ts): with `L` = wall length − 14 (the live wall's end) and `dead` = the last 14 ids —
 *    - the deal: 13 tiles each from the dealer round, the dealer's ids `0..12`, the next seat's `13..25`, …;
 *    - live draws: the next id after the deal, in order (`13 × players`, then one more each draw);
 *    - replacement draws (kan, kita), the k-th of the hand: `dead[k]` for k < 4, then `wall[L − 1 − (k − 4)]` (each
 *      replacement moves the live wall's last tile into the dead wall, so the live wall ends one earlier);
 *    - dora indicators, the k-th: `dead[4 + k]`; ura indicators: `dead[9 + k]`;
 *    - an exhaustive draw comes when the live wall is used up.
 *    A tile id's name: type `id >> 2`; a five is red when `id & 3` is below its suit's red count (the rule's
 *    `dora_count`, ReplayHand.redFives).
 *
 * SHA-256 is @noble/hashes (pure JS): `crypto.subtle` is missing on plain-http pages served from a LAN address.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { tileName, wallIds } from './tiles.js';
import type { Replay, ReplayHand, WallVerification } from './types.js';

/** hex SHA-256 of `<salt>:<id>,<id>,…` (the commitment's hash). */
export function wallHash(salt: string, wall: readonly number[]): string {
  return bytesToHex(sha256(utf8ToBytes(`${salt}:${wall.join(',')}`)));
}

type Mismatch = Extract<WallVerification, { status: 'mismatch' }>;
const mismatch = (what: Mismatch['what'], detail: string): Mismatch => ({ status: 'mismatch', what, detail });

/** Check one hand's wall commitment and every tile the log dealt, drew or turned over from it. Synchronous. */
export function verifyHand(hand: ReplayHand): WallVerification {
  const wall = hand.wall;
  if (!wall || hand.frames.length === 0) return { status: 'unavailable' };
  const got = wallHash(wall.salt, wall.tiles);
  if (got !== wall.hash.toLowerCase())
    return mismatch('hash', `SHA-256 of salt and wall is ${got}, committed ${wall.hash}`);

  const n = hand.players;
  const ids = wall.tiles;
  const full = wallIds(n);
  const sorted = ids.slice().sort((a, b) => a - b);
  if (sorted.length !== full.length || sorted.some((id, k) => id !== full[k]))
    return mismatch('wall', `the wall is not the ${full.length} tiles of a ${n}-player game, each once`);

  const name = (id: number) => tileName(id, hand.redFives);
  const liveEnd = ids.length - 14;
  const dead = ids.slice(liveEnd);

  // the deal: 13 each, from the dealer round
  const deal = hand.frames[0];
  for (let k = 0; k < n; k++) {
    const seat = (hand.dealer + k) % n;
    const want = ids
      .slice(13 * k, 13 * k + 13)
      .map(name)
      .sort();
    const have = (deal.seats[seat]?.hand ?? []).slice().sort();
    if (want.join() !== have.join())
      return mismatch('deal', `seat ${seat} was dealt ${have.join(' ')}; the wall gives ${want.join(' ')}`);
  }

  // draws, in order
  let pos = 13 * n;
  let replaced = 0;
  let draws = 0;
  for (const f of hand.frames) {
    const a = f.action;
    if (a.type !== 'draw') continue;
    draws++;
    let id: number;
    if (a.rinshan) {
      id = replaced < 4 ? dead[replaced] : ids[liveEnd - 1 - (replaced - 4)];
      replaced++;
      if (pos > liveEnd - replaced)
        return mismatch('draw', `replacement draw ${replaced} (seat ${a.seat}) comes from a wall already drawn`);
    } else {
      if (pos >= liveEnd - replaced) return mismatch('draw', `draw ${draws} (seat ${a.seat}) after the wall ran out`);
      id = ids[pos++];
    }
    if (name(id) !== a.tile)
      return mismatch(
        'draw',
        `draw ${draws} (seat ${a.seat}${a.rinshan ? ', replacement' : ''}): the log has ${a.tile}, the wall ${name(id)}`,
      );
  }

  // dora indicators as they were turned over (the last frame holds them all, in order)
  const last = hand.frames[hand.frames.length - 1];
  for (let k = 0; k < last.doraIndicators.length; k++) {
    const want = k < 5 ? name(dead[4 + k]) : '';
    if (last.doraIndicators[k] !== want)
      return mismatch('dora', `dora indicator ${k + 1}: the log has ${last.doraIndicators[k]}, the wall ${want}`);
  }
  for (const win of hand.result?.wins ?? []) {
    for (let k = 0; k < win.uraIndicators.length; k++) {
      const want = k < 5 ? name(dead[9 + k]) : '';
      if (win.uraIndicators[k] !== want)
        return mismatch('ura', `ura indicator ${k + 1}: the log has ${win.uraIndicators[k]}, the wall ${want}`);
    }
  }

  // an exhaustive draw uses the live wall up
  if (hand.result?.kind === 'draw' && pos !== liveEnd - replaced)
    return mismatch('draw', `exhaustive draw with ${liveEnd - replaced - pos} tiles still in the live wall`);
  return { status: 'verified' };
}

/** Every hand's check, in hand order. */
export function verifyReplay(replay: Replay): WallVerification[] {
  return replay.hands.map(verifyHand);
}
