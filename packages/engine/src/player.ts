/**
 * One seat's state inside a hand: closed tiles (physical ids + per-type counts), melds, river, riichi, furiten,
 * and a cache of its 13-tile shanten and waits (refreshed whenever the closed hand changes shape).
 */
import type { MeldKind, MeldShape } from './scoring.js';
import * as sh from './shanten.js';
import * as tiles from './tiles.js';

const { shanten, waits } = sh;
const { isYaochu } = tiles;

export interface Meld {
  kind: MeldKind;
  /** tile type of the meld (lowest for chi) */
  type: number;
  /** physical ids; for kakan the added tile is last */
  ids: number[];
  /** claimed id (-1 for ankan) */
  called: number;
  /** seat it was claimed from (-1 for ankan) */
  from: number;
}

export class PlayerState {
  readonly seat: number;
  hand: number[] = [];
  readonly counts = new Uint8Array(34);
  melds: Meld[] = [];
  /** river ids in order (called ones included) */
  river: number[] = [];
  /** which river entries were claimed by others */
  riverCalled: boolean[] = [];
  /** per type: has this seat ever discarded it (for discard furiten) */
  readonly discarded = new Uint8Array(34);
  riichi: 0 | 1 | 2 = 0;
  /** river index of the riichi declaration tile */
  riichiIndex = -1;
  ippatsu = false;
  /** riichi furiten: missed a winning tile after riichi */
  riichiFuriten = false;
  /** same-turn furiten: missed a winning tile since own last discard */
  tempFuriten = false;
  /** discard furiten: a wait is in own river */
  discardFuriten = false;
  kita = 0;
  kitaIds: number[] = [];
  /** still eligible for nagashi mangan */
  nagashi = true;
  /** has not discarded yet (first go-around, for double riichi / tenhou / chiihou / nine terminals) */
  firstTurn = true;
  /** 13-tile shanten (valid between turns) */
  shanten = 8;
  readonly waits = new Uint8Array(34);
  waitCount = 0;
  /** kuikae: types that may not be discarded right after a call */
  forbidden: number[] = [];
  /** for level-2 robots: tiles safe against this seat's riichi (its river and everything passed since) */
  readonly safe = new Uint8Array(34);

  constructor(seat: number) {
    this.seat = seat;
  }

  get openMelds(): number {
    let n = 0;
    for (const m of this.melds) if (m.kind !== 'ankan') n++;
    return n;
  }

  get closed(): boolean {
    return this.openMelds === 0;
  }

  add(id: number): void {
    this.hand.push(id);
    this.counts[id >> 2]++;
  }

  remove(id: number): void {
    const i = this.hand.indexOf(id);
    if (i < 0) throw new Error(`seat ${this.seat} does not hold tile ${id}`);
    this.hand.splice(i, 1);
    this.counts[id >> 2]--;
  }

  /** Physical ids of type t in hand, non-red first. */
  idsOf(t: number, red: Uint8Array): number[] {
    const out: number[] = [];
    for (const id of this.hand) if (id >> 2 === t) out.push(id);
    out.sort((a, b) => red[a] - red[b] || a - b);
    return out;
  }

  /** Recompute shanten, waits and discard furiten of the current 3n+1 closed hand. */
  refresh(): void {
    this.shanten = shanten(this.counts, this.melds.length);
    if (this.shanten === 0) this.waitCount = waits(this.counts, this.melds.length, this.waits);
    else if (this.waitCount !== 0) {
      this.waits.fill(0);
      this.waitCount = 0;
    }
    this.discardFuriten = false;
    if (this.waitCount) for (let t = 0; t < 34; t++) if (this.waits[t] && this.discarded[t]) this.discardFuriten = true;
  }

  get furiten(): boolean {
    return this.discardFuriten || this.tempFuriten || this.riichiFuriten;
  }

  /** Tenpai at an exhaustive draw: some wait not already held four times (hand + melds). */
  isTenpai(): boolean {
    if (this.waitCount === 0) return false;
    for (let t = 0; t < 34; t++) {
      if (!this.waits[t]) continue;
      let held = this.counts[t];
      for (const m of this.melds) for (const id of m.ids) if (id >> 2 === t) held++;
      if (held < 4) return true;
    }
    return false;
  }

  /** Distinct terminal/honor types in hand (nine terminals). */
  yaochuKinds(): number {
    let k = 0;
    for (let t = 0; t < 34; t++) if (this.counts[t] && isYaochu(t)) k++;
    return k;
  }

  meldShapes(players: number, red: Uint8Array): MeldShape[] {
    return this.melds.map((m) => {
      const types = m.ids.map((id) => id >> 2);
      const reds = m.ids.map((id) => red[id] === 1);
      let calledIndex = -1;
      if (m.kind !== 'ankan') calledIndex = Math.max(0, m.ids.indexOf(m.called));
      const fromOffset = m.from < 0 ? 0 : (m.from - this.seat + players) % players;
      return { kind: m.kind, types, reds, calledIndex, fromOffset };
    });
  }
}
