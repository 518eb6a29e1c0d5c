/**
 * The games runtime of one server process: the game host and the scheduler loop that feeds it — on the main
 * thread, or on game threads (TAIKAI_GAME_THREADS, games/threads) with the main thread following their games.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { type Database, postgresTarget, reopenOptions } from '../db/database.js';
import { type BusOptions, type ClusterBus, PgBus } from './cluster/bus.js';
import { ClusterGameHost } from './cluster/cluster-host.js';
import { ThreadBus } from './cluster/thread-bus.js';
import { type EnginePort, engineAvailable, realEngine } from './engine.js';
import { releaseLeases } from './games.repository.js';
import type { HostedGames } from './host.js';
import { LocalGameHost } from './local-host.js';
import { Scheduler } from './scheduler.js';
import { GameThreads } from './threads/game-threads.js';

export interface Games {
  host: HostedGames;
  /** the engine this process plays and replays games with (a finished game's log is rebuilt with it) */
  engine: EnginePort;
  scheduler: Scheduler;
  /** the game threads playing this process's games; null when the main thread plays them */
  threads: GameThreads | null;
  /** Stops the scheduler, then the host (decisions written, leases handed back). */
  close(): Promise<void>;
}

export interface GamesOptions {
  /** the engine the main thread's host drives (tests pass scripted ones; game threads use @taikai/engine) */
  engine?: EnginePort;
  /** see GameThreadData.hook (benchmarks) */
  threadHook?: string;
}

export function createGames(
  ctx: { db: Database; clock: Clock; config: Config; log: FastifyBaseLogger },
  o: GamesOptions = {},
): Games {
  const options = {
    db: ctx.db,
    clock: ctx.clock,
    engine: o.engine ?? defaultEngine(),
    handSeconds: ctx.config.handSeconds,
    startGraceSeconds: ctx.config.startGraceSeconds,
    log: ctx.log,
  };
  const pg = postgresTarget(ctx.db);
  const reopen = reopenOptions(ctx.db);
  // game threads play what this process's scheduler starts: none without one, and none for an in-memory database
  const threaded = ctx.config.gameThreads > 0 && ctx.config.scheduler && reopen !== null;
  if (ctx.config.gameThreads > 0 && ctx.config.scheduler && !reopen) {
    ctx.log.warn('no game threads for an in-memory database: games are played on the main thread');
  }
  let threadBus: ThreadBus | null = null;
  const bus = (b: BusOptions): ClusterBus => {
    if (pg) return new PgBus({ ...b, db: ctx.db, ...pg });
    threadBus = new ThreadBus({ ...b, group: threads?.group ?? '' });
    return threadBus;
  };
  const threads =
    threaded && reopen
      ? new GameThreads({
          count: ctx.config.gameThreads,
          database: reopen,
          handSeconds: ctx.config.handSeconds,
          startGraceSeconds: ctx.config.startGraceSeconds,
          scheduler: ctx.config.scheduler,
          log: ctx.log,
          gone: (threadId) => threadBus?.memberGone(threadId),
          release: (owner) => releaseLeases(ctx.db, owner),
          hook: o.threadHook,
        })
      : null;
  // PostgreSQL may be shared by several processes, and game threads are a cluster of their own: games publish their
  // events and sockets follow games driven elsewhere (games/cluster). SQLite without threads is the built-in host.
  const host: HostedGames =
    pg || threads ? new ClusterGameHost({ ...options, bus, adopts: !threads }) : new LocalGameHost(options);
  const scheduler = new Scheduler({ db: ctx.db, clock: ctx.clock, log: ctx.log, host, startsGames: !threads });
  return {
    host,
    engine: options.engine,
    scheduler,
    threads,
    async close() {
      await scheduler.stop();
      await threads?.close();
      await host.close();
    },
  };
}

/** @taikai/engine's step machine; until it is exported, an engine that refuses to start games (logged). */
function defaultEngine(): EnginePort {
  if (engineAvailable()) return realEngine();
  const missing = (): never => {
    throw new Error('@taikai/engine does not export the step machine yet: games cannot start');
  };
  return new Proxy({} as EnginePort, { get: () => missing });
}
