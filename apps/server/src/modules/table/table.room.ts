/**
 * One live game's table in this process: the sockets that opened it (a seat's owner, or watchers at seat -1), the
 * person controllers plugged into the host for connected seats, their thinking clocks, and the last events (so a
 * reconnecting socket gets what it missed). Every message a receiver gets is built from what that receiver may see:
 * its own `view(uuid, seat)` (the engine's per-seat view) and the events tagged for it.
 */
import { TABLE_PROTOCOL, type TableAction, type TablePlayer, type TableServerMessage } from '@taikai/shared';
import type { Cancel, Clock } from '../../clock.js';
import { autoPlayAction, type DecisionRequest, type SeatController } from '../../games/controllers.js';
import type { Action, SeatView } from '../../games/engine.js';
import type { GameEvent, GameHost } from '../../games/host.js';
import { type WallCommitment, wallCommitment } from '../../games/wall-hash.js';
import { type Allowance, type ClockRule, remainingOf, SeatClock } from './table.clock.js';
import { type TableGame, wallConfig } from './table.repository.js';
import { isLegal, maysee } from './table.rules.js';

/** A socket as the table sees it. */
export interface TableConn {
  readonly id: number;
  readonly account_id: number;
  send(message: TableServerMessage): void;
  /** closes the socket (after a last message) */
  close(reason: 'replaced' | 'logout' | 'shutdown'): void;
  /** a delayed watcher's socket (table.watch-delay.ts): drops what it still holds when it leaves the game */
  discard?(): void;
}

interface Member {
  conn: TableConn;
  /** the seat, or -1 for a watcher */
  seat: number;
}

interface Question {
  id: number;
  seat: number;
  view: SeatView;
  allowance: Allowance;
  /** when it was asked, and its time limit (the app's clock) */
  startedAt: number;
  timer: Cancel;
  resolve: (a: Action) => void;
  settled: boolean;
}

/** Timeouts in a row after which a seat is auto-played until the person is back (as on Mahjong Soul). */
export const AWAY_AFTER_TIMEOUTS = 5;

/** Events kept for resumes; older ones make a reconnecting client start again from a full view. */
const KEEP_EVENTS = 512;

type TableEvent = Extract<GameEvent, { type: 'table' }>;

/** The events after which a claim window may open: the update they end is sent as soon as they come. */
const WINDOW_OPENERS: ReadonlySet<string> = new Set(['dahai', 'kakan', 'ankan', 'kita']);

export class TableRoom {
  private readonly members = new Map<number, Member>();
  private readonly seatConn: (TableConn | null)[];
  private readonly clocks: SeatClock[];
  /** seats whose controller in the host is this room's (kept while the person is away, so a question survives) */
  private readonly plugged: boolean[];
  /** timeouts in a row per seat, and whether the seat is auto-played for them until the person says `back` */
  private readonly timeoutsInRow: number[];
  private readonly away: boolean[];
  private readonly questions = new Map<number, Question>();
  private readonly kept: GameEvent[] = [];
  private pending: TableEvent[] = [];
  private flushQueued = false;
  private lastSeq = 0;
  private questionIds = 0;
  private unsubscribe: () => void;
  paused = false;
  closed = false;
  /** the commitment of the hand dealt last (sent to everyone at the deal and on open) */
  private wall: WallCommitment | null = null;
  /** commitments of hands dealt since the last flush, sent right after it */
  private wallsDue: WallCommitment[] = [];

  constructor(
    readonly game: TableGame,
    private readonly host: GameHost,
    clock: ClockRule,
    /** the app's clock: the questions' time limits and what is left of them */
    private readonly time: Clock,
    private readonly onEmpty: (room: TableRoom) => void,
  ) {
    this.seatConn = game.seats.map(() => null);
    this.clocks = game.seats.map(() => new SeatClock(clock));
    this.plugged = game.seats.map(() => false);
    this.timeoutsInRow = game.seats.map(() => 0);
    this.away = game.seats.map(() => false);
    this.lastSeq = host.eventSeq?.(game.uuid) ?? 0;
    this.unsubscribe = host.subscribe(game.uuid, (e) => this.onEvent(e));
    this.paused = host.progress(game.uuid)?.status === 'paused';
    const dealt = host.progress(game.uuid)?.hands ?? 0;
    const phase = host.view(game.uuid, -1)?.phase;
    const hand = phase === 'turn' || phase === 'claim' ? dealt : dealt - 1;
    if (hand >= 0) this.wall = wallCommitment(wallConfig(game), hand);
  }

