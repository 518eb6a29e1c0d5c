/**
 * Robots as decision providers: a robot's `Sight` is built either from a public `SeatView` (`robotAction`, what a
 * host uses) or straight from the state for the seat to act (`robotDecision`, what playGame uses; it reads only
 * that seat's own tiles and public information, without copying). The robot's type-level decision is then turned
 * into an `Action` with mjai tile names.
 */
import type { ClaimAnswer, HandState } from './hand.js';
import type { Ctx } from './hand-context.js';
import { firstIdOf, isClosed } from './hand-seat.js';
import { idsByName, typeOfName } from './machine/names.js';
import { ctxOf, type MachineState } from './machine/state.js';
import type { Plan } from './machine/transitions.js';
import type { Action, GameState, SeatView } from './machine/types.js';
import type { SeatViewPlus } from './machine/view.js';
import type { TurnAct } from './play-act.js';
import {
  type ClaimAction,
  type ClaimOptions,
  robotClaim,
  robotTurn,
  type Sight,
  type TurnAction,
  type TurnOptions,
} from './robots.js';
import type { MeldKind } from './scoring.js';
import * as sh from './shanten.js';
import * as tiles from './tiles.js';

const { shanten } = sh;
const { doraOf, NORTH } = tiles;

const isRedName = (name: string) => name.length === 3;

/** The name to discard for type t: the drawn tile if it is that type (unless it is a red five with a plain copy). */
function discardName(v: Sight, t: number): string {
  const d = v.drawnName;
  if (d !== null && typeOfName(d) === t && (v.riichi || !isRedName(d) || v.counts[t] === 1)) return d;
  let red: string | null = null;
  for (const name of v.handNames()) {
    if (typeOfName(name) !== t) continue;
    if (!isRedName(name)) return name;
    red = name;
  }
  if (red === null) throw new Error(`robot discards a tile it does not hold (${t})`);
  return red;
}

/** Names of type t in hand, red fives first (red fives go into melds, where they always count). */
function redFirst(v: Sight, t: number): string[] {
  const out = v.handNames().filter((x) => typeOfName(x) === t);
  return out.sort((a, b) => (isRedName(b) ? 1 : 0) - (isRedName(a) ? 1 : 0));
}

export function turnToAction(v: Sight, a: TurnAction): Action {
  switch (a.kind) {
    case 'tsumo':
    case 'abort':
    case 'kita':
      return { type: a.kind };
    case 'ankan':
      return { type: 'ankan', tile: tiles.mjaiName(a.type) };
    case 'kakan':
      return { type: 'kakan', tile: redFirst(v, a.type)[0] };
    case 'discard':
      return a.riichi
        ? { type: 'discard', tile: discardName(v, a.type), riichi: true }
        : { type: 'discard', tile: discardName(v, a.type) };
  }
}

export function claimToAction(v: Sight, o: ClaimOptions, a: ClaimAction): Action {
  switch (a.kind) {
    case 'pass':
    case 'ron':
      return { type: a.kind };
    case 'minkan':
      return { type: 'daiminkan' };
    case 'pon': {
      const own = redFirst(v, o.tile);
      return { type: 'pon', tiles: [own[0], own[1]] };
    }
    case 'chi': {
      const [x, y] = o.chi[a.option];
      return { type: 'chi', tiles: [redFirst(v, x)[0], redFirst(v, y)[0]] };
    }
  }
}

// ---- from the state (the engine's own drivers) ----

/**
 * The acting seat's sight, read from the state by reference: its own tiles and public information only (the
 * other seats are typed down to riichi, safe and discarded, which are public).
 */
class StateSight implements Sight {
  seat = 0;
  players: 3 | 4 = 4;
  roundWind = 0;
  seatWind = 0;
  counts: number[] = [];
  drawnName: string | null = null;
  melds: Sight['melds'] = [];
  closed = true;
  riichi = false;
  shanten = 8;
  forbidden: number[] = [];
  visible: ArrayLike<number> = [];
  doraTargets: number[] = [];
  seats: Sight['seats'] = [];
  private hand: number[] = [];
  private names: string[] = [];

  constructor(s?: MachineState, seat = 0) {
    if (s) this.fill(s, seat);
  }

  /** Point the sight at another seat / state (one instance is reused by the drivers). */
  fill(s: MachineState, seat: number, names = ctxOf(s, null).names): this {
    const h = s.hand as HandState;
    const p = h.seats[seat];
    const pend = h.pending;
    const drawn = pend && pend.kind === 'turn' && pend.seat === seat ? pend.drawn : -1;
    this.seat = seat;
    this.players = s.players;
    this.roundWind = h.roundWind;
    this.seatWind = (seat - h.dealer + s.players) % s.players;
    this.counts = p.counts;
    this.drawnName = drawn >= 0 ? names[drawn] : null;
    this.melds = p.melds;
    this.closed = isClosed(p);
    this.riichi = p.riichi > 0;
    this.shanten = p.shanten;
    this.forbidden = p.forbidden;
    this.visible = h.visible;
    this.doraTargets = h.doraTargets;
    this.seats = h.seats;
    this.hand = p.hand;
    this.names = names;
    return this;
  }

