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
 *
 * This file walks the events and keeps the game's reading; the parts: deal.ts (a hand dealt), turn-events.ts (draws,
 * discards, riichi, dora), calls.ts (calls, kans, kita), hand-end.ts (wins, draws, the hand's result), frames.ts (the
 * snapshots), standings.ts (players, settlement, standings); hand-work.ts is the hand being read, log-fields.ts the
 * events' fields read without trusting them, seat-tiles.ts a seat's concealed tiles.
 */

import { playersOfRoundType } from '../enums.js';
import { defaultDetailRule } from '../rules/fields.js';
import type { RecordLogFile } from '../schemas/record.js';
import { ankan, call, kakan, kita } from './calls.js';
import { deal } from './deal.js';
import { snap } from './frames.js';
import { handResult, hora, ryukyoku } from './hand-end.js';
import type { Report, Work } from './hand-work.js';
import { type Ev, num } from './log-fields.js';
import { finalSettlement, seatList, standings } from './standings.js';
import { redFivesFor } from './tiles.js';
import { dahai, dora, reach, reachAccepted, tsumo } from './turn-events.js';
import type { Replay, ReplayHand } from './types.js';

const MELD_KINDS = { chi: 'chi', pon: 'pon', daiminkan: 'daiminkan' } as const;

export function buildReplay(log: RecordLogFile): Replay {
  return new Reader(log).read();
}

/** The game being read: the rule it was played under, the hands so far, the hand being read. */
class Reader {
  private readonly events: Ev[];
  private readonly problems: string[] = [];
  private readonly report: Report = (i, text) => this.problem(i, text);
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
      seats: seatList(this.log, this.players),
      terminated: this.log.terminated === 1,
      hands: this.hands,
      standings: standings(this.players, this.endGame, this.lastScores),
      final: finalSettlement(this.endGame),
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
    const report = this.report;
    switch (type) {
      case 'tsumo':
        tsumo(w, e, i, report);
        break;
      case 'reach':
        reach(w, e, i, report);
        break;
      case 'dahai':
        dahai(w, e, i, report);
        break;
      case 'reach_accepted':
        reachAccepted(w, e, i, report);
        break;
      case 'chi':
      case 'pon':
      case 'daiminkan':
        call(w, e, i, MELD_KINDS[type], report);
        break;
      case 'ankan':
        ankan(w, e, i, report);
        break;
      case 'kakan':
        kakan(w, e, i, report);
        break;
      case 'kita':
        kita(w, e, i, report);
        break;
      case 'dora':
        dora(w, e, i);
        break;
      case 'hora':
        hora(w, e, i, report);
        break;
      case 'ryukyoku':
        ryukyoku(w, e, i);
        break;
      case 'end_kyoku':
        this.closeHand();
        break;
      default:
        this.problem(i, `unknown event ${String(type)}`);
    }
  }

  /** start_kyoku: the hand before is closed (if it had no end_kyoku), the next one dealt; its first frame. */
  private deal(e: Ev, i: number): void {
    if (this.w) this.closeHand();
    const w = deal(e, this.hands.length, this.players, this.redFives);
    this.hands.push(w.hand);
    this.w = w;
    this.lastScores = w.hand.startScores.slice();
    snap(w, i, { type: 'deal' });
  }

  /** end_kyoku (or the log going on without one): the hand's result. */
  private closeHand(): void {
    const w = this.w;
    if (!w) return;
    this.w = null;
    const result = handResult(w);
    w.hand.result = result;
    if (result) this.lastScores = result.scores.slice();
  }
}
