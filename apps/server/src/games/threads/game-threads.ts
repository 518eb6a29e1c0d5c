/**
 * The game threads of a server process (TAIKAI_GAME_THREADS; docs/ARCHITECTURE.md "Game threads").
 * Each thread (worker.ts) runs a game host and a scheduler over its own database connection: the games are played
 * there, the main thread serves requests and sockets and follows the threads' games exactly as one process follows
 * another's (games/cluster: the event log, remote seats, leases and takeovers). The threads and the main thread
 * talk through the cluster bus (PostgreSQL: LISTEN/NOTIFY; SQLite: a BroadcastChannel, thread-bus.ts).
 *
 * A thread that ends unexpectedly is started again after a second; one that keeps ending soon after it starts (say its
 * file is missing, or its database cannot be opened) waits twice as long each time, up to a minute, so the log is
 * not flooded while an operator looks into it. Its games are handed back at once (`release`: the
 * thread can write nothing any more — its connection went with it, an open transaction rolled back), so the other
 * threads, or the new one, take them over at their next upkeep instead of after the lease; on the thread bus the
 * main thread tells every member it is gone. `close` asks every thread to hand its games back and waits for it.
 */
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseOptions } from '../../db/database.js';
import type { FromThread, GameThreadData, ThreadStats, ToThread } from './protocol.js';

/** How long a closing thread may take to hand its games back before it is stopped. */
const CLOSE_LIMIT_MS = 15_000;

/** When a thread that ended is started again: `firstMs` after it ended, doubled for each end within `stableMs` of its
 * start (or before it was ready), at most `maxMs`. */
export interface RestartPolicy {
  firstMs: number;
  maxMs: number;
  stableMs: number;
}
const RESTART: RestartPolicy = { firstMs: 1000, maxMs: 60_000, stableMs: 60_000 };

/** The wait before starting a thread again after `failures` ends in a row that came soon after its start. */
export function restartDelay(policy: RestartPolicy, failures: number): number {
  return Math.min(policy.maxMs, policy.firstMs * 2 ** Math.max(0, failures - 1));
}

export interface GameThreadsOptions {
  count: number;
  database: DatabaseOptions;
  handSeconds: number;
  /** see LocalHostOptions.startGraceSeconds */
  startGraceSeconds?: number;
  scheduler: boolean;
  log: FastifyBaseLogger;
  /** the ThreadBus group (a fresh one by default) */
  group?: string;
  /** a thread ended: its bus id (the main thread's ThreadBus tells the others) */
  gone?: (threadId: number) => void;
  /** a thread ended unexpectedly: hand back the games its host (`owner`) held */
  release?: (owner: string) => Promise<void>;
  /** see GameThreadData.hook */
  hook?: string;
  /** tests: a faster restart policy */
  restart?: RestartPolicy;
}

interface Slot {
  worker: Worker | null;
  /** what the thread's games rows name as owner (known once it is ready) */
  owner: string | null;
  ready: Promise<void>;
  restart: NodeJS.Timeout | null;
  /** when the thread running now became ready (0: not yet) */
  readyAt: number;
  /** ends in a row that came before the thread was ready or within `stableMs` of it */
  failures: number;
}

export class GameThreads {
  readonly group: string;
  private readonly slots: Slot[] = [];
  private closing = false;
  private statsIds = 0;
  private readonly waiting = new Map<number, (s: ThreadStats) => void>();

  constructor(private readonly o: GameThreadsOptions) {
    this.group = o.group ?? randomUUID();
    for (let i = 0; i < o.count; i++) {
      const slot: Slot = {
        worker: null,
        owner: null,
        ready: Promise.resolve(),
        restart: null,
        readyAt: 0,
        failures: 0,
      };
      this.slots.push(slot);
      this.spawn(i, slot);
    }
  }

  get count(): number {
    return this.slots.length;
  }