  handNames(): string[] {
    const out: string[] = [];
    for (const id of this.hand) out.push(this.names[id]);
    return out;
  }
}

export function sightFromState(s: MachineState, seat: number): Sight {
  return new StateSight(s, seat);
}

/** robots decide synchronously and keep nothing, so the fast lane reuses one sight and one options record */
const reused = new StateSight();
const reusedOpts: TurnOptions = {
  drawn: -1,
  canTsumo: false,
  canAbort: false,
  canRiichi: false,
  ankan: [],
  kakan: [],
  canKita: false,
};

const RON: Action = { type: 'ron' };
const PASS: Action = { type: 'pass' };

/** A built-in robot's decision for `seat`, which must be deciding now. */
export function robotDecision(state: GameState, seat: number, level: number): Action {
  const s = state as MachineState;
  const h = s.hand as HandState;
  const pend = h.pending;
  if (!pend) throw new Error('nothing to decide');
  if (pend.kind === 'turn') {
    const v = sightFromState(s, seat);
    const opts: TurnOptions = {
      drawn: pend.drawn >= 0 ? pend.drawn >> 2 : -1,
      canTsumo: pend.canTsumo,
      canAbort: pend.canAbort,
      canRiichi: pend.canRiichi,
      ankan: pend.ankan,
      kakan: pend.kakan,
      canKita: pend.canKita,
    };
    return turnToAction(v, robotTurn(v, opts, level));
  }
  const o = pend.offers.find((x) => x.seat === seat);
  if (!o) throw new Error(`seat ${seat} has nothing to decide`);
  // levels 0 and 1 never call: they take a ron and pass everything else (robotClaim's first two lines)
  if (level < 2) return o.ron ? RON : PASS;
  const v = sightFromState(s, seat);
  const opts: ClaimOptions = { tile: pend.tile >> 2, canRon: o.ron, canPon: o.pon, canMinkan: o.minkan, chi: o.chi };
  return claimToAction(v, opts, robotClaim(v, opts, level));
}

/**
 * A built-in robot's decision for `seat` in the engine's own terms (ids, not names): what `robotDecision` gives,
 * without the round trip through tile names. Used by playGame / Game; a test checks both lead to the same game.
 */
export function robotPlan(state: GameState, seat: number, level: number, ctx?: Ctx): Plan {
  const s = state as MachineState;
  const h = s.hand as HandState;
  const pend = h.pending;
  if (!pend) throw new Error('nothing to decide');
  const c = ctx ?? ctxOf(s, null);
  const red = c.red;
  const p = h.seats[seat];
  if (pend.kind === 'turn') {
    const d = pend.drawn;
    // level 0 without a win throws back what it drew (robotTurn's first lines), so it needs no sight
    if (level === 0 && d >= 0 && !pend.canTsumo) {
      const t = d >> 2;
      return {
        kind: 'discard',
        id: p.riichi || red[d] === 0 || p.counts[t] === 1 ? d : firstIdOf(p, t, red),
        riichi: false,
      };
    }
    const v = reused.fill(s, seat, c.names);
    const opts = reusedOpts;
    opts.drawn = pend.drawn >= 0 ? pend.drawn >> 2 : -1;
    opts.canTsumo = pend.canTsumo;
    opts.canAbort = pend.canAbort;
    opts.canRiichi = pend.canRiichi;
    opts.ankan = pend.ankan;
    opts.kakan = pend.kakan;
    opts.canKita = pend.canKita;
    const a = robotTurn(v, opts, level);
    if (a.kind !== 'discard') return a as TurnAct;
    const t = a.type;
    // the drawn tile if it is that type (always in riichi; a red five only when it is the only copy), else the
    // first plain copy
    const id = d >= 0 && d >> 2 === t && (p.riichi || red[d] === 0 || p.counts[t] === 1) ? d : firstIdOf(p, t, red);
    return { kind: 'discard', id, riichi: !!a.riichi };
  }
  const index = pend.offers.findIndex((x) => x.seat === seat);
  const o = pend.offers[index];
  if (level < 2) return { kind: 'claim', index, answer: o.ron ? RON_ANSWER : PASS_ANSWER };
  const v = reused.fill(s, seat, c.names);
  const opts: ClaimOptions = { tile: pend.tile >> 2, canRon: o.ron, canPon: o.pon, canMinkan: o.minkan, chi: o.chi };
  const a = robotClaim(v, opts, level);
  let answer: ClaimAnswer;
  if (a.kind === 'pon' || a.kind === 'chi') {
    // the same tiles as the named action would take (see claimToAction and apply)
    const act = claimToAction(v, opts, a) as { tiles: [string, string] };
    answer = { kind: a.kind, ids: idsByName(c.names, p.hand, act.tiles) as number[] };
  } else answer = a.kind === 'ron' ? RON_ANSWER : a.kind === 'minkan' ? { kind: 'minkan' } : PASS_ANSWER;
  return { kind: 'claim', index, answer };
}

