/** Properties of the step machine under random legal play: safety, conservation, replay, JSON state, views. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HandState } from '../hand.js';
import { census } from '../hand-ops.js';
import { doraIndicators } from '../hand-wall.js';
import { playGame } from '../match.js';
import { Rng } from '../rng.js';
import { robotAction, robotDecision, robotPlan } from '../robot-sight.js';
import { actionsOf, legalActions } from './choices.js';
import { newGame } from './lifecycle.js';
import { mjaiEvents, mjaiLog, phase, progress, result } from './read.js';
import { replay } from './replay.js';
import { ctxOf, type MachineState, type ReplayEntry } from './state.js';
import { apply, applyPlan, nextHand } from './transitions.js';
import type { ApplyResult, GameConfig, GameState, TaggedEvent } from './types.js';
import { view } from './view.js';

interface Run {
  state: GameState;
  events: TaggedEvent[];
  log: ReplayEntry[];
}

interface RunOptions {
  /** replace the state by a JSON copy before decision number k */
  jsonAt?: number;
  /** called on every state reached (before the next decision) */
  check?: (state: GameState, step: number) => void;
  /** called with every successful result */
  onResult?: (before: GameState, r: ApplyResult & { ok: true }) => void;
  /** check every `purity`-th decision that the state given to apply / nextHand is left unchanged */
  purity?: number;
}

/** Random legal play: among the seats asked, a random one answers with a random choice. */
function randomGame(config: GameConfig, pickSeed: string, opts: RunOptions = {}): Run {
  const rng = new Rng(pickSeed);
  const start = newGame(config);
  let state = start.state;
  const events = start.events.slice();
  const log: ReplayEntry[] = [];
  let step = 0;
  let snapshot: string | null = null;
  const take = (before: GameState, r: ApplyResult) => {
    if (!r.ok) throw new Error(`refused: ${r.message}`);
    if (snapshot !== null) {
      expect(JSON.stringify(before)).toBe(snapshot);
      expect(r.state).not.toBe(before);
    }
    opts.onResult?.(before, r);
    events.push(...r.events);
    state = r.state;
  };
  while (phase(state) !== 'game_end') {
    if (opts.jsonAt === step) state = JSON.parse(JSON.stringify(state));
    opts.check?.(state, step);
    snapshot = opts.purity && step % opts.purity === 0 ? JSON.stringify(state) : null;
    if (phase(state) === 'hand_end') {
      log.push({ seat: -1, action: { type: 'next_hand' } });
      take(state, nextHand(state));
    } else {
      const asked = legalActions(state);
      const ch = asked[rng.int(asked.length)];
      const acts = actionsOf(ch);
      const action = acts[rng.int(acts.length)];
      log.push({ seat: ch.seat, action });
      take(state, apply(state, ch.seat, action));
    }
    step++;
  }
  return { state, events, log };
}

const configArb = fc.record({
  seed: fc.integer(),
  roundType: fc.constantFrom(1, 11),
  maxHands: fc.integer({ min: 1, max: 3 }),
  rule: fc.record({
    dora_count: fc.integer({ min: 0, max: 4 }),
    enable_shiti: fc.boolean(),
    have_toutiao: fc.boolean(),
  }),
});

