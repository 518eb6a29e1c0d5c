/**
 * A game thread (games/threads): a game host and a scheduler over the thread's own database connection, a member
 * of the process's cluster like another process would be (games/cluster). The main thread starts it with
 * `GameThreadData`, asks it for its figures, and tells it to close (decisions written, leases handed back).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { systemClock } from '../../clock.js';
import { createDatabase, postgresTarget } from '../../db/database.js';
import type { BusOptions, ClusterBus } from '../cluster/bus.js';
import { PgBus } from '../cluster/bus.js';
import { ClusterGameHost } from '../cluster/cluster-host.js';
import { ThreadBus } from '../cluster/thread-bus.js';
import { realEngine } from '../engine.js';
import { Scheduler } from '../scheduler.js';
import type { FromThread, GameThreadData, ThreadHook, ToThread } from './protocol.js';
import { threadLogger } from './thread-log.js';

const data = workerData as GameThreadData;
const port = parentPort;
if (!port) throw new Error('games/threads/worker.ts runs as a worker thread');
const post = (m: FromThread) => port.postMessage(m);
// its lines are written by the main thread's logger, which adds `thread`
const log = threadLogger(port, data.logLevel);

// the thread's own connection; no memory of hot reads (the thread serves no requests)
const db = createDatabase({ ...data.database, readCache: false });
const pg = postgresTarget(db);
const bus = (o: BusOptions): ClusterBus =>
  pg ? new PgBus({ ...o, db, ...pg }) : new ThreadBus({ ...o, group: data.group });
// a thread runs on the system clock (clock.ts): its timers cannot be moved by a test's clock on the main thread
const host = new ClusterGameHost({
  db,
  clock: systemClock,
  engine: realEngine(),
  handSeconds: data.handSeconds,
  startGraceSeconds: data.startGraceSeconds,
  log,
  bus,
});
const scheduler = new Scheduler({ db, clock: systemClock, log, host });
const hook = data.hook
  ? ((await import(data.hook)) as { default: (ctx: object) => Promise<ThreadHook | undefined> }).default({
      host,
      db,
      index: data.index,
      count: data.count,
    })
  : Promise.resolve(undefined);
const hooked = await hook;
if (data.scheduler) scheduler.start();

let closing = false;
port.on('message', (m: ToThread) => {
  if (m.type === 'stats') {
    post({ type: 'stats', id: m.id, host: host.stats(), extra: hooked?.stats?.() ?? null });
    return;
  }
  if (m.type === 'close' && !closing) {
    closing = true;
    void (async () => {
      try {
        hooked?.close?.();
        await scheduler.stop();
        await host.close();
        await db.destroy();
      } catch (err) {
        log.error({ err }, 'game thread: closing failed');
      }
      post({ type: 'closed' });
      port.close();
    })();
  }
});
post({ type: 'ready', owner: host.owner });
