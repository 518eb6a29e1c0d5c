/**
 * Engine benchmark (issue 5): hands per second per robot level, one thread, majiang-core scoring included.
 * Plays four-player east-south games (and three-player for reference) after a warm-up, in several timed runs,
 * and prints the median and the spread, both per wall-clock second and per CPU second of this process (the CPU
 * figure is the steadier one on a shared machine).
 *
 *   npm run bench -w packages/engine            (ENGINE_BENCH_SECONDS per run, default 3; ENGINE_BENCH_RUNS, default 5)
 */
import { performance } from 'node:perf_hooks';
import { playGame } from '../packages/engine/src/index.js';

const SECONDS = Number(process.env.ENGINE_BENCH_SECONDS ?? 3);
const RUNS = Number(process.env.ENGINE_BENCH_RUNS ?? 5);

function run(level: number, roundType: number, seconds: number, seedBase: string): { wall: number; cpu: number } {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let hands = 0;
  let g = 0;
  while (performance.now() - t0 < seconds * 1000) {
    hands += playGame({ seed: `${seedBase}-${g++}`, roundType, robotLevels: level }).hands.length;
  }
  const c = process.cpuUsage(c0);
  return { wall: hands / ((performance.now() - t0) / 1000), cpu: hands / ((c.user + c.system) / 1e6) };
}

const median = (xs: number[]) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

console.log(`engine bench: ${RUNS} runs × ${SECONDS}s per level, node ${process.version}`);
for (const [label, roundType] of [
  ['4p south (round type 2)', 2],
  ['3p south (round type 12)', 12],
] as const) {
  for (const level of [0, 1, 2]) {
    run(level, roundType, Math.min(2, SECONDS), `warm-${level}`);
    const runs = Array.from({ length: RUNS }, (_, r) => run(level, roundType, SECONDS, `bench-${level}-${r}`));
    const wall = runs.map((x) => x.wall);
    const cpu = runs.map((x) => x.cpu);
    const f = (x: number) => x.toFixed(0);
    console.log(
      `${label}, level ${level}: median ${f(median(wall))} hands/s wall (min ${f(Math.min(...wall))}, max ${f(Math.max(...wall))}); ` +
        `median ${f(median(cpu))} hands per CPU-second`,
    );
  }
}
