/**
 * Simulator: plays N robot games and prints speed and outcome statistics.
 *   npm run sim -w packages/engine -- --games 100 --round-type 2 --level 2 --seed S
 * Options: --games N (default 20), --round-type 1|2|11|12 (default 2), --level 0|1|2 or a comma list per seat
 * (default 1), --seed text (default "sim"), --rule-json '{"fanfu":2}' to override rule fields.
 */
import { performance } from 'node:perf_hooks';
import { playGame } from '../match.js';

function arg(name: string, def: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : def;
}

const games = Number(arg('games', '20'));
const roundType = Number(arg('round-type', '2'));
const levelArg = arg('level', '1');
const levels = levelArg.includes(',') ? levelArg.split(',').map(Number) : Number(levelArg);
const seed = arg('seed', 'sim');
const rule = JSON.parse(arg('rule-json', '{}'));

const players = roundType >= 10 ? 3 : 4;
let hands = 0;
let won = 0;
let drawn = 0;
let aborted = 0;
let ronHands = 0;
let winPoints = 0;
let wins = 0;
const places = Array.from({ length: players }, () => new Array(players).fill(0));
const yakuman = new Map<string, number>();
const endReasons = new Map<string, number>();
const t0 = performance.now();
for (let g = 0; g < games; g++) {
  const out = playGame({ seed: `${seed}-${g}`, roundType, robotLevels: levels, rule });
  endReasons.set(String(out.endReason), (endReasons.get(String(out.endReason)) ?? 0) + 1);
  for (const h of out.hands) {
    hands++;
    if (h.kind === 'win') {
      won++;
      if (h.loser >= 0) ronHands++;
      for (const p of h.points) {
        winPoints += p;
        wins++;
      }
    } else if (h.kind === 'draw') drawn++;
    else aborted++;
  }
  for (const r of out.result) places[r.seat][r.placement - 1]++;
  for (const y of out.yakuman) {
    const key = `${y.names.join('+')} (${y.value === 7 ? 'kazoe' : `x${y.value}`})`;
    yakuman.set(key, (yakuman.get(key) ?? 0) + 1);
  }
}
const secs = (performance.now() - t0) / 1000;
const pct = (x: number) => `${((100 * x) / Math.max(1, hands)).toFixed(1)}%`;
console.log(`games ${games}, round type ${roundType}, level ${levelArg}, seed ${seed}`);
console.log(`hands ${hands} in ${secs.toFixed(2)} s: ${(hands / secs).toFixed(0)} hands/s`);
console.log(
  `won ${pct(won)} (dealt-in ${pct(ronHands)}, tsumo ${pct(won - ronHands)}), drawn ${pct(drawn)}, aborted ${pct(aborted)}`,
);
console.log(`average winning points ${wins ? (winPoints / wins).toFixed(0) : '-'}`);
console.log('places by seat (1st..last):');
for (const [s, row] of places.entries()) console.log(`  seat ${s}: ${row.join(' / ')}`);
console.log(`game ends: ${[...endReasons].map(([k, v]) => `${k} ${v}`).join(', ')}`);
console.log(`yakuman seen: ${yakuman.size ? [...yakuman].map(([k, v]) => `${k} ×${v}`).join(', ') : 'none'}`);
