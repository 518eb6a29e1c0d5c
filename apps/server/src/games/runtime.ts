/** The games runtime of one server process: the built-in game host and the scheduler loop that feeds it. */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { type Database, postgresTarget } from '../db/database.js';
import { ClusterGameHost } from './cluster/cluster-host.js';
import { type EnginePort, engineAvailable, realEngine } from './engine.js';
import type { HostedGames } from './host.js';
import { LocalGameHost } from './local-host.js';
import { RunningListings } from './running-listings.js';
import { Scheduler } from './scheduler.js';

export interface Games {
  host: HostedGames;
  scheduler: Scheduler;
  /** the seasons' shared running lists (dropped at every change a host announces, this process's or another's) */
  listings: RunningListings;
  /** Stops the scheduler, then the host (decisions written, leases handed back). */
  close(): Promise<void>;
}

export function createGames(
  ctx: { db: Database; clock: Clock; config: Config; log: FastifyBaseLogger },
  engine?: EnginePort,
): Games {
  const options = {
    db: ctx.db,
    clock: ctx.clock,
    engine: engine ?? defaultEngine(),
    handSeconds: ctx.config.handSeconds,
    log: ctx.log,
  };
  // PostgreSQL may be shared by several processes: games publish their events and sockets follow games driven
  // elsewhere (games/cluster). SQLite is one process: the built-in host alone, nothing extra.
  const pg = postgresTarget(ctx.db);
  const host: HostedGames = pg ? new ClusterGameHost({ ...options, ...pg }) : new LocalGameHost(options);
  const scheduler = new Scheduler({ db: ctx.db, clock: ctx.clock, log: ctx.log, host });
  const listings = new RunningListings();
  host.onChange((uniqueId, seasonId) => listings.forget(uniqueId, seasonId));
  return {
    host,
    scheduler,
    listings,
    async close() {
      await scheduler.stop();
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