const players = (c: GameConfig) => (c.roundType >= 10 ? 3 : 4);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('random legal play', () => {
  it('never throws, keeps every tile and every point, and settles to zero', () => {
    fc.assert(
      fc.property(configArb, (config) => {
        const n = players(config);
        const size = n === 4 ? 136 : 108;
        const init = n === 4 ? 25000 : 35000;
        const run = randomGame(config, `pick-${config.seed}`, {
          check: (state) => {
            const s = state as MachineState;
            if (s.phase === 'turn' || s.phase === 'claim') {
              const ids = census(s.hand as HandState);
              expect(ids.length).toBe(size);
              expect(new Set(ids).size).toBe(size);
            }
            const p = progress(state);
            expect(sum(p.scores) + p.liqibang * 1000).toBe(init * n);
          },
        });
        const final = result(run.state);
        expect(final).toHaveLength(n);
        expect(sum((final ?? []).map((r) => r.part_point_1))).toBe(init * n);
        expect(sum((final ?? []).map((r) => r.total_point))).toBe(0);
      }),
      { numRuns: 12 },
    );
  });

  it('replays identically from the decision log, and from seat decisions alone', () => {
    fc.assert(
      fc.property(configArb, (config) => {
        const run = randomGame(config, `replay-${config.seed}`);
        const again = replay(config, run.log);
        expect(JSON.stringify(again.events)).toBe(JSON.stringify(run.events));
        expect(JSON.stringify(again.state)).toBe(JSON.stringify(run.state));
        // without the next_hand entries the next hand starts on its own before a seat decision; the replay stops
        // at the last hand's end, one nextHand short of the game's end
        const implied = replay(
          config,
          run.log.filter((d) => d.seat >= 0),
        );
        expect(phase(implied.state)).toBe('hand_end');
        const ended = nextHand(implied.state);
        if (!ended.ok) throw new Error(ended.message);
        expect(JSON.stringify(ended.state)).toBe(JSON.stringify(run.state));
      }),
      { numRuns: 8 },
    );
  });

  it('a state saved as JSON at a random decision and loaded again ends the same way', () => {
    fc.assert(
      fc.property(configArb, fc.integer({ min: 0, max: 300 }), (config, at) => {
        const plain = randomGame(config, `json-${config.seed}`);
        const k = at % Math.max(1, plain.log.length);
        const restored = randomGame(config, `json-${config.seed}`, { jsonAt: k });
        expect(JSON.stringify(restored.events)).toBe(JSON.stringify(plain.events));
        expect(JSON.stringify(restored.state)).toBe(JSON.stringify(plain.state));
      }),
      { numRuns: 8 },
    );
  });

  it('apply is pure: the state it was given is unchanged, and a refusal changes nothing', () => {
    fc.assert(
      fc.property(configArb, (config) => {
        let k = 0;
        randomGame(config, `pure-${config.seed}`, {
          purity: 3,
          onResult: (_before, r) => {
            if (k++ % 5 !== 0) return;
            const asked = legalActions(r.state);
            if (!asked.length) return;
            const after = JSON.stringify(r.state);
            const wrongSeat = [0, 1, 2, 3].find((x) => !asked.some((c) => c.seat === x)) ?? 9;
            const refused = apply(r.state, wrongSeat, { type: 'pass' });
            expect(refused.ok).toBe(false);
            const illegal = apply(r.state, asked[0].seat, { type: 'chi', tiles: ['1z', '2z'] });
            expect(illegal.ok === false && illegal.reason).toBe('illegal_action');
            expect(JSON.stringify(r.state)).toBe(after);
          },
        });
      }),
      { numRuns: 4 },
    );
  });
});

function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
  }
  return v;
}

describe('state carries only JSON', () => {
  it('a played state (with the engine’s per-state caches) clones like its JSON, and a frozen state plays on the same', () => {
    const config: GameConfig = { seed: 'frozen', roundType: 1, maxHands: 2 };
    let k = 0;
    randomGame(config, 'frozen-pick', {
      onResult: (before, r) => {
        if (k++ % 9 !== 0) return;
        // the caches the engine keeps on a state are invisible to copies: keys, JSON and structuredClone agree
        const json = JSON.parse(JSON.stringify(r.state));
        expect(Object.keys(r.state)).toEqual(Object.keys(json));
        expect(structuredClone(r.state)).toEqual(json);
        // a host may freeze what it keeps: the same decision from a frozen copy gives the same next state
        const asked = legalActions(r.state);
        if (!asked.length) return;
        const action = actionsOf(asked[0])[0];
        const frozen = deepFreeze(JSON.parse(JSON.stringify(r.state)) as GameState);
        const a = apply(frozen, asked[0].seat, action);
        const b = apply(r.state, asked[0].seat, action);
        expect(a.ok && b.ok).toBe(true);
        if (a.ok && b.ok) {
          expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
          expect(JSON.stringify(a.events)).toBe(JSON.stringify(b.events));
        }
        expect(before).not.toBe(r.state);
      },
    });
    expect(k).toBeGreaterThan(20);
  });
});

