/**
 * One hand (kyoku): deal, the turn loop (draw, tsumo, kita, kans, riichi, discard), ron checks with furiten,
 * claims (pon / daiminkan / chi with kuikae), dora timing and the abortive draws. Settlement lives in settle.ts.
 */
import type { MjaiEvent, RyukyokuReason } from './log.js';
import { PlayerState } from './player.js';
import { Rng } from './rng.js';
import type { Robot, RoundView, TurnAction, TurnOptions } from './robot-api.js';
import { doDiscard, doKan, doKita, resolveClaims } from './round-actions.js';
import type { EngineRule } from './rules.js';
import { evaluateWin, type WinContext, type WinEval } from './scoring.js';
import { type RoundResult, settleAbort, settleExhaustive, settleWins } from './settle.js';
import { shanten, waits } from './shanten.js';
import { doraOf, mjaiName, NORTH, redConfig, redIds } from './tiles.js';
import { Wall } from './wall.js';

export { kuikaeTypes } from './round-actions.js';
export type { RoundResult } from './settle.js';

export interface RoundInput {
  rule: EngineRule;
  dealer: number;
  /** 0 East, 1 South, 2 West, 3 North */
  roundWind: number;
  honba: number;
  /** riichi sticks already on the table */
  kyotaku: number;
  scores: number[];
  seed: number;
  robots: Robot[];
  log: MjaiEvent[];
  /** prepared wall order (tests only) */
  wall?: number[];
}

const BAKAZE = ['E', 'S', 'W', 'N'];
const redCache = new Map<string, Uint8Array>();
const nameCache = new Map<Uint8Array, string[]>();

function redFor(doraCount: number, players: 3 | 4): Uint8Array {
  const key = `${players}:${doraCount}`;
  let r = redCache.get(key);
  if (!r) {
    r = redIds(redConfig(doraCount, players));
    redCache.set(key, r);
  }
  return r;
}

/** mjai names of all 136 ids for a red-five layout (shared, read-only). */
function namesFor(red: Uint8Array): string[] {
  let n = nameCache.get(red);
  if (!n) {
    n = [];
    for (let id = 0; id < 136; id++) n.push(mjaiName(id >> 2, red[id] === 1));
    nameCache.set(red, n);
  }
  return n;
}
const waitScratch = new Uint8Array(34);

export class Round implements RoundView {
  readonly rule: EngineRule;
  readonly players: 3 | 4;
  readonly dealer: number;
  readonly roundWind: number;
  readonly honba: number;
  kyotaku: number;
  readonly scores: number[];
  /** scores when the hand started */
  readonly startScores: number[];
  readonly seats: PlayerState[];
  readonly red: Uint8Array;
  readonly visible = new Uint8Array(34);
  readonly wall: Wall;
  readonly log: MjaiEvent[];
  readonly names: string[];
  doraTargets: number[] = [];
  readonly robots: Robot[];
  /** a call or kan has happened (ends the first uninterrupted go-around) */
  interrupted = false;
  rinshan = false;
  kanCount = 0;
  kanSeats = new Set<number>();
  pendingDora = 0;
  firstDiscards: number[] = [];

  constructor(input: RoundInput) {
    this.rule = input.rule;
    this.players = input.rule.players;
    this.dealer = input.dealer;
    this.roundWind = input.roundWind;
    this.honba = input.honba;
    this.kyotaku = input.kyotaku;
    this.scores = input.scores.slice();
    this.startScores = input.scores.slice();
    this.robots = input.robots;
    this.log = input.log;
    this.red = redFor(this.rule.redFives, this.players);
    this.names = namesFor(this.red);
    this.seats = [];
    for (let s = 0; s < this.players; s++) this.seats.push(new PlayerState(s));
    this.wall = new Wall(new Rng(input.seed), { players: this.players, tiles: input.wall });
  }

  get remaining(): number {
    return this.wall.remaining;
  }

  seatWind(seat: number): number {
    return (seat - this.dealer + this.players) % this.players;
  }

  revealDora(): void {
    const id = this.wall.revealDora();
    if (id < 0) return;
    this.visible[id >> 2]++;
    this.doraTargets.push(doraOf(id >> 2, this.players));
    if (this.wall.doraRevealed > 1) this.log.push({ type: 'dora', dora_marker: this.names[id] });
  }

