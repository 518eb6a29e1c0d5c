/** Test helpers (imported only by *.test.ts): stacked walls, scripted seats, and a driver for one hand. */
import type { HandState } from './hand.js';
import type { MjaiEvent } from './log.js';
import { newGame } from './machine/lifecycle.js';
import { typeOfName } from './machine/names.js';
import { mjaiLog } from './machine/read.js';
import type { MachineState } from './machine/state.js';
import type { Action, SeatView } from './machine/types.js';
import { type SeatViewPlus, view } from './machine/view.js';
import type { RuleInput } from './rules.js';
import type { RoundResult } from './settle.js';
import { parseMpsz, redConfig, redIds } from './tiles.js';

export interface StackSpec {
  players: 3 | 4;
  /** closed hands in seat order starting with the dealer (13 tiles each) */
  hands: string[];
  /** live draws in order (mpsz); the rest of the live wall is filled with leftover tiles */
  draws?: string;
  /** choose the type of draw i (after `draws` ran out) among the types still available; return -1 for any */
  pick?: (i: number, available: (t: number) => boolean) => number;
  /** first dora indicator */
  dora?: string;
  /** replacement tiles (up to 4) */
  rinshan?: string;
  redFives?: number;
}

/** Build a wall order for `Wall` (deal 13 each from the dealer, then draws, then the dead wall of 14). */
export function stackWall(spec: StackSpec): number[] {
  const n = spec.players;
  const red = redIds(redConfig(spec.redFives ?? (n === 4 ? 3 : 2), n));
  const pool = new Map<number, number[]>();
  for (let id = 0; id < 136; id++) {
    const t = id >> 2;
    if (n === 3 && t >= 1 && t <= 7) continue;
    if (!pool.has(t)) pool.set(t, []);
    (pool.get(t) as number[]).push(id);
  }
  const take = (t: number, wantRed: boolean): number => {
    const ids = pool.get(t) ?? [];
    let i = ids.findIndex((id) => (red[id] === 1) === wantRed);
    if (i < 0) i = wantRed ? -1 : 0;
    if (i < 0 || ids.length === 0) throw new Error(`no tile of type ${t} left (red ${wantRed})`);
    return ids.splice(i, 1)[0];
  };
  const takeText = (text: string): number[] => {
    const p = parseMpsz(text);
    return p.types.map((t, i) => take(t, p.reds[i]));
  };
  const size = n === 4 ? 136 : 108;
  const out: number[] = [];
  for (const h of spec.hands) {
    const ids = takeText(h);
    if (ids.length !== 13) throw new Error(`hand needs 13 tiles: ${h}`);
    out.push(...ids);
  }
  const dead: number[] = [];
  const rin = spec.rinshan ? takeText(spec.rinshan) : [];
  const dora = spec.dora ? takeText(spec.dora) : [];
  const draws = spec.draws ? takeText(spec.draws) : [];
  out.push(...draws);
  const liveSize = size - 14;
  let i = draws.length;
  while (out.length < liveSize) {
    let t = -1;
    if (spec.pick) t = spec.pick(i, (x) => (pool.get(x)?.length ?? 0) > 0);
    if (t < 0) t = [...pool.entries()].find(([, ids]) => ids.length > 0)?.[0] ?? -1;
    out.push(take(t, false));
    i++;
  }
  // dead wall: rinshan 0-3, dora 4-8, ura 9-13
  const rest = () => {
    const e = [...pool.entries()].find(([, ids]) => ids.length > 0);
    if (!e) throw new Error('pool empty');
    return take(e[0], false);
  };
  for (let k = 0; k < 4; k++) dead.push(rin[k] ?? rest());
  dead.push(dora[0] ?? rest());
  while (dead.length < 14) dead.push(rest());
  out.push(...dead);
  if (out.length !== size) throw new Error(`wall size ${out.length}`);
  return out;
}

/** A claim offer as a scripted seat saw it (tile types). */
export interface Offer {
  /** type of the tile on offer */
  tile: number;
  from: number;
  canRon: boolean;
  canPon: boolean;
  canMinkan: boolean;
  /** chi choices as mjai name pairs */
  chi: [string, string][];
}

export type ClaimReply =
  | { kind: 'pass' }
  | { kind: 'ron' }
  | { kind: 'pon' }
  | { kind: 'minkan' }
  | { kind: 'chi'; option: number };

