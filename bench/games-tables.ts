/**
 * The tables of bench/games-target.ts, as a game thread hook (GameThreadData.hook) — run by each game thread once its
 * host is up, or by the target itself on the main thread's host when the games are played there. Member i of n
 * starts the bench's tables t with t % n = i (the target's plan, passed in BENCH_HOOK_PLAN: season, people, spread),
 * every seat played by a level-1 robot, and starts a new game for the same four people whenever one ends.
 */
import fs from 'node:fs';
import { robotController } from '../apps/server/src/games/controllers.js';
import { realEngine } from '../apps/server/src/games/engine.js';
import type { GameHost, GameSpec } from '../apps/server/src/games/host.js';

interface Plan {
  unique_id: number;
  season_id: number;
  tables: number;
  ids: number[];
  spreadMs: number;
  t0: number;
}

export default async function startTables(ctx: { host: GameHost; index: number; count: number }) {
  const plan = JSON.parse(process.env.BENCH_HOOK_PLAN ?? '{}') as Plan;
  const { host } = ctx;
  const robot = robotController(realEngine(), 1);
  const tables = new Map<string, number[]>();
  let started = 0;
  let closing = false;

  async function startTable(people: number[]): Promise<void> {
    const spec: GameSpec = {
      unique_id: plan.unique_id,
      season_id: plan.season_id,
      plan_uuid: null,
      round_type: 2,
      detail_rule: {},
      seats: people.map((account_id, i) => ({
        account_id,
        nickname: `p${account_id}-${i}`,
        ai_level: 1,
        init_points: 25000,
      })),
    };
    const uuid = await host.start(spec);
    if (!uuid) throw new Error('game did not start');
    for (let seat = 0; seat < people.length; seat++) host.setController(uuid, seat, robot);
    tables.set(uuid, people);
    started++;
  }

  host.onFinish((g) => {
    const people = tables.get(g.uuid);
    tables.delete(g.uuid);
    if (people && !closing) startTable(people).catch((e) => console.error('restart failed', e));
  });
  // the tables' starts spread as the single-thread target spreads them (same moments, this thread's share)
  void (async () => {
    for (let t = ctx.index; t < plan.tables; t += ctx.count) {
      const wait = plan.t0 + (t * plan.spreadMs) / plan.tables - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      await startTable(plan.ids.slice(t * 4, t * 4 + 4));
    }
  })().catch((e) => console.error('table start failed', e));
  const tid = threadTid();
  return {
    stats: () => ({ started, tid }) as { started: number; tid: number | null },
    close: () => {
      closing = true;
    },
  };
}

/** This thread's Linux thread id (`/proc/thread-self` → `<pid>/task/<tid>`), for the target's scheduler figures. */
function threadTid(): number | null {
  try {
    return Number(fs.readlinkSync('/proc/thread-self').split('/').pop()) || null;
  } catch {
    return null; // not Linux
  }
}

// BENCH_THREAD_PROFILE=dir: a CPU profile of each thread, BENCH_PROFILE_FOR ms long (8,000) from BENCH_PROFILE_AT ms
// (20,000) after its start (bench investigation)
const profileDir = process.env.BENCH_THREAD_PROFILE;
if (profileDir) {
  const { Session } = await import('node:inspector');
  const { threadId } = await import('node:worker_threads');
  const fs = await import('node:fs');
  const session = new Session();
  session.connect();
  const post = (m: string) => new Promise((r, j) => session.post(m, (e, v) => (e ? j(e) : r(v))));
  setTimeout(
    async () => {
      await post('Profiler.enable');
      await post('Profiler.start');
      setTimeout(
        async () => {
          const { profile } = (await post('Profiler.stop')) as { profile: unknown };
          fs.mkdirSync(profileDir, { recursive: true });
          fs.writeFileSync(`${profileDir}/thread-${threadId}.cpuprofile`, JSON.stringify(profile));
        },
        Number(process.env.BENCH_PROFILE_FOR ?? 8_000),
      ).unref();
    },
    Number(process.env.BENCH_PROFILE_AT ?? 20_000),
  ).unref();
}