describe('views and audiences', () => {
  /** Names of the ids a seat may see: its own concealed tiles (seat >= 0), rivers, melds, dora indicators. */
  function visibleNames(state: GameState, seat: number): string[] {
    const s = state as MachineState;
    const h = s.hand as HandState;
    const names = ctxOf(s, null).names;
    const ids: number[] = [];
    if (seat >= 0) ids.push(...h.seats[seat].hand);
    for (const p of h.seats) {
      ids.push(...p.river);
      for (const m of p.melds) ids.push(...m.ids);
    }
    ids.push(...doraIndicators(h.wall));
    return ids.map((id) => names[id]).sort();
  }

  function shownNames(state: GameState, seat: number): string[] {
    const v = view(state, seat);
    const out = [...v.hand, ...(v.drawn ? [v.drawn] : []), ...v.doraIndicators];
    for (const p of v.seats) {
      out.push(...p.discards.map((d) => d.tile));
      for (const m of p.melds) out.push(...m.tiles);
    }
    return out.sort();
  }

  it('no seat (and no observer) is shown another seat’s concealed tile or the wall, in views or events', () => {
    fc.assert(
      fc.property(configArb, (config) => {
        const n = players(config);
        randomGame(config, `view-${config.seed}`, {
          check: (state) => {
            if (phase(state) !== 'turn' && phase(state) !== 'claim') return;
            for (let seat = -1; seat < n; seat++) {
              expect(shownNames(state, seat)).toEqual(visibleNames(state, seat));
              const v = view(state, seat);
              if (seat < 0) expect(v.hand).toEqual([]);
              const own = [...v.hand, ...(v.drawn ? [v.drawn] : [])];
              const ch = v.choices;
              if (ch) {
                for (const t of [...(ch.discard ?? []), ...(ch.riichi ?? []), ...(ch.kakan ?? [])])
                  expect(own).toContain(t);
                for (const pair of [...(ch.pon ?? []), ...(ch.chi ?? [])])
                  for (const t of pair) expect(own).toContain(t);
              }
            }
          },
          onResult: (before, r) => {
            const hb = (before as MachineState).hand as HandState;
            for (const { to, event } of r.events) {
              if (to === 'all') {
                expect(['tsumo', 'start_kyoku']).not.toContain(event.type);
                continue;
              }
              if (event.type === 'tsumo') {
                if (to.includes(event.actor)) {
                  expect(to).toEqual([event.actor]);
                  expect(event.pai).not.toBe('?');
                } else {
                  expect(event.pai).toBe('?');
                  expect(to).toContain(-1);
                }
              }
              if (event.type === 'start_kyoku') {
                event.tehais.forEach((hand, q) => {
                  if (to.includes(q)) expect(hand.every((x) => x !== '?')).toBe(true);
                  else expect(hand.every((x) => x === '?')).toBe(true);
                });
              }
            }
            expect(hb).toBeDefined();
          },
        });
      }),
      { numRuns: 6 },
    );
  });
});

describe('robots decide from views', () => {
  it('a robot given the public view decides exactly as the engine’s own driver does', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(2, 12), (seed, roundType) => {
        let state = newGame({ seed, roundType, maxHands: 2 }).state;
        const rng = new Rng(seed);
        let compared = 0;
        while (phase(state) !== 'game_end') {
          if (phase(state) === 'hand_end') {
            const r = nextHand(state);
            if (!r.ok) throw new Error(r.message);
            state = r.state;
            continue;
          }
          const asked = legalActions(state);
          const ch = asked[rng.int(asked.length)];
          for (const level of [0, 1, 2]) {
            const fromView = robotAction(view(state, ch.seat), level);
            expect(fromView).toEqual(robotDecision(state, ch.seat, level));
            // and the fast lane (plan → applyPlan) reaches the same state as apply(action)
            const viaApply = apply(state, ch.seat, fromView);
            if (!viaApply.ok) throw new Error(viaApply.message);
            const copy = JSON.parse(JSON.stringify(state)) as MachineState;
            applyPlan(copy, robotPlan(copy, ch.seat, level));
            expect(JSON.stringify(copy)).toBe(JSON.stringify(viaApply.state));
            compared++;
          }
          const r = apply(state, ch.seat, robotAction(view(state, ch.seat), rng.int(3)));
          if (!r.ok) throw new Error(r.message);
          state = r.state;
        }
        expect(compared).toBeGreaterThan(0);
      }),
      { numRuns: 3 },
    );
  });

  it('playGame equals the same robots playing through views and apply()', () => {
    for (const [roundType, level] of [
      [1, 1],
      [1, 2],
      [11, 2],
    ] as const) {
      const out = playGame({ seed: `views-${level}`, roundType, robotLevels: level });
      const names = Array.from({ length: roundType >= 10 ? 3 : 4 }, (_, s) => `robot-${s}-L${level}`);
      const noCalls = level < 2 ? names.map((_, s) => s) : undefined;
      let state = newGame({ seed: `views-${level}`, roundType, names, ...(noCalls ? { noCalls } : {}) }).state;
      while (phase(state) !== 'game_end') {
        const r =
          phase(state) === 'hand_end'
            ? nextHand(state)
            : (() => {
                const seat = legalActions(state)[0].seat;
                return apply(state, seat, robotAction(view(state, seat), level));
              })();
        if (!r.ok) throw new Error(r.message);
        state = r.state;
      }
      expect(JSON.stringify(mjaiLog(state))).toBe(JSON.stringify(out.log));
      // the uncopied reading holds the same events
      expect(JSON.stringify(mjaiEvents(state))).toBe(JSON.stringify(out.log));
      expect(result(state)).toEqual(out.result);
    }
  });
});