const RON_ANSWER: ClaimAnswer = { kind: 'ron' };
const PASS_ANSWER: ClaimAnswer = { kind: 'pass' };

// ---- from a public view ----

const MELD_KIND: Record<string, MeldKind> = {
  chi: 'chi',
  pon: 'pon',
  daiminkan: 'minkan',
  ankan: 'ankan',
  kakan: 'kakan',
};

/** Build a robot's sight from a seat's public view. */
export function sightFromView(view: SeatView): Sight {
  const seat = view.seat;
  if (seat < 0) throw new Error('an observer cannot decide');
  const n = view.players;
  const me = view.seats[seat];
  const counts = new Array<number>(34).fill(0);
  const handNames = view.drawn ? [...view.hand, view.drawn] : view.hand.slice();
  for (const name of handNames) counts[typeOfName(name)]++;
  const visible = new Array<number>(34).fill(0);
  for (const ind of view.doraIndicators) visible[typeOfName(ind)]++;
  const seats = view.seats.map((ps) => {
    const discarded = new Array<number>(34).fill(0);
    for (const d of ps.discards) {
      const t = typeOfName(d.tile);
      discarded[t] = 1;
      visible[t]++;
    }
    for (const m of ps.melds) {
      let skipped = false;
      for (const name of m.tiles) {
        if (!skipped && m.calledTile !== null && name === m.calledTile) {
          skipped = true;
          continue;
        }
        visible[typeOfName(name)]++;
      }
    }
    visible[NORTH] += ps.kita;
    const safe = new Array<number>(34).fill(0);
    for (const name of (ps as { safe?: string[] }).safe ?? []) safe[typeOfName(name)] = 1;
    return { riichi: ps.riichi, safe, discarded };
  });
  // kuikae: tiles held but not offered as discards (in riichi only the drawn tile is offered, which is not kuikae)
  const forbidden: number[] = [];
  const ch = view.choices;
  if (ch?.discard && !me.riichi) {
    const allowed = new Set(ch.discard.map(typeOfName));
    for (let t = 0; t < 34; t++) if (counts[t] && !allowed.has(t)) forbidden.push(t);
  }
  const melds = me.melds.map((m) => ({
    kind: MELD_KIND[m.kind],
    type: Math.min(...m.tiles.map(typeOfName)),
  }));
  const before = counts.slice();
  if (view.drawn) before[typeOfName(view.drawn)]--;
  return {
    seat,
    players: n,
    roundWind: view.roundWind,
    seatWind: me.seatWind,
    counts,
    handNames: () => handNames,
    drawnName: view.drawn,
    melds,
    closed: melds.every((m) => m.kind === 'ankan'),
    riichi: me.riichi,
    shanten: shanten(before as unknown as Uint8Array, melds.length),
    forbidden,
    visible,
    doraTargets: view.doraIndicators.map((x) => doraOf(typeOfName(x), n)),
    seats,
  };
}

/**
 * What a built-in robot (level 0, 1 or 2) does from this view: one of `view.choices`. Deterministic: the same view
 * gives the same action. Throws if the view's seat has nothing to decide.
 */
export function robotAction(view: SeatView, level: number): Action {
  const ch = view.choices;
  if (!ch) throw new Error(`seat ${view.seat} has nothing to decide`);
  const lv = Math.max(0, Math.min(2, Math.floor(level)));
  const v = sightFromView(view);
  if (ch.discard) {
    const opts: TurnOptions = {
      drawn: view.drawn ? typeOfName(view.drawn) : -1,
      canTsumo: !!ch.tsumo,
      canAbort: !!ch.abort,
      canRiichi: !!ch.riichi?.length,
      ankan: (ch.ankan ?? []).map(typeOfName),
      kakan: (ch.kakan ?? []).map(typeOfName),
      canKita: !!ch.kita,
    };
    return turnToAction(v, robotTurn(v, opts, lv));
  }
  const claim = (view as SeatViewPlus).claim;
  if (!claim) throw new Error('a claim view without the tile on offer');
  const chi: [number, number][] = [];
  for (const [a, b] of ch.chi ?? []) {
    const x = typeOfName(a);
    const y = typeOfName(b);
    if (!chi.some(([p, q]) => p === x && q === y)) chi.push([x, y]);
  }
  const opts: ClaimOptions = {
    tile: typeOfName(claim.tile),
    canRon: !!ch.ron,
    canPon: !!ch.pon?.length,
    canMinkan: !!ch.daiminkan,
    chi,
  };
  return claimToAction(v, opts, robotClaim(v, opts, lv));
}
