/** What the main thread and its game threads say to each other (games/threads; the bus between hosts is apart). */
import type { DatabaseOptions } from '../../db/database.js';
import type { HostStats } from '../host.js';

/** A game thread's start: which one it is, how to open the database, how to play. */
export interface GameThreadData {
  index: number;
  count: number;
  database: DatabaseOptions;
  /** the ThreadBus group of this process's game threads (SQLite; on PostgreSQL the hosts use PgBus) */
  group: string;
  handSeconds: number;
  startGraceSeconds: number;
  /** run the scheduler loop (starting, expiring, matching, resuming games) in the thread */
  scheduler: boolean;
  logLevel: string;
  /**
   * Benchmarks and tests only: a module (file URL) whose default export the thread calls once its host is up, with
   * `{ host, db, index, count }`, answering a `ThreadHook`.
   */
  hook?: string;
}

/** What a thread's hook answers: its figures (riding along the thread's stats) and what to do before closing. */
export interface ThreadHook {
  stats?: () => unknown;
  close?: () => void;
}

export type ToThread = { type: 'stats'; id: number } | { type: 'close' };

export type FromThread =
  /** the thread's host is up; `owner` is what its games rows name as their owner */
  | { type: 'ready'; owner: string }
  | { type: 'stats'; id: number; host: HostStats; extra: unknown }
  | { type: 'log'; level: LogLevel; obj: Record<string, unknown>; msg: string }
  | { type: 'closed' };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** One game thread's figures: its host's, and its hook's (benchmarks). */
export interface ThreadStats {
  index: number;
  host: HostStats;
  extra: unknown;
}
