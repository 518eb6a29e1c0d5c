/**
 * Who may call a discard is secret: with windows held (ApplyOptions.holdWindows, as the host plays a
 * watched game), every discard, added kan and kita stops at a claim window, and what a seat that may not claim (or an
 * observer) is shown there does not depend on whether nobody, one or three seats may claim.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClaimPending, HandState } from '../hand.js';
import { Rng } from '../rng.js';
import { actionsOf, legalActions } from './choices.js';
import { newGame } from './lifecycle.js';
import { phase } from './read.js';
import { replay } from './replay.js';
import { cloneState, type MachineState, type ReplayEntry } from './state.js';
import { apply, closeWindow, nextHand, windowHeld } from './transitions.js';
import type { GameConfig, GameState, TaggedEvent } from './types.js';
import { view } from './view.js';

const HOLD = { holdWindows: true } as const;
const CLAIMABLE = new Set(['dahai', 'kakan', 'kita']);

/** The same window with nobody offered anything: what the table would be if no seat could claim. */
function nobodyMayClaim(state: GameState): GameState {
  const s = cloneState(state as MachineState);
  const h = s.hand as HandState;
  const pend = h.pending as ClaimPending;
  h.pending = { ...pend, offers: [], answers: [] };
  return s;
}

interface Seen {
  windows: number;
  claimedWindows: number;
  multiWindows: number;
}

/** Random legal play with windows held; `atWindow` is called at every window before anyone answers. */
function play(
  config: GameConfig,
  pick: string,
  atWindow: (s: GameState) => void,
): { state: GameState; log: ReplayEntry[] } {
  const rng = new Rng(pick);
  let state = newGame(config).state;
  const log: ReplayEntry[] = [];
  const ok = (r: ReturnType<typeof apply>): { state: GameState; events: TaggedEvent[] } => {
    if (!r.ok) throw new Error(r.message);
    return r;
  };
  while (phase(state) !== 'game_end') {
    if (phase(state) === 'hand_end') {
      log.push({ seat: -1, action: { type: 'next_hand' } });
      state = ok(nextHand(state)).state;
      continue;
    }
    if (windowHeld(state)) {
      state = ok(closeWindow(state)).state;
      continue;
    }
    const asked = legalActions(state);
    const ch = asked[rng.int(asked.length)];
    const acts = actionsOf(ch);
    // pass more often than not, so windows with offers are let go as well as claimed
    const pass = acts.find((a) => a.type === 'pass');
    const action = pass && rng.int(3) > 0 ? pass : acts[rng.int(acts.length)];
    log.push({ seat: ch.seat, action });
    const r = ok(apply(state, ch.seat, action, HOLD));
    state = r.state;
    const last = r.events[r.events.length - 1]?.event;
    if (last && CLAIMABLE.has(last.type)) {
      // the window is always there after a claimable tile, whoever may claim it
      expect(phase(state)).toBe('claim');
      atWindow(state);
    }
  }
  return { state, log };
}

const configArb = fc.record({
  seed: fc.integer(),
  roundType: fc.constantFrom(1, 11),
  maxHands: fc.integer({ min: 1, max: 2 }),
  rule: fc.record({ dora_count: fc.integer({ min: 0, max: 4 }), enable_shiti: fc.boolean() }),
});

describe('claim windows', () => {
  it('a seat that may not claim, and an observer, see the same window whoever may claim', () => {
    const seen: Seen = { windows: 0, claimedWindows: 0, multiWindows: 0 };
    fc.assert(
      fc.property(configArb, (config) => {
        play(config, `secret-${config.seed}`, (state) => {
          const s = state as MachineState;
          const offers = (s.hand?.pending as ClaimPending).offers.map((o) => o.seat);
          seen.windows++;
          if (offers.length > 0) seen.claimedWindows++;
          if (offers.length > 1) seen.multiWindows++;
          const none = nobodyMayClaim(state);
          for (let seat = -1; seat < s.players; seat++) {
            if (offers.includes(seat)) {
              // a seat that may claim sees its own choices and itself alone as deciding
              const own = view(state, seat);
              expect(own.choices?.seat).toBe(seat);
              expect(own.waitingOn).toEqual([seat]);
              continue;
            }
            const v = view(state, seat);
            expect(v.waitingOn).toEqual([]);
            expect(v.choices).toBeNull();
            expect(JSON.stringify(v)).toBe(JSON.stringify(view(none, seat)));
          }
        });
      }),
      { numRuns: 10 },
    );
    // the property was tried on windows nobody, one seat and several seats could claim from
    expect(seen.windows).toBeGreaterThan(100);
    expect(seen.claimedWindows).toBeGreaterThan(5);
    expect(seen.multiWindows).toBeGreaterThan(0);
  });

  it('holding windows changes nothing else: the game replays to the same end without them', () => {
    fc.assert(
      fc.property(configArb, (config) => {
        const held = play(config, `same-${config.seed}`, () => {});
        const again = replay(config, held.log);
        expect(JSON.stringify(again.state)).toBe(JSON.stringify(held.state));
      }),
      { numRuns: 6 },
    );
  });

  it('closeWindow is refused where no window is held, and a held window has nobody deciding', () => {
    const config: GameConfig = { seed: 7, roundType: 1 };
    const start = newGame(config).state;
    const refused = closeWindow(start);
    expect(refused.ok).toBe(false);
    const turn = legalActions(start)[0];
    const discard = actionsOf(turn).find((a) => a.type === 'discard');
    if (!discard) throw new Error('no discard');
    const r = apply(start, turn.seat, discard, HOLD);
    if (!r.ok) throw new Error(r.message);
    expect(phase(r.state)).toBe('claim');
    if (windowHeld(r.state)) expect(legalActions(r.state)).toEqual([]);
    // without holding, the same discard nobody may claim goes straight on
    const skipped = apply(start, turn.seat, discard);
    if (!skipped.ok) throw new Error(skipped.message);
    if (windowHeld(r.state)) expect(phase(skipped.state)).toBe('turn');
  });
});
