/**
 * Seat controllers: who decides for a seat. The host asks the controller of every seat that must decide, with that
 * seat's view only (never the state), and applies the action it answers. A robot answers at once; a person (the
 * players' table) answers later through a promise, and the host cancels the question through `signal`
 * when it no longer needs the answer (the claim window closed, the game was paused or terminated).
 */
import type { Clock } from '../clock.js';
import type { Action, EnginePort, SeatView } from './engine.js';

export interface DecisionRequest {
  gameUuid: string;
  seat: number;
  /** the seat's own view: its hand, the public table, and its `choices` (never null here) */
  view: SeatView;
  /** aborted when the answer is no longer wanted; a controller should then stop its clock and forget the question */
  signal: AbortSignal;
}

export interface SeatController {
  /** 'robot' (account 0), 'auto' (a person's seat played by the auto-play rule), 'person' (a connected person) */
  readonly kind: 'robot' | 'auto' | 'person';
  /**
   * The seat's action. Synchronous for robots and auto-play (the host paces them); a person answers with a promise
   * that resolves when they act or their thinking clock runs out (then with `autoPlayAction(view)`). An answer the
   * engine refuses is replaced by `autoPlayAction(view)`, so a seat can never stall a game.
   */
  decide(request: DecisionRequest): Action | Promise<Action>;
  /** Called once when the host stops using this controller (seat handed to another controller, game over). */
  detach?(): void;
}

/**
 * The rule a real platform applies to a person who is not there: discard the drawn tile (or the first legal discard
 * when the drawn one may not go, e.g. after a call), pass every call, declare nothing.
 */
export function autoPlayAction(view: SeatView): Action {
  const c = view.choices;
  if (!c) return { type: 'pass' };
  if (c.discard?.length) {
    const tile = view.drawn && c.discard.includes(view.drawn) ? view.drawn : c.discard[c.discard.length - 1];
    return { type: 'discard', tile };
  }
  if (c.pass) return { type: 'pass' };
  // nothing to pass and nothing to discard (should not happen): the first thing offered
  if (c.tsumo) return { type: 'tsumo' };
  if (c.ron) return { type: 'ron' };
  return { type: 'pass' };
}

const robotLevels = new WeakMap<SeatController, number>();

/**
 * A built-in robot at `level`. The host knows these (`builtinRobotLevel`) and, when the engine offers it, asks the
 * engine for their decision straight from the state instead of building the seat's view first (the same
 * information, much cheaper); `decide` is the view-based path.
 */
export function robotController(engine: EnginePort, level: number): SeatController {
  const c: SeatController = { kind: 'robot', decide: ({ view }) => engine.robotAction(view, level) };
  robotLevels.set(c, level);
  return c;
}

/** The level of a controller made by `robotController`, else null. */
export function builtinRobotLevel(c: SeatController): number | null {
  return robotLevels.get(c) ?? null;
}

export const autoPlayController: SeatController = { kind: 'auto', decide: ({ view }) => autoPlayAction(view) };

/**
 * A person's seat nobody sits at, in the grace after the game came to this host (its start, or a takeover or restart
 * that makes every socket connect again): a question waits until `until` (ms, the host's clock) for the person to
 * sit down, whose own controller then replaces this one (the host withdraws the waiting question); after `until` the
 * seat is auto-played at once. Without it the first turns of a person who opens the table a few seconds after the
 * start were played for them.
 */
export function startGraceController(clock: Clock, until: number): SeatController {
  return {
    kind: 'auto',
    decide: ({ view, signal }) => {
      const wait = until - clock.nowMs();
      if (wait <= 0) return autoPlayAction(view);
      return new Promise<Action>((resolve) => {
        const cancel = clock.after(wait, () => resolve(autoPlayAction(view)));
        signal.addEventListener('abort', cancel, { once: true });
      });
    },
  };
}
