/**
 * What one apply needs besides the state (`Ctx`): the rule, the red-five layout and the tile names of all 136 ids
 * (both cached per layout), and the event sink that writes the mjai log and, when asked, the events tagged with
 * their audience.
 */
import type { MjaiEvent } from './log.js';
import type { TaggedEvent } from './machine/types.js';
import type { EngineRule } from './rules.js';
import * as tiles from './tiles.js';

const { mjaiName, redConfig, redIds } = tiles;

const redCache = new Map<string, Uint8Array>();
const nameCache = new Map<Uint8Array, string[]>();

export function redFor(doraCount: number, players: 3 | 4): Uint8Array {
  const key = `${players}:${doraCount}`;
  let r = redCache.get(key);
  if (!r) {
    r = redIds(redConfig(doraCount, players));
    redCache.set(key, r);
  }
  return r;
}

/** mjai names of all 136 ids for a red-five layout (shared, read-only). */
export function namesFor(red: Uint8Array): string[] {
  let n = nameCache.get(red);
  if (!n) {
    n = [];
    for (let id = 0; id < 136; id++) n.push(mjaiName(id >> 2, red[id] === 1));
    nameCache.set(red, n);
  }
  return n;
}

/**
 * Where events go during one apply: the full mjai log (kept in the game state) and, when the caller wants them,
 * the events tagged with their audience. Seat -1 in an audience list means observers.
 */
export class Sink {
  constructor(
    /** the state's mjai log; null when the game keeps none */
    readonly log: MjaiEvent[] | null,
    readonly out: TaggedEvent[] | null,
    readonly players: number,
  ) {}

  all(event: MjaiEvent): void {
    this.log?.push(event);
    if (this.out) this.out.push({ to: 'all', event });
  }

  /** A draw: the tile to the drawer, a masked copy to everyone else. */
  draw(event: MjaiEvent & { type: 'tsumo' }): void {
    this.log?.push(event);
    if (!this.out) return;
    const others: number[] = [];
    for (let s = 0; s < this.players; s++) if (s !== event.actor) others.push(s);
    others.push(-1);
    this.out.push({ to: [event.actor], event });
    this.out.push({ to: others, event: { ...event, pai: '?' } });
  }

  /** The deal: each seat sees its own hand, observers see none. */
  deal(event: MjaiEvent & { type: 'start_kyoku' }): void {
    this.log?.push(event);
    if (!this.out) return;
    const masked = event.tehais.map((h) => h.map(() => '?'));
    for (let s = 0; s < this.players; s++) {
      const tehais = masked.slice();
      tehais[s] = event.tehais[s];
      this.out.push({ to: [s], event: { ...event, tehais } });
    }
    this.out.push({ to: [-1], event: { ...event, tehais: masked } });
  }
}

/** Everything one apply needs besides the state: the rule, red fives, names and the event sink. */
export interface Ctx {
  rule: EngineRule;
  n: 3 | 4;
  red: Uint8Array;
  names: string[];
  sink: Sink;
  /** per seat: never offered chi / pon / daiminkan (GameConfig.noCalls) */
  noCalls: boolean[];
  /**
   * Stop at every claim window, even one nobody may claim from (ApplyOptions.holdWindows): the window is then
   * closed by `closeWindow`. Set for the length of one apply.
   */
  hold?: boolean;
}