  get uuid(): string {
    return this.game.uuid;
  }

  get size(): number {
    return this.members.size;
  }

  players(): TablePlayer[] {
    return this.game.seats.map((s) => ({
      seat: s.seat,
      account_id: s.account_id,
      nickname: s.nickname,
      robot: s.account_id === 0,
      online: s.account_id === 0 || this.seatConn[s.seat] !== null,
    }));
  }

  // ---- joining and leaving -------------------------------------------------------------------------------------

  /**
   * Adds a socket at `seat` (-1: watching). A seat already held by another socket of the same person is handed to
   * the new one (the old socket is told and closed: one live socket per seat, and a dead one never blocks its seat).
   * Answers false when the host no longer drives the game.
   */
  join(conn: TableConn, seat: number, since: number | undefined): boolean {
    if (seat >= 0) {
      const old = this.seatConn[seat];
      if (old && old.id !== conn.id) {
        this.members.delete(old.id);
        old.close('replaced');
      }
      this.seatConn[seat] = conn;
    }
    this.members.set(conn.id, { conn, seat });
    if (this.sendResume(conn, seat, since)) {
      // a question still open for this seat comes back with the time it has left
      const q = seat >= 0 ? this.questions.get(seat) : undefined;
      if (q) this.sendAsk(conn, q);
    } else this.sendSync(conn, seat);
    if (this.wall) conn.send(this.wallMessage(this.wall));
    if (seat >= 0 && this.away[seat]) conn.send(this.autoplayMessage(seat));
    if (seat >= 0) {
      // still plugged in from before a disconnection: the open question (if any) is this seat's again
      const ok = this.plugged[seat] || this.host.setController(this.uuid, seat, this.controller(seat));
      if (!ok) {
        this.leave(conn);
        return false;
      }
      this.plugged[seat] = true;
      this.broadcastPresence();
    }
    return true;
  }

  leave(conn: TableConn): void {
    const m = this.members.get(conn.id);
    if (!m) return;
    this.members.delete(conn.id);
    m.conn.discard?.();
    if (m.seat >= 0 && this.seatConn[m.seat]?.id === conn.id) {
      this.seatConn[m.seat] = null;
      // The question open now keeps its clock running (time away is spent): back in time, the person gets it with
      // what is left; else it times out to the default. Later questions are auto-played at once until they are back.
      this.broadcastPresence();
    }
    if (this.members.size === 0 && this.questions.size === 0) this.close();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.unsubscribe();
    for (const q of [...this.questions.values()]) this.settle(q, null, false);
    this.plugged.forEach((on, seat) => {
      if (on) this.host.setController(this.uuid, seat, null);
      this.plugged[seat] = false;
    });
    this.onEmpty(this);
  }

  // ---- answers from sockets ------------------------------------------------------------------------------------

  /**
   * An answer to question `ask`; a refusal code, or 0 when taken. Nothing changes on a refusal, and the question
   * still open for the seat is asked again right after the refusal (with the time it has left), so a refused answer
   * never leaves a seat without its buttons until the clock plays for it.
   */
  answer(conn: TableConn, seat: number, ask: number, action: TableAction): number {
    const m = this.members.get(conn.id);
    if (!m || m.seat < 0 || m.seat !== seat || this.seatConn[seat]?.id !== conn.id) return 1213;
    const q = this.questions.get(seat);
    if (!q) return 1211;
    const code = q.id !== ask ? 1214 : isLegal(q.view.choices, action) ? 0 : 1212;
    if (code === 0) this.settle(q, action as Action, false);
    // after the refusal the caller sends now
    else queueMicrotask(() => this.askAgain(conn, q));
    return code;
  }

  private askAgain(conn: TableConn, q: Question): void {
    if (!q.settled && this.questions.get(q.seat) === q && this.seatConn[q.seat]?.id === conn.id) this.sendAsk(conn, q);
  }

  // ---- the person controller -----------------------------------------------------------------------------------

  private controller(seat: number): SeatController {
    let attached = true;
    return {
      kind: 'person',
      decide: (request: DecisionRequest) => {
        const conn = this.seatConn[seat];
        if (!attached || this.closed || !conn || this.away[seat]) return autoPlayAction(request.view);
        return this.ask(seat, conn, request);
      },
      detach: () => {
        attached = false;
        this.plugged[seat] = false;
      },
    };
  }

