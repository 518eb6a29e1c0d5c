/**
 * A decision provider for the engine's own drivers (`createGame`, `playGame`): given one seat's view with its
 * choices (`view.choices`), answer one of them. Built-in robots come from `createRobot(level)`.
 */
import type { Action, SeatView } from './machine/types.js';

export interface Robot {
  readonly level: number;
  /** set on built-in robots: the driver may ask them straight from the state (same decision, no view built) */
  readonly builtin?: boolean;
  decide(view: SeatView): Action;
}
