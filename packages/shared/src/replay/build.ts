/**
 * `buildReplay(log)`: a game log file read into hands of frames (types.ts). It walks the mjai events once, keeping
 * the table as it stands (every seat's concealed hand is in the log: the deal's `tehais` and every draw), and takes
 * a snapshot after each event that changes what the table shows: the deal, a draw, a discard (with its riichi
 * declaration), a call, a kita, a dora flip, a win, a draw of the hand. A `reach_accepted` (the stick placed, the
 * points taken) changes the table with the next frame; `end_kyoku` and `end_game` close a hand and the game.
 *
 * It never throws on a log's contents: what does not add up (a discard of a tile the seat does not hold, an event
 * outside a hand) is listed in `problems` and the reading goes on, so a tampered log still opens and its walls can
 * be checked (verify.ts).
 */

import { playersOfRoundType } from '../enums.js';
import { defaultDetailRule } from '../rules/fields.js';
import type { RecordLogFile } from '../schemas/record.js';
import { redFivesFor, sortTiles, tileType } from './tiles.js';
import type {
  Replay,
  ReplayAction,
  ReplayHand,
  ReplayHandResult,
  ReplayMeld,
  ReplayPlayer,
  ReplaySeat,
  ReplayStanding,
  ReplayWall,
  ReplayWin,
} from './types.js';

type Ev = Record<string, unknown>;

const num = (e: Ev, k: string, d = -1): number => {
  const v = e[k];
  return typeof v === 'number' && Number.isFinite(v) ? v : d;
};
const str = (e: Ev, k: string): string => {
  const v = e[k];
  return typeof v === 'string' ? v : '';
};
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const nums = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number' && Number.isFinite(x)) : [];
const bools = (v: unknown): boolean[] => (Array.isArray(v) ? v.map((x) => x === true) : []);

const MELD_KINDS = { chi: 'chi', pon: 'pon', daiminkan: 'daiminkan' } as const;
const EXHAUSTIVE = new Set(['fanpai', 'nagashimangan']);

/** The hand being read: the table as it stands, and what the hand's end needs. */
interface Work {
  hand: ReplayHand;
  seats: ReplaySeat[];
  scores: number[];
  kyotaku: number;
  dora: string[];
  tilesLeft: number;
  turn: number;
  lastDiscard: { seat: number; index: number } | null;
  ended: boolean;
  /** riichi declared (reach) and its discard not yet made */
  declaring: boolean[];
  wins: ReplayWin[];
  draw: { reason: string; tenpai: boolean[]; payments: number[]; declarer: number | null } | null;
}

export function buildReplay(log: RecordLogFile): Replay {
  return new Reader(log).read();
}

class Reader {
  private readonly events: Ev[];
  private readonly problems: string[] = [];
  private readonly hands: ReplayHand[] = [];
  private players: 3 | 4;
  private roundType: number;
  private redFives: [number, number, number];
  private w: Work | null = null;
  /** points after the last hand that ended (or at the deal of one left unfinished) */
  private lastScores: number[] | null = null;
  private endGame: Ev | null = null;

  constructor(private readonly log: RecordLogFile) {
    this.events = Array.isArray(log.mjai) ? (log.mjai as Ev[]) : [];
    const rule = (log.rule ?? {}) as Ev;
    const start = this.events.find((e) => e?.type === 'start_game') ?? {};
    this.roundType = num(start, 'round_type', num(rule, 'round_type', 0));
    const p = num(start, 'players', 0);
    this.players = p === 3 || p === 4 ? p : this.roundType ? playersOfRoundType(this.roundType) : 4;
    const detail = (rule.detail_rule ?? {}) as Ev;
    const dc = detail.dora_count;
    const doraCount =
      typeof dc === 'number' && Number.isFinite(dc)
        ? dc
        : typeof dc === 'boolean'
          ? Number(dc)
          : defaultDetailRule(this.players).dora_count;
    this.redFives = redFivesFor(doraCount, this.players);
  }