  private deal(): void {
    const n = this.players;
    for (let s = 0; s < n; s++) {
      const seat = (this.dealer + s) % n;
      for (let k = 0; k < 13; k++) this.seats[seat].add(this.wall.draw());
    }
    if (this.rule.dora) this.revealDora();
    for (const p of this.seats) p.refresh();
    const ind = this.wall.doraIndicators();
    this.log.push({
      type: 'start_kyoku',
      bakaze: BAKAZE[this.roundWind],
      dora_marker: ind.length ? this.names[ind[0]] : null,
      kyoku: this.dealer + 1,
      honba: this.honba,
      kyotaku: this.kyotaku,
      oya: this.dealer,
      scores: this.scores.slice(),
      tehais: this.seats.map((p) =>
        p.hand
          .slice()
          .sort((a, b) => a - b)
          .map((id) => this.names[id]),
      ),
    });
  }

  /** Play the hand to its end. */
  run(): RoundResult {
    this.deal();
    const n = this.players;
    let seat = this.dealer;
    let mode: 'draw' | 'replacement' | 'called' = 'draw';
    for (;;) {
      const p = this.seats[seat];
      let drawn = -1;
      let haitei = false;
      if (mode !== 'called') {
        if (mode === 'draw') {
          if (this.wall.remaining === 0) return settleExhaustive(this);
          drawn = this.wall.draw();
          this.rinshan = false;
          haitei = this.wall.remaining === 0;
        } else {
          drawn = this.wall.drawReplacement();
          this.rinshan = true;
        }
        p.add(drawn);
        this.log.push(
          mode === 'draw'
            ? { type: 'tsumo', actor: seat, pai: this.names[drawn] }
            : { type: 'tsumo', actor: seat, pai: this.names[drawn], rinshan: true },
        );
      }
      const opts = this.turnOptions(seat, drawn, mode === 'called', haitei);
      const act: TurnAction = this.robots[seat].turn(this, seat, opts);
      switch (act.kind) {
        case 'tsumo': {
          if (!opts.canTsumo) throw new Error(`seat ${seat} declared tsumo without a winning hand`);
          return settleWins(this, [seat], -1, drawn, { haitei, houtei: false, chankan: false });
        }
        case 'abort':
          if (!opts.canAbort) throw new Error(`seat ${seat} cannot abort`);
          return settleAbort(this, 'kyushukyuhai');
        case 'kita': {
          if (!opts.canKita) throw new Error(`seat ${seat} cannot kita`);
          const r = doKita(this, seat, drawn);
          if (r) return r;
          mode = 'replacement';
          continue;
        }
        case 'ankan':
        case 'kakan': {
          if (!(act.kind === 'ankan' ? opts.ankan : opts.kakan).includes(act.type))
            throw new Error(`seat ${seat} illegal ${act.kind}`);
          const r = doKan(this, seat, act.kind, act.type);
          if (r) return r;
          mode = 'replacement';
          continue;
        }
        case 'discard': {
          const r = doDiscard(this, seat, act.type, !!act.riichi, drawn, opts);
          if (r) return r;
          const claim = resolveClaims(this, seat);
          if (claim >= 0) {
            seat = claim & 7;
            mode = claim >> 3 ? 'replacement' : 'called';
            continue;
          }
          seat = (seat + 1) % n;
          mode = 'draw';
        }
      }
    }
  }

  kanAllowed(): boolean {
    if (this.kanCount >= 4 || this.wall.remaining <= 0) return false;
    return true;
  }

  private turnOptions(seat: number, drawn: number, called: boolean, haitei: boolean): TurnOptions {
    const p = this.seats[seat];
    const opts: TurnOptions = {
      drawn,
      canTsumo: false,
      canAbort: false,
      canRiichi: false,
      ankan: [],
      kakan: [],
      canKita: false,
    };
    if (called) return opts;
    if (p.waits[drawn >> 2])
      opts.canTsumo = this.canWin(seat, drawn, true, -1, { haitei, houtei: false, chankan: false });
    if (p.firstTurn && !this.interrupted && this.rule.abortNineTerminals && p.yaochuKinds() >= 9) opts.canAbort = true;
    opts.canRiichi =
      p.riichi === 0 &&
      p.closed &&
      this.scores[seat] >= this.rule.riichiStick &&
      (this.rule.riichiWithoutDraw || this.wall.remaining >= this.players);
    if (this.kanAllowed()) {
      for (let t = 0; t < 34; t++) {
        if (p.counts[t] !== 4) continue;
        if (p.riichi && !(t === drawn >> 2 && this.riichiKanKeepsWaits(p, t))) continue;
        opts.ankan.push(t);
      }
      if (!p.riichi) for (const m of p.melds) if (m.kind === 'pon' && p.counts[m.type] > 0) opts.kakan.push(m.type);
    }
    if (this.players === 3 && p.counts[NORTH] > 0 && this.wall.remaining > 0) {
      opts.canKita = !p.riichi || drawn >> 2 === NORTH;
    }
    return opts;
  }

