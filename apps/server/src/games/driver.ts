/**
 * The built-in host's driver loop and pacing: one loop for every game of the process. A game is due at `dueAt`
 * (ms); the loop takes the due games from a queue ordered by that time, applies their decisions and sleeps until
 * the next one is due. Its times and timers are the app's clock (clock.ts; tests move a ManualClock).
 *
 * Pacing: robot-only play lasts `handMs` per hand — a hand's turn decisions are spread over the tiles left before
 * its deadline, claim answers are immediate, and the next hand starts at the deadline; how late it starts is the
 * game clock's lag. At a table with a person the next hand (or the game's end) comes RESULT_PAUSE_MS after a hand
 * ends instead, the time the table shows its result: a person does not wait out a robot hand's length after a quick
 * hand. `handMs` 0 plays as fast as possible, in slices of SLICE_MS between which the event loop runs.
 *
 * Cost: a built-in robot's decision is asked of the engine straight from the state when the engine offers that
 * (`robotDecision`); a seat with any other controller gets its view and choices built. Nothing is built for events
 * while a game has no subscriber, and the abort signal of a question exists only if the controller reads it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Cancel, Clock } from '../clock.js';
import { autoPlayAction, builtinRobotLevel, type SeatController } from './controllers.js';
import { DueQueue } from './due-queue.js';
import {
  type Action,
  CLOSE_WINDOW,
  type EnginePort,
  NEXT_HAND,
  type Phase,
  type SeatChoices,
  type SeatView,
} from './engine.js';
import { emit, emitTable, hasListeners, type LiveGame, withdraw } from './live-game.js';

/**
 * Slice of the driver loop before it yields to the event loop (ms), and decisions per game per visit. Short while
 * the games keep their time: a request waits for the slice in progress at each of its turns of the event loop (750
 * tables, games bench on SQLite: 8 ms gave polls p99 402/597 ms and event-loop delay p99 176 ms; 2 ms gave 244/291
 * ms and 93 ms, the same hands per second). Longer once the earliest due game is LATE_MS overdue: a 2 ms slice in
 * every turn is then too small a share of the core for the games to catch up with (their clock's lag grows). 4 ms,
 * not 8: same bench (pinned), lag p99 413 -> 314 ms and polls p99 204/166 -> 116/177 ms.
 */
const SLICE_MS = 2;
const CATCH_UP_SLICE_MS = 4;
const LATE_MS = 25;
const STEPS_PER_GAME = 64;
/**
 * The pacing grain (ms): a visit to a game plays every decision that falls due within this much of now, so a game
 * is visited about once per grain however fast its pace (the same timer slack as an OS's). At most a tenth of a
 * hand, so a hand still spreads over ten visits or more; robot turns at the default pace (~1 s apart) are never
 * grouped, only taken up to this much early. Why: each visit to one of many cold game states costs the thread more
 * than the decision it plays (measured under the games bench).
 */
const GRAIN_MS = 100;
/** At a table with a person: from a hand's end to the next deal (or the game's end), ms (the table's result time). */
export const RESULT_PAUSE_MS = 8000;
const LAG_SAMPLES = 100_000;
/** The engine's options for a driven game (its state is changed in place; events only when someone listens). */
const IN_PLACE = Object.freeze({ inPlace: true, events: false });
/** A game someone follows is shown as it goes: every claim window is held (a seat that may not claim sees it too). */
const IN_PLACE_WITH_EVENTS = Object.freeze({ inPlace: true, events: true, holdWindows: true });

/** What the driver asks of the host around it. */
export interface DriverHooks {
  /** the game is over (or its engine ended it): write its record */
  finish(g: LiveGame, terminated: boolean): void;
  /** the game cannot go on (the engine offers no decision): pause it */
  pause(g: LiveGame): void;
  /** a hand ended: queue the game's decisions and position for writing */
  handEnded(g: LiveGame): void;
  /** after each pass of the loop: start writing what was queued */
  afterRun(): void;
}

