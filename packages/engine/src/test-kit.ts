/** Test helpers (imported only by *.test.ts): stacked walls and scripted robots. */
import type { ClaimAction, ClaimOptions, Robot, TurnOptions } from './robot-api.js';
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

export interface Script {
  /** discards in order (single tiles in mpsz); when exhausted the robot discards what it drew */
  discards?: string[];
  /** indexes into `discards` that declare riichi */
  riichiAt?: number[];
  /** take a tsumo when possible (default true) */
  tsumo?: boolean;
  abort?: boolean;
  kita?: boolean;
  /** closed / added kans to declare when offered (mpsz tiles) */
  kan?: string[];
  claim?: (o: ClaimOptions) => ClaimAction;
  /** records every offer this seat received */
  offers?: ClaimOptions[];
}

export function scriptRobot(s: Script): Robot {
  let next = 0;
  const kans = new Set((s.kan ?? []).map((k) => parseMpsz(k).types[0]));
  return {
    level: 9,
    calls: true,
    turn(view, seat, opts: TurnOptions) {
      if (opts.canTsumo && s.tsumo !== false) return { kind: 'tsumo' };
      if (opts.canAbort && s.abort) return { kind: 'abort' };
      if (opts.canKita && s.kita) return { kind: 'kita' };
      for (const t of opts.ankan) if (kans.has(t)) return { kind: 'ankan', type: t };
      for (const t of opts.kakan) if (kans.has(t)) return { kind: 'kakan', type: t };
      const p = view.seats[seat];
      if (s.discards && next < s.discards.length && !p.riichi) {
        const i = next++;
        const t = parseMpsz(s.discards[i]).types[0];
        return { kind: 'discard', type: t, riichi: s.riichiAt?.includes(i) ?? false };
      }
      if (opts.drawn >= 0) return { kind: 'discard', type: opts.drawn >> 2 };
      const t = p.hand.map((id) => id >> 2).find((x) => !p.forbidden.includes(x)) as number;
      return { kind: 'discard', type: t };
    },
    claim(_view, _seat, o) {
      s.offers?.push(o);
      if (s.claim) return s.claim(o);
      return o.canRon ? { kind: 'ron' } : { kind: 'pass' };
    },
  };
}