  read(): Replay {
    this.events.forEach((e, i) => {
      if (e && typeof e === 'object') this.event(e, i);
    });
    if (this.w) this.closeHand();
    return {
      uuid: this.log.uuid,
      players: this.players,
      roundType: this.roundType,
      seats: this.seatList(),
      terminated: this.log.terminated === 1,
      hands: this.hands,
      standings: this.standings(),
      final: this.final(),
      problems: this.problems,
    };
  }

  private problem(i: number, text: string): void {
    if (this.problems.length < 100) this.problems.push(`event ${i}: ${text}`);
  }

  private event(e: Ev, i: number): void {
    const type = e.type;
    if (type === 'start_game') return;
    if (type === 'start_kyoku') {
      this.deal(e, i);
      return;
    }
    if (type === 'end_game') {
      if (this.w) this.closeHand();
      this.endGame = e;
      return;
    }
    const w = this.w;
    if (!w) {
      this.problem(i, `${String(type)} outside a hand`);
      return;
    }
    switch (type) {
      case 'tsumo':
        this.tsumo(w, e, i);
        break;
      case 'reach': {
        const a = this.seatOf(w, e, i);
        if (a) w.declaring[a.seat] = true;
        break;
      }
      case 'dahai':
        this.dahai(w, e, i);
        break;
      case 'reach_accepted':
        this.reachAccepted(w, e, i);
        break;
      case 'chi':
      case 'pon':
      case 'daiminkan':
        this.call(w, e, i, MELD_KINDS[type]);
        break;
      case 'ankan':
        this.ankan(w, e, i);
        break;
      case 'kakan':
        this.kakan(w, e, i);
        break;
      case 'kita':
        this.kita(w, e, i);
        break;
      case 'dora': {
        const tile = str(e, 'dora_marker');
        w.dora.push(tile);
        this.snap(w, i, { type: 'dora', tile });
        break;
      }
      case 'hora':
        this.hora(w, e, i);
        break;
      case 'ryukyoku':
        this.ryukyoku(w, e, i);
        break;
      case 'end_kyoku':
        this.closeHand();
        break;
      default:
        this.problem(i, `unknown event ${String(type)}`);
    }
  }

  // ---- the hand's course ---------------------------------------------------------------------------------------