  private ask(seat: number, conn: TableConn, request: DecisionRequest): Promise<Action> {
    // everything the seat has not been sent yet goes first, so the question meets the view it is about
    this.flush();
    const hands = this.host.progress(this.uuid)?.hands ?? 0;
    const allowance = this.clocks[seat].allowance(hands);
    const id = ++this.questionIds;
    return new Promise<Action>((resolve) => {
      const q: Question = {
        id,
        seat,
        view: request.view,
        allowance,
        startedAt: this.time.nowMs(),
        timer: this.time.after(allowance.limitMs, () => this.settle(q, autoPlayAction(request.view), true)),
        resolve,
        settled: false,
      };
      this.questions.set(seat, q);
      request.signal.addEventListener('abort', () => this.settle(q, null, false), { once: true });
      this.sendAsk(conn, q);
    });
  }

  /** The question as the seat's socket gets it, its clock showing what is left of it now (all of it when new). */
  private sendAsk(conn: TableConn, q: Question): void {
    conn.send({
      v: TABLE_PROTOCOL,
      type: 'ask',
      uuid: this.uuid,
      seq: this.lastSeq,
      ask: q.id,
      seat: q.seat,
      clock: this.clockNow(q),
      view: q.view as never,
    });
  }

  private clockNow(q: Question): { fixed: number; bank: number; total_ms: number } {
    const left = remainingOf(q.allowance, this.time.nowMs() - q.startedAt);
    return { fixed: left.fixedMs / 1000, bank: left.bankMs / 1000, total_ms: left.fixedMs + left.bankMs };
  }

  /**
   * Ends a question: with the person's action, with the default on a timeout, or withdrawn (null) by the host.
   * The clock is charged for the time it was open in every case (a pause freezes the bank where it stood).
   */
  private settle(q: Question, action: Action | null, timeout: boolean): void {
    if (q.settled) return;
    q.settled = true;
    q.timer();
    if (this.questions.get(q.seat) === q) this.questions.delete(q.seat);
    this.clocks[q.seat].charge(q.allowance, this.time.nowMs() - q.startedAt);
    if (action === null || timeout) {
      this.seatConn[q.seat]?.send({ v: TABLE_PROTOCOL, type: 'withdrawn', uuid: this.uuid, ask: q.id, timeout });
    }
    if (timeout) this.timedOut(q.seat);
    else if (action !== null) this.timeoutsInRow[q.seat] = 0;
    q.resolve(action ?? autoPlayAction(q.view));
    // everyone left while this question was open: nothing more to wait for
    if (!this.closed && this.members.size === 0 && this.questions.size === 0) this.close();
  }

  // ---- auto-play after timeouts in a row -----------------------------------------------------------------------

  private timedOut(seat: number): void {
    if (++this.timeoutsInRow[seat] < AWAY_AFTER_TIMEOUTS || this.away[seat]) return;
    this.away[seat] = true;
    this.seatConn[seat]?.send(this.autoplayMessage(seat));
  }

  /** The person at `conn`'s seat is back: their questions are asked again from the next decision on. */
  back(conn: TableConn): void {
    const m = this.members.get(conn.id);
    if (!m || m.seat < 0 || this.seatConn[m.seat]?.id !== conn.id || !this.away[m.seat]) return;
    this.away[m.seat] = false;
    this.timeoutsInRow[m.seat] = 0;
    conn.send(this.autoplayMessage(m.seat));
  }

  private autoplayMessage(seat: number): TableServerMessage {
    return {
      v: TABLE_PROTOCOL,
      type: 'autoplay',
      uuid: this.uuid,
      on: this.away[seat],
      timeouts: this.away[seat] ? this.timeoutsInRow[seat] : 0,
    };
  }

  // ---- events from the host ------------------------------------------------------------------------------------

