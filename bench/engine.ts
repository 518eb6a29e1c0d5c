/**
 * Engine benchmark (issues 5 and 9), one thread, majiang-core scoring included.
 *
 * 1. Whole hands per second per robot level through playGame (which drives the step machine in place): four-player
 *    east-south games (and three-player for reference), after a warm-up, in several timed runs; median and spread,
 *    per wall-clock second and per CPU second of this process (the CPU figure is the steadier one on a shared box).
 * 2. The step machine as a host drives it: decisions per second through `apply()` with random legal actions (the
 *    pure form, which copies the state, and `{ inPlace: true }`), the cost of `view()` for a seat and an observer,
 *    and of a JSON round trip of a state (JSON.stringify → JSON.parse), with the state's size.
 *
 * 3. Side by side (ENGINE_BENCH_OLD=<another engine's src/index.ts>, e.g. a `git archive` of an older commit with
 *    node_modules linked in): part 1 for both engines in one process, in alternating rounds (old, new, old, new …,
 *    ENGINE_BENCH_SECONDS each, after a warm-up of both), so both see the same machine load. Prints per table and
 *    level the median hands per CPU-second of each, the ratio of the medians and the median of the per-round ratios,
 *    with the load average. On a shared machine this is the comparison to quote.
 *
 *   npm run bench -w packages/engine   (ENGINE_BENCH_SECONDS per run, default 3; ENGINE_BENCH_RUNS, default 5;
 *                                       ENGINE_BENCH_PART=hands|machine to run one part;
 *                                       ENGINE_BENCH_OLD=/tmp/engine-old/packages/engine/src/index.ts
 *                                       ENGINE_BENCH_LEVELS=1,2 for the side-by-side mode)
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  type Action,
  actionsOf,
  apply,
  type GameState,
  legalActions,
  newGame,
  nextHand,
  phase,
  playGame,
  Rng,
  view,
} from '../packages/engine/src/index.js';

const SECONDS = Number(process.env.ENGINE_BENCH_SECONDS ?? 3);
const RUNS = Number(process.env.ENGINE_BENCH_RUNS ?? 5);
const PART = process.env.ENGINE_BENCH_PART ?? 'all';

const median = (xs: number[]) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const f0 = (x: number) => x.toFixed(0);
const cpuSeconds = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1e6;

type PlayGame = (opts: { seed: string; roundType: number; robotLevels: number }) => { hands: unknown[] };

function handsRun(
  level: number,
  roundType: number,
  seconds: number,
  seedBase: string,
  play: PlayGame = playGame,
): { wall: number; cpu: number } {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let hands = 0;
  let g = 0;
  while (performance.now() - t0 < seconds * 1000) {
    hands += play({ seed: `${seedBase}-${g++}`, roundType, robotLevels: level }).hands.length;
  }
  const c = process.cpuUsage(c0);
  return { wall: hands / ((performance.now() - t0) / 1000), cpu: hands / cpuSeconds(c) };
}

/** Random legal play: every seat that must decide picks uniformly among its concrete actions. */
function randomStep(state: GameState, rng: Rng, inPlace: boolean): GameState {
  if (phase(state) === 'hand_end') {
    const r = nextHand(state, { inPlace });
    if (!r.ok) throw new Error(r.message);
    return r.state;
  }
  const ch = legalActions(state)[0];
  const acts: Action[] = actionsOf(ch);
  const r = apply(state, ch.seat, acts[rng.int(acts.length)], { inPlace });
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

function decisionsRun(roundType: number, seconds: number, seed: string, inPlace: boolean) {
  const rng = new Rng(seed);
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let decisions = 0;
  let g = 0;
  let state = newGame({ seed: `${seed}-${g}`, roundType }).state;
  while (performance.now() - t0 < seconds * 1000) {
    if (phase(state) === 'game_end') state = newGame({ seed: `${seed}-${++g}`, roundType }).state;
    const before = phase(state);
    state = randomStep(state, rng, inPlace);
    if (before !== 'hand_end') decisions++;
  }
  const c = process.cpuUsage(c0);
  return { wall: decisions / ((performance.now() - t0) / 1000), cpu: decisions / cpuSeconds(c) };
}

/** States sampled along random games (every 7th decision), for the view and JSON measurements. */
function sampleStates(roundType: number, count: number): GameState[] {
  const rng = new Rng(`sample-${roundType}`);
  const out: GameState[] = [];
  let g = 0;
  let state = newGame({ seed: `sample-${g}`, roundType }).state;
  let k = 0;
  while (out.length < count) {
    if (phase(state) === 'game_end') state = newGame({ seed: `sample-${++g}`, roundType }).state;
    state = randomStep(state, rng, false);
    if (++k % 7 === 0 && phase(state) !== 'game_end') out.push(state);
  }
  return out;
}

function perCall(states: GameState[], fn: (s: GameState, i: number) => unknown, seconds: number): number {
  const t0 = performance.now();
  let calls = 0;
  while (performance.now() - t0 < seconds * 1000) {
    for (let i = 0; i < states.length; i++) fn(states[i], i);
    calls += states.length;
  }
  return ((performance.now() - t0) * 1000) / calls;
}

const tables = [
  ['4p south (round type 2)', 2],
  ['3p south (round type 12)', 12],
] as const;

/** Part 3: this engine against another one, alternating rounds in this process. */
async function sideBySide(oldPath: string): Promise<void> {
  const old = (await import(oldPath)) as { playGame: PlayGame };
  const levels = (process.env.ENGINE_BENCH_LEVELS ?? '0,1,2').split(',').map(Number);
  const rounds = Math.max(RUNS, 7);
  console.log(`side by side with ${oldPath}: ${rounds} alternating rounds × ${SECONDS}s, hands per CPU-second`);
  for (const [label, roundType] of tables) {
    for (const level of levels) {
      handsRun(level, roundType, Math.min(2, SECONDS), `warm-${level}`, old.playGame);
      handsRun(level, roundType, Math.min(2, SECONDS), `warm-${level}`);
      const o: number[] = [];
      const n: number[] = [];
      const ratios: number[] = [];
      const load0 = loadavg()[0];
      for (let r = 0; r < rounds; r++) {
        // the same seeds for both (two engines that decide alike play the same games; bench/RESULTS.md "Engine"
        // says where the recorded pair of engines parts)
        const a = handsRun(level, roundType, SECONDS, `ab-${level}-${r}`, old.playGame).cpu;
        const b = handsRun(level, roundType, SECONDS, `ab-${level}-${r}`).cpu;
        o.push(a);
        n.push(b);
        ratios.push(b / a);
      }
      console.log(
        `${label}, level ${level}: old ${f0(median(o))}, new ${f0(median(n))} hands per CPU-second; ` +
          `new/old ${(median(n) / median(o)).toFixed(2)} (median of round ratios ${median(ratios).toFixed(2)}, ` +
          `rounds ${ratios.map((x) => x.toFixed(2)).join(' ')}); load average ${load0.toFixed(1)}–${loadavg()[0].toFixed(1)}`,
      );
    }
  }
}

console.log(`engine bench: ${RUNS} runs × ${SECONDS}s per case, node ${process.version}`);
const OLD = process.env.ENGINE_BENCH_OLD;
if (OLD) await sideBySide(OLD);
if (!OLD && (PART === 'all' || PART === 'hands')) {
  for (const [label, roundType] of tables) {
    for (const level of [0, 1, 2]) {
      handsRun(level, roundType, Math.min(2, SECONDS), `warm-${level}`);
      const runs = Array.from({ length: RUNS }, (_, r) => handsRun(level, roundType, SECONDS, `bench-${level}-${r}`));
      const wall = runs.map((x) => x.wall);
      const cpu = runs.map((x) => x.cpu);
      console.log(
        `${label}, level ${level}: median ${f0(median(wall))} hands/s wall (min ${f0(Math.min(...wall))}, max ${f0(Math.max(...wall))}); ` +
          `median ${f0(median(cpu))} hands per CPU-second`,
      );
    }
  }
}
if (!OLD && (PART === 'all' || PART === 'machine')) {
  for (const [label, roundType] of tables) {
    for (const inPlace of [false, true]) {
      decisionsRun(roundType, Math.min(2, SECONDS), 'warm', inPlace);
      const runs = Array.from({ length: RUNS }, (_, r) => decisionsRun(roundType, SECONDS, `dec-${r}`, inPlace));
      console.log(
        `${label}, apply() ${inPlace ? 'in place' : 'pure (copy)'}, random legal actions: median ${f0(median(runs.map((x) => x.wall)))} decisions/s wall; ` +
          `median ${f0(median(runs.map((x) => x.cpu)))} per CPU-second`,
      );
    }
    const states = sampleStates(roundType, 400);
    const n = roundType >= 10 ? 3 : 4;
    const secs = Math.max(1, SECONDS / 3);
    const seatView = median(Array.from({ length: RUNS }, () => perCall(states, (s, i) => view(s, i % n), secs)));
    const obsView = median(Array.from({ length: RUNS }, () => perCall(states, (s) => view(s, -1), secs)));
    const json = median(
      Array.from({ length: RUNS }, () => perCall(states, (s) => JSON.parse(JSON.stringify(s)), secs)),
    );
    const sizes = states.map((s) => JSON.stringify(s).length);
    console.log(
      `${label}: view(seat) ${seatView.toFixed(1)} µs, view(observer) ${obsView.toFixed(1)} µs, ` +
        `JSON round trip ${json.toFixed(1)} µs per state (state JSON median ${f0(median(sizes) / 1024)} KiB, max ${f0(Math.max(...sizes) / 1024)} KiB)`,
    );
  }
}