  private deal(e: Ev, i: number): void {
    if (this.w) this.closeHand();
    const n = this.players;
    const dealer = num(e, 'oya', 0);
    const scores = nums(e.scores);
    const tehais = Array.isArray(e.tehais) ? e.tehais.map(strs) : [];
    const wall = this.wallOf(e);
    const roundWind = Math.max(0, ['E', 'S', 'W', 'N'].indexOf(str(e, 'bakaze')));
    const kyotaku = num(e, 'kyotaku', 0);
    const hand: ReplayHand = {
      index: this.hands.length,
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
      redFives: [...this.redFives],
    };
    this.hands.push(hand);
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
    this.w = {
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
    this.lastScores = scores.slice();
    this.snap(this.w, i, { type: 'deal' });
  }

  private wallOf(e: Ev): ReplayWall | null {
    const tiles = e.wall;
    const salt = e.wall_salt;
    const hash = e.wall_hash;
    if (!Array.isArray(tiles) || typeof salt !== 'string' || typeof hash !== 'string') return null;
    if (!tiles.every((x) => Number.isInteger(x))) return null;
    return { tiles: tiles.slice() as number[], salt, hash };
  }

  private seatOf(w: Work, e: Ev, i: number): ReplaySeat | null {
    const s = w.seats[num(e, 'actor')];
    if (!s) this.problem(i, `${String(e.type)}: no seat ${String(e.actor)}`);
    return s ?? null;
  }

  private tsumo(w: Work, e: Ev, i: number): void {
    const s = this.seatOf(w, e, i);
    if (!s) return;
    const tile = str(e, 'pai');
    mergeDrawn(s);
    s.drawn = tile;
    w.tilesLeft--;
    w.turn = s.seat;
    this.snap(w, i, { type: 'draw', seat: s.seat, tile, rinshan: e.rinshan === true });
  }

  private dahai(w: Work, e: Ev, i: number): void {
    const s = this.seatOf(w, e, i);
    if (!s) return;
    const tile = str(e, 'pai');
    const tsumogiri = e.tsumogiri === true;
    if (tsumogiri && s.drawn === tile) s.drawn = null;
    else {
      this.take(s, tile, i);
      mergeDrawn(s);
    }
    const riichi = w.declaring[s.seat];
    w.declaring[s.seat] = false;
    s.discards.push({ tile, tsumogiri, riichi, called: false });
    w.lastDiscard = { seat: s.seat, index: s.discards.length - 1 };
    w.turn = s.seat;
    this.snap(w, i, { type: 'discard', seat: s.seat, tile, tsumogiri, riichi });
  }

  /** The stick is placed and the points taken; the table shows it with the next frame. */
  private reachAccepted(w: Work, e: Ev, i: number): void {
    const s = this.seatOf(w, e, i);
    if (!s) return;
    s.riichi = true;
    const last = s.discards[s.discards.length - 1];
    if (last && !s.discards.some((d) => d.riichi)) last.riichi = true;
    w.kyotaku++;
    const scores = nums(e.scores);
    if (scores.length === this.players) w.scores = scores;
    else {
      const deltas = nums(e.deltas);
      w.scores = w.scores.map((x, k) => x + (deltas[k] ?? 0));
    }
  }

  private call(w: Work, e: Ev, i: number, kind: 'chi' | 'pon' | 'daiminkan'): void {
    const s = this.seatOf(w, e, i);
    if (!s) return;
    const from = num(e, 'target');
    const tile = str(e, 'pai');
    const consumed = strs(e.consumed);
    const giver = w.seats[from];
    const d = giver?.discards[giver.discards.length - 1];
    if (d && d.tile === tile) d.called = true;
    else this.problem(i, `${kind}: seat ${from} has no discard ${tile} to take`);
    if (w.lastDiscard?.seat === from) w.lastDiscard = null;
    mergeDrawn(s);
    for (const t of consumed) this.take(s, t, i);
    s.melds.push({ kind, tiles: [tile, ...consumed], calledTile: tile, from });
    w.turn = s.seat;
    this.snap(w, i, { type: kind, seat: s.seat, from, tile, consumed });
  }

  private ankan(w: Work, e: Ev, i: number): void {
    const s = this.seatOf(w, e, i);
    if (!s) return;
    const tiles = strs(e.consumed);
    mergeDrawn(s);
    for (const t of tiles) this.take(s, t, i);
    s.melds.push({ kind: 'ankan', tiles, calledTile: null, from: -1 });
    w.turn = s.seat;
    this.snap(w, i, { type: 'ankan', seat: s.seat, tiles });
  }

  private kakan(w: Work, e: Ev, i: number): void {
    const s = this.seatOf(w, e, i);
    if (!s) return;
    const tile = str(e, 'pai');
    mergeDrawn(s);
    this.take(s, tile, i);
    const t = tileType(tile);
    const pon = s.melds.find((m) => m.kind === 'pon' && tileType(m.tiles[0]) === t);
    if (pon) {
      pon.kind = 'kakan';
      pon.tiles.push(tile);
    } else {
      this.problem(i, `kakan: seat ${s.seat} has no pon of ${tile}`);
      s.melds.push({ kind: 'kakan', tiles: [...strs(e.consumed), tile], calledTile: null, from: -1 });
    }
    w.turn = s.seat;
    this.snap(w, i, { type: 'kakan', seat: s.seat, tile });
  }

  private kita(w: Work, e: Ev, i: number): void {
    const s = this.seatOf(w, e, i);
    if (!s) return;
    const tile = str(e, 'pai') || 'N';
    mergeDrawn(s);
    this.take(s, tile, i);
    s.kita++;
    w.turn = s.seat;
    this.snap(w, i, { type: 'kita', seat: s.seat, tile });
  }

  private hora(w: Work, e: Ev, i: number): void {
    const s = this.seatOf(w, e, i);
    if (!s) return;
    const target = num(e, 'target', s.seat);
    const tsumo = target === s.seat || target < 0;
    const winTile = str(e, 'pai');
    let closed = s.hand.slice();
    if (s.drawn !== null) closed.push(s.drawn);
    if (tsumo) {
      const k = closed.indexOf(winTile);
      if (k >= 0) closed.splice(k, 1);
      else this.problem(i, `hora: seat ${s.seat} does not hold ${winTile}`);
    }
    closed = sortTiles(closed);
    const scores = nums(e.scores);
    const deltas = nums(e.deltas);
    if (scores.length === this.players) w.scores = scores;
    else w.scores = w.scores.map((x, k) => x + (deltas[k] ?? 0));
    w.kyotaku = 0;
    const yaku = Array.isArray(e.yakus)
      ? e.yakus
          .filter((y): y is [string, number] => Array.isArray(y) && typeof y[0] === 'string')
          .map(([name, han]) => ({ name, han: typeof han === 'number' ? han : 0 }))
      : [];
    w.wins.push({
      seat: s.seat,
      from: tsumo ? -1 : target,
      tsumo,
      hand: closed,
      winTile,
      melds: s.melds.map(copyMeld),
      yaku,
      han: num(e, 'fan', 0),
      fu: num(e, 'fu', 0),
      yakuman: num(e, 'yakuman', 0),
      points: num(e, 'hora_points', 0),
      deltas,
      uraIndicators: strs(e.uradora_markers),
      scores: w.scores.slice(),
    });
    s.shown = true;
    w.ended = true;
    w.turn = s.seat;
    this.snap(w, i, { type: 'win', seat: s.seat, from: tsumo ? -1 : target, tile: winTile, tsumo });
  }

  private ryukyoku(w: Work, e: Ev, i: number): void {
    const reason = str(e, 'reason');
    const n = this.players;
    const tenpai = bools(e.tenpais).slice(0, n);
    while (tenpai.length < n) tenpai.push(false);
    const payments = nums(e.deltas);
    const scores = nums(e.scores);
    if (scores.length === n) w.scores = scores;
    else w.scores = w.scores.map((x, k) => x + (payments[k] ?? 0));
    const declarer = reason === 'kyushukyuhai' ? w.turn : null;
    if (EXHAUSTIVE.has(reason)) for (const s of w.seats) if (tenpai[s.seat]) s.shown = true;
    if (declarer !== null && w.seats[declarer]) w.seats[declarer].shown = true;
    w.draw = { reason, tenpai, payments: payments.length === n ? payments : new Array(n).fill(0), declarer };
    w.ended = true;
    this.snap(w, i, { type: 'ryukyoku', reason, seat: declarer });
  }

  /** end_kyoku (or the log going on without one): the hand's result. */
  private closeHand(): void {
    const w = this.w;
    if (!w) return;
    this.w = null;
    const n = this.players;
    const h = w.hand;
    const deltas = w.scores.map((x, s) => x - (h.startScores[s] ?? 0));
    let result: ReplayHandResult | null = null;
    if (w.wins.length) {
      result = {
        kind: 'win',
        wins: w.wins,
        tenpai: w.seats.map((s) => w.wins.some((x) => x.seat === s.seat)),
        tenpaiHands: [],
        payments: new Array(n).fill(0),
        deltas,
        scores: w.scores.slice(),
        kyotaku: w.kyotaku,
        declarer: null,
      };
    } else if (w.draw) {
      const exhaustive = EXHAUSTIVE.has(w.draw.reason);
      result = {
        kind: exhaustive ? 'draw' : 'abort',
        reason: w.draw.reason,
        wins: [],
        tenpai: w.draw.tenpai,
        tenpaiHands: exhaustive
          ? w.seats.filter((s) => w.draw?.tenpai[s.seat]).map((s) => ({ seat: s.seat, hand: closedOf(s) }))
          : [],
        payments: w.draw.payments,
        deltas,
        scores: w.scores.slice(),
        kyotaku: w.kyotaku,
        declarer: w.draw.declarer,
      };
    }
    h.result = result;
    if (result) this.lastScores = result.scores.slice();
  }

  // ---- snapshots -----------------------------------------------------------------------------------------------

  private snap(w: Work, event: number, action: ReplayAction): void {
    const h = w.hand;
    for (const s of w.seats) s.score = w.scores[s.seat] ?? s.score;
    h.frames.push({
      index: h.frames.length,
      event,
      action,
      roundWind: h.roundWind,
      kyoku: h.kyoku,
      dealer: h.dealer,
      honba: h.honba,
      kyotaku: w.kyotaku,
      doraIndicators: w.dora.slice(),
      tilesLeft: w.tilesLeft,
      scores: w.scores.slice(),
      turn: w.turn,
      lastDiscard: w.lastDiscard ? { ...w.lastDiscard } : null,
      ended: w.ended,
      seats: w.seats.map(copySeat),
    });
  }

  /** Take a tile out of a seat's concealed tiles (the hand, else the drawn tile). */
  private take(s: ReplaySeat, tile: string, i: number): void {
    const k = s.hand.indexOf(tile);
    if (k >= 0) s.hand.splice(k, 1);
    else if (s.drawn === tile) s.drawn = null;
    else this.problem(i, `seat ${s.seat} does not hold ${tile}`);
  }

  // ---- the game's end ------------------------------------------------------------------------------------------

  private seatList(): ReplayPlayer[] {
    const list = Array.isArray(this.log.players) ? this.log.players : [];
    const out: ReplayPlayer[] = [];
    for (let s = 0; s < this.players; s++) {
      const p = list.find((x) => x.seat === s);
      const account_id = p?.account_id ?? 0;
      out.push({ seat: s, account_id, nickname: p?.nickname ?? '', robot: account_id === 0 });
    }
    return out;
  }

  private final(): Replay['final'] {
    const r = this.endGame?.result;
    if (!Array.isArray(r)) return null;
    return r
      .filter((x): x is Ev => !!x && typeof x === 'object')
      .map((x) => ({
        seat: num(x, 'seat'),
        part_point_1: num(x, 'part_point_1', 0),
        total_point: num(x, 'total_point', 0),
        placement: num(x, 'placement', 0),
      }));
  }

  private standings(): ReplayStanding[] {
    const n = this.players;
    const final = this.final();
    if (final && final.length === n) {
      return final
        .slice()
        .sort((a, b) => a.seat - b.seat)
        .map((f) => ({ seat: f.seat, points: f.part_point_1, placement: f.placement, totalPoint: f.total_point }));
    }
    const fromEnd = this.endGame ? nums(this.endGame.scores) : [];
    const scores = fromEnd.length === n ? fromEnd : (this.lastScores ?? new Array(n).fill(0));
    const order = scores.map((_, s) => s).sort((a, b) => scores[b] - scores[a] || a - b);
    return scores.map((points, seat) => ({ seat, points, placement: order.indexOf(seat) + 1, totalPoint: null }));
  }
}

function mergeDrawn(s: ReplaySeat): void {
  if (s.drawn === null) return;
  s.hand = sortTiles([...s.hand, s.drawn]);
  s.drawn = null;
}

function closedOf(s: ReplaySeat): string[] {
  return sortTiles(s.drawn === null ? s.hand : [...s.hand, s.drawn]);
}

function copyMeld(m: ReplayMeld): ReplayMeld {
  return { kind: m.kind, tiles: m.tiles.slice(), calledTile: m.calledTile, from: m.from };
}

function copySeat(s: ReplaySeat): ReplaySeat {
  return {
    seat: s.seat,
    seatWind: s.seatWind,
    score: s.score,
    riichi: s.riichi,
    handCount: s.hand.length + (s.drawn === null ? 0 : 1),
    hand: s.hand.slice(),
    drawn: s.drawn,
    shown: s.shown,
    discards: s.discards.map((d) => ({ ...d })),
    melds: s.melds.map(copyMeld),
    kita: s.kita,
  };
}