  /** Resolves once every thread has its host up (and its hook run). */
  async ready(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.ready));
  }

  /** Each running thread's figures (a thread being restarted is left out). */
  async stats(): Promise<ThreadStats[]> {
    const asks = this.slots.map(
      (slot) =>
        new Promise<ThreadStats | null>((resolve) => {
          if (!slot.worker) return resolve(null);
          const id = ++this.statsIds;
          const timer = setTimeout(() => {
            this.waiting.delete(id);
            resolve(null);
          }, 5000);
          this.waiting.set(id, (s) => {
            clearTimeout(timer);
            resolve(s);
          });
          slot.worker.postMessage({ type: 'stats', id } satisfies ToThread);
        }),
    );
    return (await Promise.all(asks)).filter((s): s is ThreadStats => s !== null);
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(
      this.slots.map(async (slot) => {
        if (slot.restart) clearTimeout(slot.restart);
        const w = slot.worker;
        if (!w) return;
        await slot.ready.catch(() => {});
        const exited = new Promise<void>((resolve) => w.once('exit', () => resolve()));
        w.postMessage({ type: 'close' } satisfies ToThread);
        const limit = setTimeout(() => void w.terminate(), CLOSE_LIMIT_MS);
        await exited;
        clearTimeout(limit);
      }),
    );
  }

  private spawn(index: number, slot: Slot): void {
    const data: GameThreadData = {
      index,
      count: this.o.count,
      database: this.o.database,
      group: this.group,
      handSeconds: this.o.handSeconds,
      startGraceSeconds: this.o.startGraceSeconds ?? 0,
      scheduler: this.o.scheduler,
      logLevel: this.o.log.level,
      hook: this.o.hook,
    };
    const worker = new Worker(threadEntry(), { workerData: data, name: `taikai-games-${index}` });
    slot.worker = worker;
    const busId = worker.threadId;
    const log = this.o.log.child({ thread: index });
    slot.ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (m: FromThread) => {
        switch (m.type) {
          case 'ready':
            slot.owner = m.owner;
            slot.readyAt = Date.now();
            resolve();
            return;
          case 'stats':
            this.waiting.get(m.id)?.({ index, host: m.host, extra: m.extra });
            this.waiting.delete(m.id);
            return;
          case 'log':
            log[m.level](m.obj, m.msg);
            return;
          case 'closed':
            return;
        }
      });
      worker.on('error', (err) => {
        log.error({ err }, 'game thread failed');
        reject(err);
      });
      worker.once('exit', (code) => {
        slot.worker = null;
        this.o.gone?.(busId);
        resolve();
        const owner = slot.owner;
        slot.owner = null;
        if (this.closing) return;
        const policy = this.o.restart ?? RESTART;
        const stable = slot.readyAt > 0 && Date.now() - slot.readyAt >= policy.stableMs;
        slot.failures = stable ? 1 : slot.failures + 1;
        slot.readyAt = 0;
        const restartInMs = restartDelay(policy, slot.failures);
        log.error({ code, restartInMs }, 'game thread ended; starting it again');
        if (owner) {
          this.o.release?.(owner).catch((err) => log.error({ err }, "a dead game thread's games not handed back"));
        }
        slot.restart = setTimeout(() => {
          slot.restart = null;
          if (!this.closing) this.spawn(index, slot);
        }, restartInMs);
      });
    });
    slot.ready.catch(() => {});
  }
}

/**
 * The thread's entry: in production the bundle built beside the server's (`main.js` → `main.game-thread.js`,
 * scripts/build.mjs), or, when the server runs from its TypeScript sources (development, tests, benchmarks), a boot
 * file that registers tsx before importing the thread's entry (src/game-thread.ts).
 */
function threadEntry(): URL {
  if (import.meta.url.endsWith('.ts')) return new URL('./boot.mjs', import.meta.url);
  return new URL(import.meta.url.replace(/\.js$/, '.game-thread.js'));
}