  private onEvent(e: GameEvent): void {
    this.lastSeq = e.seq;
    this.kept.push(e);
    if (this.kept.length > KEEP_EVENTS) this.kept.splice(0, this.kept.length - KEEP_EVENTS);
    switch (e.type) {
      case 'table':
        this.pending.push(e);
        if (e.event.type === 'start_kyoku') this.dealt();
        if (WINDOW_OPENERS.has(e.event.type)) {
          // the claim window the tile opens goes out on its own, before anyone answers or the window is closed: a
          // seat that may not claim then gets the same messages whoever may claim (the host holds every window)
          this.flush();
          return;
        }
        if (!this.flushQueued) {
          this.flushQueued = true;
          queueMicrotask(() => this.flush());
        }
        return;
      case 'waiting':
      case 'step':
        return;
      case 'paused':
      case 'resumed':
        this.flush();
        this.paused = e.type === 'paused';
        this.broadcast({ v: TABLE_PROTOCOL, type: e.type, uuid: this.uuid, seq: e.seq });
        return;
      case 'sync':
        this.pending = [];
        for (const m of this.members.values()) this.sendSync(m.conn, m.seat);
        return;
      case 'finished':
        this.flush();
        this.broadcast({
          v: TABLE_PROTOCOL,
          type: 'finished',
          uuid: this.uuid,
          seq: e.seq,
          terminated: e.terminated,
          result: e.result,
          unique_id: this.game.unique_id,
          season_id: this.game.season_id,
        });
        this.close();
        return;
    }
  }

  /** Sends every receiver the table events it may see since the last flush, with its view after them. */
  private flush(): void {
    this.flushQueued = false;
    if (this.pending.length === 0) return;
    const events = this.pending;
    this.pending = [];
    const seq = events[events.length - 1].seq;
    const bySeat = new Map<number, TableServerMessage | null>();
    for (const m of this.members.values()) {
      let msg = bySeat.get(m.seat);
      if (msg === undefined) {
        const view = this.host.view(this.uuid, m.seat);
        const mine = events.filter((e) => maysee(e.to, m.seat)).map((e) => ({ seq: e.seq, event: e.event }));
        msg = view
          ? { v: TABLE_PROTOCOL, type: 'update', uuid: this.uuid, seq, events: mine, view: view as never }
          : null;
        bySeat.set(m.seat, msg);
      }
      if (msg) m.conn.send(msg);
    }
    for (const w of this.wallsDue.splice(0)) this.broadcast(this.wallMessage(w));
  }

  private sendSync(conn: TableConn, seat: number): void {
    const view = this.host.view(this.uuid, seat);
    if (!view) return;
    const q = seat >= 0 ? this.questions.get(seat) : undefined;
    conn.send({
      v: TABLE_PROTOCOL,
      type: 'sync',
      uuid: this.uuid,
      seq: this.lastSeq,
      role: seat >= 0 ? 'seat' : 'watch',
      seat,
      unique_id: this.game.unique_id,
      round_type: this.game.round_type,
      paused: this.paused,
      players: this.players(),
      view: view as never,
      ask: q ? { ask: q.id, clock: this.clockNow(q) } : null,
    });
  }

  /** A resume: the events after `since` this receiver may see, when they are all still kept. */
  private sendResume(conn: TableConn, seat: number, since: number | undefined): boolean {
    if (since === undefined || this.kept.length === 0 || since > this.lastSeq) return false;
    const first = this.kept[0].seq;
    if (since < first - 1) return false;
    const view = this.host.view(this.uuid, seat);
    if (!view) return false;
    this.flush();
    const missed = this.kept
      .filter((e): e is TableEvent => e.type === 'table' && e.seq > since && maysee(e.to, seat))
      .map((e) => ({ seq: e.seq, event: e.event }));
    conn.send({ v: TABLE_PROTOCOL, type: 'presence', uuid: this.uuid, players: this.players() });
    conn.send({
      v: TABLE_PROTOCOL,
      type: 'update',
      uuid: this.uuid,
      seq: this.lastSeq,
      events: missed,
      view: view as never,
    });
    if (this.paused) conn.send({ v: TABLE_PROTOCOL, type: 'paused', uuid: this.uuid, seq: this.lastSeq });
    return true;
  }

  /** A hand was dealt (its first start_kyoku copy): everyone gets its wall commitment after the update showing it. */
  private dealt(): void {
    const hand = this.host.progress(this.uuid)?.hands;
    if (hand === undefined || this.wall?.hand === hand) return;
    this.wall = wallCommitment(wallConfig(this.game), hand);
    this.wallsDue.push(this.wall);
  }

  private wallMessage(w: WallCommitment): TableServerMessage {
    return { v: TABLE_PROTOCOL, type: 'wall', uuid: this.uuid, hand: w.hand, hash: w.hash };
  }

  private broadcastPresence(): void {
    this.broadcast({ v: TABLE_PROTOCOL, type: 'presence', uuid: this.uuid, players: this.players() });
  }

  private broadcast(message: TableServerMessage): void {
    for (const m of this.members.values()) m.conn.send(message);
  }
}
