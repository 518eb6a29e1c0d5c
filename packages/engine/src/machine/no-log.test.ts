/**
 * A game started with `log: false` keeps no mjai log and plays exactly as a logged one; `replay` with the log rebuilds
 * it. Each hand's summary names the seats whose riichi was accepted, as the log's `reach_accepted` events do.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { robotDecision } from '../robot-sight.js';
import { newGame } from './lifecycle.js';
import { hands, mjaiEvents, phase, result, yakuman } from './read.js';
import { replay } from './replay.js';
import type { MachineState, ReplayEntry } from './state.js';
import { apply, nextHand } from './transitions.js';
import type { GameConfig, GameState } from './types.js';

/** Level-1 robots at every seat (they declare riichi as real players do); the decision log of the game. */
function robotGame(config: GameConfig, log: boolean): { state: GameState; decisions: ReplayEntry[] } {
  let state = newGame(config, { log }).state;
  const decisions: ReplayEntry[] = [];
  while (phase(state) !== 'game_end') {
    if (phase(state) === 'hand_end') {
      decisions.push({ seat: -1, action: { type: 'next_hand' } });
      const r = nextHand(state, { inPlace: true, events: false });
      if (!r.ok) throw new Error(r.message);
      state = r.state;
      continue;
    }
    const seat = deciderOf(state);
    const action = robotDecision(state, seat, 1);
    decisions.push({ seat, action });
    const r = apply(state, seat, action, { inPlace: true, events: false });
    if (!r.ok) throw new Error(r.message);
    state = r.state;
  }
  return { state, decisions };
}

/** The first seat that must decide now. */
function deciderOf(state: GameState): number {
  const pend = (state as MachineState).hand?.pending;
  if (!pend) throw new Error('nobody decides');
  if (pend.kind === 'turn') return pend.seat;
  const i = pend.answers.findIndex((a) => !a);
  return pend.offers[i].seat;
}

const configArb = fc.record({
  seed: fc.integer(),
  roundType: fc.constantFrom(1, 11),
});

describe('a game without its mjai log', () => {
  it('plays as the logged game, keeps no log, and replay rebuilds the logged one exactly', () => {
    fc.assert(
      fc.property(configArb, (config) => {
        const logged = robotGame(config, true);
        const bare = robotGame(config, false);
        expect(bare.decisions).toEqual(logged.decisions);
        expect(mjaiEvents(bare.state)).toEqual([]);
        expect(result(bare.state)).toEqual(result(logged.state));
        expect(hands(bare.state)).toEqual(hands(logged.state));
        expect(yakuman(bare.state)).toEqual(yakuman(logged.state));
        const rebuilt = replay(config, bare.decisions, { events: false });
        expect(JSON.stringify(mjaiEvents(rebuilt.state))).toBe(JSON.stringify(mjaiEvents(logged.state)));
        // replayed without the log: the same game again, still without one
        const quiet = replay(config, bare.decisions, { events: false, log: false });
        expect(mjaiEvents(quiet.state)).toEqual([]);
        expect(result(quiet.state)).toEqual(result(logged.state));
      }),
      { numRuns: 6 },
    );
  });

  it("names in each hand's summary the seats whose riichi was accepted, as the log does", () => {
    let riichis = 0;
    fc.assert(
      fc.property(configArb, (config) => {
        const { state } = robotGame(config, true);
        const fromLog: number[][] = [];
        for (const e of mjaiEvents(state)) {
          if (e.type === 'start_kyoku') fromLog.push([]);
          if (e.type === 'reach_accepted') fromLog[fromLog.length - 1].push(e.actor);
        }
        const summaries = hands(state);
        expect(summaries.map((h) => h.riichi)).toEqual(fromLog.slice(0, summaries.length).map((seats) => seats.sort()));
        riichis += summaries.reduce((n, h) => n + h.riichi.length, 0);
      }),
      { numRuns: 6 },
    );
    expect(riichis).toBeGreaterThan(0);
  });
});