export interface Script {
  /** discards in order (single tiles in mpsz); when exhausted the seat discards what it drew */
  discards?: string[];
  /** indexes into `discards` that declare riichi */
  riichiAt?: number[];
  /** take a tsumo when possible (default true) */
  tsumo?: boolean;
  abort?: boolean;
  kita?: boolean;
  /** closed / added kans to declare when offered (mpsz tiles) */
  kan?: string[];
  claim?: (o: Offer) => ClaimReply;
  /** records every offer this seat received */
  offers?: Offer[];
}

const isRed = (name: string) => name.length === 3;

/** A scripted seat: decides from its view and choices only. */
export function scriptSeat(s: Script): (view: SeatView) => Action {
  let next = 0;
  const kans = new Set((s.kan ?? []).map((k) => parseMpsz(k).types[0]));
  return (v) => {
    const ch = v.choices;
    if (!ch) throw new Error('nothing to decide');
    if (ch.discard) {
      if (ch.tsumo && s.tsumo !== false) return { type: 'tsumo' };
      if (ch.abort && s.abort) return { type: 'abort' };
      if (ch.kita && s.kita) return { type: 'kita' };
      for (const k of ch.ankan ?? []) if (kans.has(typeOfName(k))) return { type: 'ankan', tile: k };
      for (const k of ch.kakan ?? []) if (kans.has(typeOfName(k))) return { type: 'kakan', tile: k };
      const me = v.seats[v.seat];
      if (s.discards && next < s.discards.length && !me.riichi) {
        const i = next++;
        const t = parseMpsz(s.discards[i]).types[0];
        const d = v.drawn;
        let tile = d !== null && typeOfName(d) === t ? d : null;
        const same = v.hand.filter((x) => typeOfName(x) === t);
        if (tile === null || (isRed(tile) && same.length > 0)) tile = same.find((x) => !isRed(x)) ?? same[0] ?? tile;
        if (tile === null) throw new Error(`script discards ${s.discards[i]}, not in hand`);
        return s.riichiAt?.includes(i) ? { type: 'discard', tile, riichi: true } : { type: 'discard', tile };
      }
      if (v.drawn !== null) return { type: 'discard', tile: v.drawn };
      return { type: 'discard', tile: ch.discard[0] };
    }
    const claim = (v as SeatViewPlus).claim;
    if (!claim) throw new Error('claim without a tile');
    const offer: Offer = {
      tile: typeOfName(claim.tile),
      from: claim.from,
      canRon: !!ch.ron,
      canPon: !!ch.pon?.length,
      canMinkan: !!ch.daiminkan,
      chi: ch.chi ?? [],
    };
    s.offers?.push(offer);
    const reply: ClaimReply = s.claim ? s.claim(offer) : offer.canRon ? { kind: 'ron' } : { kind: 'pass' };
    switch (reply.kind) {
      case 'pass':
      case 'ron':
        return { type: reply.kind };
      case 'minkan':
        return { type: 'daiminkan' };
      case 'pon':
        return { type: 'pon', tiles: (ch.pon ?? [])[0] };
      case 'chi':
        return { type: 'chi', tiles: (ch.chi ?? [])[reply.option] };
    }
  };
}

export interface HandPlay {
  result: RoundResult;
  log: MjaiEvent[];
  /** the hand's final state */
  round: HandState;
  state: MachineState;
}

/** Play one hand on a stacked wall (dealer seat 0, East round) with scripted seats, through `apply`. */
export function playHand(
  spec: StackSpec,
  scripts: Script[],
  opts: { rule?: RuleInput; honba?: number; kyotaku?: number } = {},
  apply: (state: MachineState, seat: number, action: Action) => MachineState,
): HandPlay {
  const n = spec.players;
  const seats = scripts.map(scriptSeat);
  let state = newGame(
    { seed: 1, roundType: n === 4 ? 1 : 11, rule: opts.rule },
    { wall: stackWall(spec), honba: opts.honba ?? 0, kyotaku: opts.kyotaku ?? 0 },
  ).state as MachineState;
  while (state.phase === 'turn' || state.phase === 'claim') {
    const pend = state.hand?.pending;
    if (!pend) break;
    const seat = pend.kind === 'turn' ? pend.seat : pend.offers[pend.answers.indexOf(null)].seat;
    state = apply(state, seat, seats[seat](view(state, seat)));
  }
  // the hand's events (the log without its start_game)
  return { result: state.last as RoundResult, log: mjaiLog(state).slice(1), round: state.hand as HandState, state };
}
