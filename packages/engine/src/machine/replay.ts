/**
 * Replay: a game rebuilt from its config and its ordered decisions (seat decisions and the host's control entries).
 */
import { newGame } from './lifecycle.js';
import { phase } from './read.js';
import type { ControlEntry, ReplayEntry, StartOptions } from './state.js';
import { apply, nextHand, terminate } from './transitions.js';
import type { ApplyResult, Decision, GameConfig, GameState, TaggedEvent } from './types.js';

/**
 * Rebuild a game from its config and its ordered decisions. Seat decisions may be interleaved with control entries
 * (`{ seat: -1, action: { type: 'next_hand' | 'terminate' } }`); without them, the next hand starts on its own when
 * a seat decision follows a finished hand. Throws if a decision is refused (the log does not belong to this game).
 */
export function replay(
  config: GameConfig,
  decisions: readonly ReplayEntry[],
  opts: StartOptions & { events?: boolean } = {},
): { state: GameState; events: TaggedEvent[] } {
  const start = newGame(config, opts);
  const want = opts.events !== false;
  const events: TaggedEvent[] = want ? start.events : [];
  let state = start.state;
  const run = (r: ApplyResult, what: string) => {
    if (!r.ok) throw new Error(`replay: ${what} refused (${r.reason}: ${r.message})`);
    state = r.state;
    if (want) for (const e of r.events) events.push(e);
  };
  decisions.forEach((d, i) => {
    if (d.seat === -1) {
      const a = (d as ControlEntry).action;
      if (a.type === 'terminate') run(terminate(state, { inPlace: true, events: want }), `entry ${i} terminate`);
      else if (a.type === 'close_window') {
        // windows are not held in a replay: the window this entry closed was skipped already
      } else run(nextHand(state, { inPlace: true, events: want }), `entry ${i} next_hand`);
      return;
    }
    if (phase(state) === 'hand_end')
      run(nextHand(state, { inPlace: true, events: want }), `next hand before entry ${i}`);
    run(apply(state, d.seat, (d as Decision).action, { inPlace: true, events: want }), `entry ${i}`);
  });
  return { state, events };
}
