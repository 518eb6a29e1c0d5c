/**
 * Seating a round (issue 32): BENCH_SEATING_PLAYERS (256) players present for round 11 of a season that already
 * has BENCH_SEATING_ROUNDS (10) rounds, seated by each method of `seatRound` (packages/shared/src/seating), next to
 * a random seating of the same players on the same season (tables and winds drawn by lot). Two kinds of season,
 * each for tables of 4 and of 3 (256 players: one sits out at tables of 3):
 * - "drawn by lot": the 10 past rounds drawn by lot (tables and winds), all players every round;
 * - "seated by the method": the 10 past rounds seated by the method itself, all players every round, arriving in a
 *   random order. Standings (for swiss) are points added each round by table place (a random order at each table).
 * Each case runs BENCH_SEATING_RUNS (7) times, seeds 1…, after one warm-up run; reported: the time of `seatRound`
 * (median and slowest), and the medians over the runs of the quality: the most times any two at a table have met
 * (this round included), pairs meeting again, the seat-wind spread after the round (largest over players / mean).
 * Aim: under 1 s for a round of 256 players after 10 rounds.
 *
 *   npm run bench:seating            BENCH_SEATING_PLAYERS=1000 BENCH_SEATING_RUNS=3 npm run bench:seating
 */
import os from 'node:os';
import { type SeatingMethod, type SeatingQuality, scoreSeating, seatRound, type TableSize } from '@taikai/shared';

const PLAYERS = Number(process.env.BENCH_SEATING_PLAYERS ?? 256);
const ROUNDS = Number(process.env.BENCH_SEATING_ROUNDS ?? 10);
const RUNS = Number(process.env.BENCH_SEATING_RUNS ?? 7);
const METHODS: SeatingMethod[] = ['arrival', 'fewest_repeats', 'swiss'];
const AIM_MS = 1000;

/** mulberry32: the bench's own seeded numbers. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const shuffled = <T>(list: readonly T[]): T[] => {
    const a = [...list];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  };
  return { next, shuffled };
}

const ids = Array.from({ length: PLAYERS }, (_, i) => 10_001 + i);

function randomTables(size: number, seed: number): number[][] {
  const order = random(seed).shuffled(ids);
  const tables: number[][] = [];
  for (let t = 0; t + size <= order.length; t += size) tables.push(order.slice(t, t + size));
  return tables;
}

interface Season {
  history: number[][];
  points: Map<number, number>;
}

/** 10 past rounds, drawn by lot or seated by `method`; points by table place (a random order at each table). */
function season(size: TableSize, method: SeatingMethod | 'random'): Season {
  const rng = random(size * 1000 + METHODS.indexOf(method as SeatingMethod) + 7);
  const points = new Map(ids.map((id) => [id, 0]));
  const history: number[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const tables =
      method === 'random'
        ? randomTables(size, 100 + round)
        : seatRound({
            players: rng.shuffled(ids).map((id) => ({ id, points: points.get(id) })),
            tableSize: size,
            history,
            method,
            seed: round,
          }).tables;
    const prizes = size === 4 ? [45, 5, -15, -35] : [40, 0, -40];
    for (const table of tables)
      for (const [place, id] of rng.shuffled(table).entries()) points.set(id, (points.get(id) ?? 0) + prizes[place]);
    history.push(...tables);
  }
  return { history, points };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

interface Row {
  history: string;
  size: TableSize;
  method: SeatingMethod;
  ms: number[];
  quality: SeatingQuality[];
  /** a random seating of the same players on the same season, one a run */
  random: SeatingQuality[];
  sittingOut: number;
}

function measure(history: string, size: TableSize, s: Season, method: SeatingMethod): Row {
  const row: Row = { history, size, method, ms: [], quality: [], random: [], sittingOut: 0 };
  for (let run = 0; run <= RUNS; run++) {
    const arrival = random(9_000 + run).shuffled(ids);
    const t0 = performance.now();
    const seated = seatRound({
      players: arrival.map((id) => ({ id, points: s.points.get(id) })),
      tableSize: size,
      history: s.history,
      method,
      seed: run,
    });
    const ms = performance.now() - t0;
    if (run === 0) continue; // warm-up
    row.ms.push(ms);
    row.quality.push(scoreSeating(seated.tables, s.history));
    row.random.push(scoreSeating(randomTables(size, 5_000 + run), s.history));
    row.sittingOut = seated.sittingOut.length;
  }
  return row;
}

const load0 = os.loadavg()[0];
const rows: Row[] = [];
for (const size of [4, 3] as const) {
  const drawn = season(size, 'random');
  for (const method of METHODS) rows.push(measure('drawn by lot', size, drawn, method));
  for (const method of METHODS) rows.push(measure('seated by the method', size, season(size, method), method));
}

console.log(
  `seating bench: ${PLAYERS} players, round ${ROUNDS + 1}, ${RUNS} runs a case; ${os.cpus().length} cores, ` +
    `${os.cpus()[0]?.model}, Node ${process.version}, load average ${load0.toFixed(1)}–${os.loadavg()[0].toFixed(1)}\n`,
);
console.log(
  `| past ${ROUNDS} rounds | table | method | time median (slowest) | max meetings: method / random | ` +
    'repeat pairs: method / random | wind spread max, mean: method / random |',
);
console.log('|---|---|---|---:|---:|---:|---:|');
for (const r of rows) {
  const q = (list: SeatingQuality[], f: (x: SeatingQuality) => number) => median(list.map(f));
  const both = (f: (x: SeatingQuality) => number) => `${q(r.quality, f)} / ${q(r.random, f)}`;
  const winds = (list: SeatingQuality[]) =>
    `${q(list, (x) => x.windSpreadMax)}, ${q(list, (x) => x.windSpreadMean).toFixed(2)}`;
  console.log(
    `| ${r.history} | ${r.size} players${r.sittingOut ? `, ${r.sittingOut} out` : ''} | ${r.method} | ` +
      `${median(r.ms).toFixed(1)} ms (${Math.max(...r.ms).toFixed(1)}) | ${both((x) => x.maxMeetings)} | ` +
      `${both((x) => x.repeatPairs)} | ${winds(r.quality)} / ${winds(r.random)} |`,
  );
}
const slowest = Math.max(...rows.flatMap((r) => r.ms));
console.log(`\nslowest seating ${slowest.toFixed(1)} ms: aim (< ${AIM_MS} ms) ${slowest < AIM_MS ? 'met' : 'NOT met'}`);