export interface DriverOptions {
  engine: EnginePort;
  clock: Clock;
  log: FastifyBaseLogger;
  handMs: number;
  /** the host's games by uuid (the driver reads it; the host adds and removes) */
  games: Map<string, LiveGame>;
  hooks: DriverHooks;
}

export class Driver {
  readonly counters = { hands: 0, decisions: 0, visits: 0 };
  lag: number[] = [];
  /** lag samples taken in all */
  lagSamples = 0;
  private readonly queue = new DueQueue<LiveGame>();
  /** the loop's timer and its next turn, on the app's clock (cancel functions) */
  private timer: Cancel | null = null;
  private timerAt = Number.POSITIVE_INFINITY;
  private immediate: Cancel | null = null;
  private stopped = false;
  private readonly E: EnginePort;
  private readonly handMs: number;
  private readonly grainMs: number;

  constructor(private readonly o: DriverOptions) {
    this.E = o.engine;
    this.handMs = o.handMs;
    this.grainMs = Math.min(GRAIN_MS, o.handMs / 10);
  }

  /** Makes a running game due at `at` (ms) and wakes the loop. */
  due(g: LiveGame, at: number): void {
    g.dueAt = at;
    this.enqueue(g);
    this.wake();
  }

  stop(): void {
    this.stopped = true;
    this.timer?.();
    this.immediate?.();
    this.timer = null;
    this.immediate = null;
    this.queue.clear();
  }

  controllerOf(g: LiveGame, seat: number): SeatController {
    return g.custom[seat] ?? g.defaults[seat];
  }

  // ---- the loop ----------------------------------------------------------------------------------------------

  private enqueue(g: LiveGame): void {
    if (g.status !== 'running' || !Number.isFinite(g.dueAt) || g.queuedAt === g.dueAt) return;
    g.queuedAt = g.dueAt;
    this.queue.push(g.dueAt, g);
  }

  private wake(): void {
    if (this.stopped || this.immediate) return;
    const next = this.queue.peek();
    if (next === Number.POSITIVE_INFINITY) return;
    const now = this.o.clock.nowMs();
    if (next <= now) {
      this.timer?.();
      this.timer = null;
      this.timerAt = Number.POSITIVE_INFINITY;
      this.immediate = this.o.clock.soon(() => this.run());
      return;
    }
    if (this.timer && this.timerAt <= next) return;
    this.timer?.();
    this.timerAt = Math.min(next, now + 1000);
    this.timer = this.o.clock.after(this.timerAt - now, () => this.run());
  }

  private run(): void {
    this.immediate = null;
    this.timer = null;
    this.timerAt = Number.POSITIVE_INFINITY;
    if (this.stopped) return;
    // the slice is a share of the CPU, so it is measured on the machine's time; the games' time is the app's clock
    const began = performance.now();
    let now = this.o.clock.nowMs();
    const slice = now - this.queue.peek() > LATE_MS ? CATCH_UP_SLICE_MS : SLICE_MS;
    while (this.queue.peek() <= now) {
      const { at, item: g } = this.queue.pop() as { at: number; item: LiveGame };
      // a stale entry: the game's time moved, or it stopped running, or it is no longer driven here
      if (at !== g.queuedAt || at !== g.dueAt || g.status !== 'running' || this.o.games.get(g.uuid) !== g) continue;
      g.queuedAt = Number.NaN;
      this.counters.visits++;
      let steps = 0;
      while (g.status === 'running' && g.dueAt <= now + this.grainMs) {
        if (!this.step(g)) break;
        if (++steps >= STEPS_PER_GAME) break;
        now = this.o.clock.nowMs();
      }
      this.enqueue(g);
      if (performance.now() - began > slice) break;
      now = this.o.clock.nowMs();
    }
    this.o.hooks.afterRun();
    this.wake();
  }

  // ---- one step ----------------------------------------------------------------------------------------------