  /** After riichi, a closed kan may not change the waits. */
  private riichiKanKeepsWaits(p: PlayerState, t: number): boolean {
    const c = p.counts;
    c[t] -= 4;
    const sh = shanten(c, p.melds.length + 1);
    let same = sh === 0;
    if (same) {
      waits(c, p.melds.length + 1, waitScratch);
      for (let u = 0; u < 34; u++) if (waitScratch[u] !== p.waits[u]) same = false;
    }
    c[t] += 4;
    return same;
  }

  /**
   * Can `seat` win on this tile (the shape is already known complete)? A riichi hand, or a closed hand winning by
   * tsumo, always has a yaku, so with a one-han minimum majiang-core is only asked at settlement.
   */
  canWin(
    seat: number,
    win: number,
    tsumo: boolean,
    from: number,
    flags: { haitei: boolean; houtei: boolean; chankan: boolean },
  ): boolean {
    const p = this.seats[seat];
    if (this.rule.fanfu <= 1 && (p.riichi > 0 || (tsumo && p.closed))) return true;
    return this.evaluate(seat, win, tsumo, from, flags, false).valid;
  }

  /** Build the scoring context for a win by `seat` on tile `win`. */
  evaluate(
    seat: number,
    win: number,
    tsumo: boolean,
    from: number,
    flags: { haitei: boolean; houtei: boolean; chankan: boolean },
    withUra: boolean,
  ): WinEval {
    const p = this.seats[seat];
    const n = this.players;
    const closed: number[] = [];
    const closedReds: boolean[] = [];
    let skipped = !tsumo;
    for (const id of p.hand) {
      if (!skipped && id === win) {
        skipped = true;
        continue;
      }
      closed.push(id >> 2);
      closedReds.push(this.red[id] === 1);
    }
    const first = p.firstTurn && !this.interrupted && tsumo;
    const ctx: WinContext = {
      players: n,
      closed,
      closedReds,
      melds: p.meldShapes(n, this.red),
      winTile: win >> 2,
      winRed: this.red[win] === 1,
      tsumo,
      fromOffset: from < 0 ? 0 : (from - seat + n) % n,
      riichi: p.riichi,
      ippatsu: p.ippatsu,
      haitei: flags.haitei,
      houtei: flags.houtei,
      rinshan: tsumo && this.rinshan,
      chankan: flags.chankan,
      tenhou: first ? (seat === this.dealer ? 1 : 2) : 0,
      roundWind: this.roundWind,
      seatWind: this.seatWind(seat),
      doraIndicators: this.wall.doraIndicators().map((id) => id >> 2),
      uraIndicators:
        withUra && p.riichi && this.rule.ura
          ? this.wall.uraIndicators(this.rule.kanUra ? 5 : 1).map((id) => id >> 2)
          : [],
      kita: p.kita,
      rule: this.rule,
    };
    return evaluateWin(ctx);
  }

  breakFirstGoAround(): void {
    this.interrupted = true;
    for (const s of this.seats) s.ippatsu = false;
  }

  flushPendingDora(): void {
    while (this.pendingDora > 0) {
      this.pendingDora--;
      this.revealDora();
    }
  }

  kanDora(immediate: boolean): void {
    if (!this.rule.dora || !this.rule.kanDora) return;
    if (immediate) this.revealDora();
    else this.pendingDora++;
  }

  pickId(p: PlayerState, t: number, drawn: number): number {
    if (drawn >= 0 && drawn >> 2 === t && (this.red[drawn] === 0 || p.counts[t] === 1)) return drawn;
    const ids = p.idsOf(t, this.red);
    if (ids.length === 0) throw new Error(`seat ${p.seat} discards a tile it does not hold (${t})`);
    return ids[0];
  }

  /** For census/property checks: every tile id somewhere in the hand. */
  census(): number[] {
    const all: number[] = this.wall.undrawn();
    for (const p of this.seats) {
      all.push(...p.hand, ...p.kitaIds);
      p.river.forEach((id, i) => {
        if (!p.riverCalled[i]) all.push(id);
      });
      for (const m of p.melds) all.push(...m.ids);
    }
    return all;
  }
}

export type { RyukyokuReason };
