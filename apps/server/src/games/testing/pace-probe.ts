/** Quick probe (not the benchmark): N robot tables at H seconds per hand for D seconds on a temp SQLite file. */
import { ManualClock } from '../../clock.js';
import { realEngine } from '../engine.js';
import { gamesApp, seasonWithPlayers, sharedDatabase, T0 } from './harness.js';

const N = Number(process.argv[2] ?? 750);
const H = Number(process.argv[3] ?? 1);
const D = Number(process.argv[4] ?? 20);
const shared = await sharedDatabase();
const clock = new ManualClock(T0);
const a = await gamesApp(shared, clock, { engine: realEngine(), handSeconds: H });
const f = await seasonWithPlayers(a.db, T0, 1);
for (let i = 0; i < N; i++) {
  await a.games.host.start({
    unique_id: f.unique_id,
    season_id: f.season_id,
    plan_uuid: null,
    round_type: 2,
    detail_rule: {},
    seats: [0, 0, 0, 0].map(() => ({ account_id: 0, nickname: '', ai_level: 1, init_points: 25000 })),
  });
}
const cpu0 = process.cpuUsage();
const s0 = a.games.host.stats();
const t0 = Date.now();
await new Promise((r) => setTimeout(r, D * 1000));
const s1 = a.games.host.stats();
const cpu = process.cpuUsage(cpu0);
const secs = (Date.now() - t0) / 1000;
const hands = s1.hands - s0.hands;
const lag = s1.lagMs.slice(s0.lagMs.length).sort((x, y) => x - y);
const q = (p: number) => lag[Math.min(lag.length - 1, Math.floor(p * lag.length))]?.toFixed(1);
console.log(
  JSON.stringify({
    tables: N,
    handSeconds: H,
    secs,
    games: s1.games,
    handsPerSec: (hands / secs).toFixed(1),
    cpuMsPerHand: ((cpu.user + cpu.system) / 1000 / hands).toFixed(2),
    lagP50: q(0.5),
    lagP99: q(0.99),
    samples: lag.length,
  }),
);
await a.close();
await shared.drop();
process.exit(0);