  /** One step of a game: a decision, or the next hand. False when the game must wait (time or a person). */
  private step(g: LiveGame): boolean {
    const E = this.E;
    const phase = E.phase(g.state);
    if (phase === 'game_end') {
      this.o.hooks.finish(g, false);
      return false;
    }
    if (phase === 'hand_end') return this.nextHand(g);
    const seats = E.deciding(g.state);
    if (seats.length === 0 && this.closeWindow(g)) return true;
    if (seats.length === 0) {
      this.o.log.error({ game: g.uuid, phase }, 'engine offers no decision; game paused');
      this.o.hooks.pause(g);
      return false;
    }
    let choices: SeatChoices[] | null = null;
    for (const seat of seats) {
      const controller = this.controllerOf(g, seat);
      const level = E.robotDecision ? builtinRobotLevel(controller) : null;
      if (level !== null && E.robotDecision && !g.asks.has(seat)) {
        // a built-in robot: its decision straight from the state, no view built
        const tilesLeft = E.tilesLeft(g.state);
        this.decide(g, seat, E.robotDecision(g.state, seat, level), null);
        g.dueAt = this.nextDue(g, phase, tilesLeft);
        return true;
      }
      choices ??= E.legalActions(g.state);
      const c = choices.find((x) => x.seat === seat);
      if (!c) continue;
      const key = JSON.stringify(c);
      const pending = g.asks.get(seat);
      if (pending && pending.choices === key) continue;
      if (pending) withdraw(g, seat);
      const view = E.view(g.state, seat);
      let ask: AbortController | null = null;
      const request = {
        gameUuid: g.uuid,
        seat,
        view,
        get signal(): AbortSignal {
          ask ??= new AbortController();
          return ask.signal;
        },
      };
      let answer: Action | Promise<Action>;
      try {
        answer = controller.decide(request);
      } catch (e) {
        this.o.log.warn({ err: e, game: g.uuid, seat }, 'seat controller failed; auto-play');
        answer = autoPlayAction(view);
      }
      if (answer && typeof (answer as Promise<Action>).then === 'function') {
        const asked: AbortController = ask ?? new AbortController();
        ask = asked;
        g.asks.set(seat, { controller: asked, choices: key });
        g.waitedInHand = true;
        (answer as Promise<Action>).then(
          (a) => this.onAnswer(g, seat, asked, a),
          () => this.onAnswer(g, seat, asked, null),
        );
        continue;
      }
      this.decide(g, seat, answer as Action, view);
      g.dueAt = this.nextDue(g, view.phase, view.tilesLeft);
      return true;
    }
    if (hasListeners(g)) emit(g, { type: 'waiting', seats }, this.o.log);
    g.dueAt = Number.POSITIVE_INFINITY;
    return false;
  }

  private nextHand(g: LiveGame): boolean {
    const now = this.o.clock.nowMs();
    if (now < g.nextHandAt) {
      g.dueAt = g.nextHandAt;
      return false;
    }
    if (this.handMs > 0 && !g.waitedInHand) this.sampleLag(now - g.nextHandAt);
    if (hasListeners(g)) emit(g, { type: 'step', entry: NEXT_HAND }, this.o.log);
    const r = this.E.nextHand(g.state, hasListeners(g) ? IN_PLACE_WITH_EVENTS : IN_PLACE);
    g.state = r.state;
    g.dealtAfterLog = true;
    g.handDeadline = Math.max(g.nextHandAt, now - 1000) + this.handMs;
    g.waitedInHand = false;
    this.counters.hands++;
    g.updateTime = this.o.clock.now();
    emitTable(g, r.events, this.o.log);
    return true;
  }

