/**
 * Quick probe (not the benchmark): N robot tables at H seconds per hand for D seconds on a temp SQLite file (or the
 * PostgreSQL of TAIKAI_TEST_DATABASE_URL). A table starts a new game when its game ends, so the load stays steady as
 * in bench:games. `people` as the 4th argument seats season players (robot-controlled, as the benchmark does), so
 * finishing writes their standings too; else the seats are robots (account 0).
 *   npx tsx bench/pace-probe.ts 750 1 15 people
 * Prints hands per second, server CPU per hand (all threads), the game clock's lag and the event-loop delay.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { systemClock } from '../apps/server/src/clock.js';
import { robotController } from '../apps/server/src/games/controllers.js';
import { realEngine } from '../apps/server/src/games/engine.js';
import { gamesApp, seasonWithPlayers, sharedDatabase } from '../apps/server/test/kit/games/harness.js';

const N = Number(process.argv[2] ?? 750);
const H = Number(process.argv[3] ?? 1);
const D = Number(process.argv[4] ?? 20);
const people = process.argv[5] === 'people';
const shared = await sharedDatabase();
// the games are paced in real time: the system clock (a ManualClock would stand still)
const engine = realEngine();
const a = await gamesApp(shared, systemClock, { engine, handSeconds: H });
const f = await seasonWithPlayers(a.db, systemClock.now(), people ? N * 4 : 1);
const robot = robotController(engine, 1);
const tableOf = new Map<string, number>();
let closing = false;

async function startTable(table: number): Promise<void> {
  const uuid = await a.games.host.start({
    unique_id: f.unique_id,
    season_id: f.season_id,
    plan_uuid: null,
    round_type: 2,
    detail_rule: {},
    seats: [0, 1, 2, 3].map((seat) => ({
      account_id: people ? f.ids[table * 4 + seat] : 0,
      nickname: people ? `p${table * 4 + seat}` : '',
      ai_level: 1,
      init_points: 25000,
    })),
  });
  if (!uuid) throw new Error('game did not start');
  if (people) for (let seat = 0; seat < 4; seat++) a.games.host.setController(uuid, seat, robot);
  tableOf.set(uuid, table);
}

a.games.host.onFinish((g) => {
  const table = tableOf.get(g.uuid);
  tableOf.delete(g.uuid);
  if (table !== undefined && !closing) startTable(table).catch((e) => console.error('restart failed', e));
});
for (let i = 0; i < N; i++) await startTable(i);
const eld = monitorEventLoopDelay({ resolution: 5 });
eld.enable();
const cpu0 = process.cpuUsage();
const s0 = a.games.host.stats();
const t0 = Date.now();
await new Promise((r) => setTimeout(r, D * 1000));
closing = true;
const s1 = a.games.host.stats();
const cpu = process.cpuUsage(cpu0);
eld.disable();
const secs = (Date.now() - t0) / 1000;
const hands = s1.hands - s0.hands;
const lag = s1.lagMs.slice(s0.lagMs.length).sort((x, y) => x - y);
const q = (p: number) => lag[Math.min(lag.length - 1, Math.floor(p * lag.length))]?.toFixed(1);
console.log(
  JSON.stringify({
    tables: N,
    handSeconds: H,
    people,
    secs,
    games: s1.games,
    handsPerSec: (hands / secs).toFixed(1),
    cpuMsPerHand: ((cpu.user + cpu.system) / 1000 / hands).toFixed(3),
    lagP50: q(0.5),
    lagP99: q(0.99),
    samples: lag.length,
    loopDelayP99: (eld.percentile(99) / 1e6).toFixed(1),
    loopDelayMax: (eld.max / 1e6).toFixed(1),
  }),
);
await a.close();
await shared.drop();
process.exit(0);