  /**
   * Closes a claim window held open with nobody to ask, at once (it costs no time: the pacing is the turns'); false
   * when none is held. Subscribers have had the window's events by then (the table sends a claimable tile's update
   * as it comes), so they see the window as when a seat may claim.
   */
  private closeWindow(g: LiveGame): boolean {
    const listening = hasListeners(g);
    const r = this.E.closeWindow(g.state, listening ? IN_PLACE_WITH_EVENTS : IN_PLACE);
    if (!r) return false;
    if (listening) emit(g, { type: 'step', entry: CLOSE_WINDOW }, this.o.log);
    g.state = r.state;
    g.updateTime = this.o.clock.now();
    emitTable(g, r.events, this.o.log);
    this.afterChange(g);
    return true;
  }

  /** A person's answer (or their controller's failure: null, auto-play). */
  private onAnswer(g: LiveGame, seat: number, ask: AbortController, action: Action | null): void {
    if (ask.signal.aborted || g.asks.get(seat)?.controller !== ask || g.status !== 'running') return;
    g.asks.delete(seat);
    const view = this.E.view(g.state, seat);
    if (!view.choices) return;
    this.decide(g, seat, action ?? autoPlayAction(view), view);
    this.due(g, this.o.clock.nowMs());
  }

  /** Applies a seat's action (auto-play instead when the engine refuses it) and notes what it changed. */
  decide(g: LiveGame, seat: number, action: Action, view: SeatView | null): void {
    const E = this.E;
    let chosen = action;
    const opts = hasListeners(g) ? IN_PLACE_WITH_EVENTS : IN_PLACE;
    let out = E.apply(g.state, seat, chosen, opts);
    if (!out.ok) {
      this.o.log.warn({ game: g.uuid, seat, action, reason: out.reason }, 'refused decision replaced by auto-play');
      chosen = autoPlayAction(view ?? E.view(g.state, seat));
      out = E.apply(g.state, seat, chosen, opts);
      if (!out.ok) throw new Error(`engine refused auto-play for seat ${seat}: ${out.message}`);
    }
    g.state = out.state;
    g.decisions.push({ seat, action: chosen });
    g.dealtAfterLog = false;
    if (hasListeners(g)) emit(g, { type: 'step', entry: { seat, action: chosen } }, this.o.log);
    this.counters.decisions++;
    g.updateTime = this.o.clock.now();
    emitTable(g, out.events, this.o.log);
    if (!this.closeWindow(g)) this.afterChange(g);
  }

  /** After a decision or a closed window: questions no longer asked are withdrawn; a hand's end is noted. */
  private afterChange(g: LiveGame): void {
    const E = this.E;
    if (g.asks.size > 0) {
      const still = new Set(E.deciding(g.state));
      for (const s of [...g.asks.keys()]) if (!still.has(s)) withdraw(g, s);
    }
    const phase = E.phase(g.state);
    if (phase === 'hand_end' || phase === 'game_end') {
      this.o.hooks.handEnded(g);
      const now = this.o.clock.nowMs();
      if (this.handMs === 0) g.nextHandAt = now;
      else if (g.seats.some((x) => x.account_id > 0)) g.nextHandAt = now + Math.min(RESULT_PAUSE_MS, this.handMs);
      else g.nextHandAt = g.handDeadline;
    }
  }

  /**
   * Robot pacing: when the game's next decision is due, counted from when this one was due if that is still to
   * come (a visit plays decisions up to a grain early: counted from now they would all fall inside it), else from now
   * (a late game, or one made due at once by a resume or a new controller). A hand's turns are spread over the time
   * left until its deadline; claims answer at once.
   */
  private nextDue(g: LiveGame, phase: Phase, tilesLeft: number): number {
    const from = Math.max(g.dueAt, this.o.clock.nowMs());
    if (this.handMs === 0 || phase !== 'turn') return from;
    const left = g.handDeadline - from;
    return left <= 0 ? from : from + left / (Math.max(0, tilesLeft) + 2);
  }

  private sampleLag(ms: number): void {
    if (this.lag.length >= LAG_SAMPLES) this.lag = this.lag.slice(LAG_SAMPLES / 2);
    this.lag.push(ms);
    this.lagSamples++;
  }
}
