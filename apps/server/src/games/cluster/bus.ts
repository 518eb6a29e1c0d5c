/**
 * The cluster bus: small messages between the members of a cluster (the game hosts of several processes, or of
 * several threads of one process, on one database). `ClusterBus` is what the cluster host needs; `PgBus` below is
 * PostgreSQL LISTEN/NOTIFY between processes, `ThreadBus` (thread-bus.ts) a BroadcastChannel between the game threads
 * of one process (games/threads).
 *
 * PgBus: each process holds one
 * dedicated listening connection (not from the pool) on its channel (`taikai_<schema>`, so test schemas on one
 * server do not hear each other) and sends small JSON messages with `pg_notify`, one at a time in order. A NOTIFY
 * payload is at most 8000 bytes: messages here are pointers and commands, never event bodies (those are in the
 * `game_events` table). A lost connection is opened again after a second; what was said meanwhile is not heard, so
 * the host also polls (see cluster-host.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/database.js';
import type { Action } from '../engine.js';
import { liveBackends } from './event-log.repository.js';

export type BusMessage =
  /** events published: game uuid → its last event number */
  | { k: 'e'; p: [string, number][] }
  /** a process follows these games: the one driving them publishes their events (for WANT_TTL_MS, cluster-host.ts) */
  | { k: 'want'; g: string[] }
  /** a person sits at `seat` through member `from` (its bus `pid`, to see it die) */
  | { k: 'attach'; g: string; seat: number; from: string; pid: number }
  | { k: 'detach'; g: string; seat: number; from: string }
  /** the driving process asks `to` for seat's decision `id`, once its mirror has event `at` */
  | { k: 'ask'; to: string; from: string; g: string; seat: number; id: number; at: number }
  | { k: 'withdraw'; to: string; g: string; seat: number; id: number }
  | { k: 'answer'; to: string; g: string; seat: number; id: number; a: Action | null }
  /** a manager's pause, resume or termination of game `g` is stored: the member driving it applies it now */
  | { k: 'apply'; g: string }
  /** a manager changed a live game of this season (host.ts `announceChange`) */
  | { k: 'change'; u: number; s: number };

/** NOTIFY's payload limit is 8000 bytes; pointers are cut well below it. */
export const PAYLOAD_LIMIT = 7000;

export function channelOf(schema: string | undefined): string {
  return `taikai_${(schema ?? 'public').replace(/[^a-zA-Z0-9_]/g, '_')}`.slice(0, 63);
}

/** Event pointers as NOTIFY payloads, each under the limit. */
export function pointerPayloads(last: Map<string, number>): string[] {
  const out: string[] = [];
  let part: [string, number][] = [];
  let size = 20;
  for (const [uuid, seq] of last) {
    const add = uuid.length + String(seq).length + 6;
    if (part.length > 0 && size + add > PAYLOAD_LIMIT) {
      out.push(JSON.stringify({ k: 'e', p: part } satisfies BusMessage));
      part = [];
      size = 20;
    }
    part.push([uuid, seq]);
    size += add;
  }
  if (part.length > 0) out.push(JSON.stringify({ k: 'e', p: part } satisfies BusMessage));
  return out;
}

export interface ClusterBus {
  /** this member's number on the bus, which others watch to see it die (`alive`) */
  readonly pid: number;
  /**
   * PostgreSQL: the NOTIFY channel, on which the publisher sends its event pointers inside the transaction that
   * writes the events (they are heard on commit). Null: the pointers are sent with `send` after the commit.
   */
  readonly notifyChannel: string | null;
  start(): Promise<void>;
  /** Sends a message to every member (this one included), after the ones sent before it. */
  send(m: BusMessage): Promise<void>;
  /** Which of these members (their `pid`) are still there. */
  alive(pids: number[]): Promise<Set<number>>;
  close(): Promise<void>;
}

export interface BusOptions {
  log: FastifyBaseLogger;
  receive: (m: BusMessage) => void;
  /** the bus was opened again (messages may have been missed) */
  reconnected: () => void;
}

export class PgBus implements ClusterBus {
  readonly channel: string;
  /** the listening connection's server process id (other processes watch it to see this one die) */
  pid = 0;
  private client: pg.Client | null = null;
  private closed = false;
  private sending: Promise<void> = Promise.resolve();
  private retry: NodeJS.Timeout | null = null;

  constructor(private readonly o: BusOptions & { db: Database; url: string; schema?: string }) {
    this.channel = channelOf(o.schema);
  }

  get notifyChannel(): string {
    return this.channel;
  }

  /** A process is there while its listening backend is connected. */
  alive(pids: number[]): Promise<Set<number>> {
    return liveBackends(this.o.db, pids);
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.o.url });
    client.on('notification', (n) => {
      if (n.channel !== this.channel || !n.payload) return;
      try {
        this.o.receive(JSON.parse(n.payload) as BusMessage);
      } catch (err) {
        this.o.log.warn({ err }, 'cluster bus message failed');
      }
    });
    client.on('error', (err) => {
      this.o.log.warn({ err }, 'cluster bus connection lost');
      this.reopen(client);
    });
    client.on('end', () => this.reopen(client));
    await client.connect();
    await client.query(`listen "${this.channel}"`);
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    this.pid = Number(rows[0].pid);
    this.client = client;
  }

  send(m: BusMessage): Promise<void> {
    const payload = JSON.stringify(m);
    this.sending = this.sending
      .then(async () => {
        if (this.closed) return;
        await sql`select pg_notify(${this.channel}, ${payload})`.execute(this.o.db);
      })
      .catch((err) => this.o.log.warn({ err, k: m.k }, 'cluster bus send failed'));
    return this.sending;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.sending;
    const c = this.client;
    this.client = null;
    if (c) await c.end().catch(() => {});
  }

  private reopen(old: pg.Client): void {
    if (this.closed || this.client !== old) return;
    this.client = null;
    old.removeAllListeners('end');
    void old.end().catch(() => {});
    const again = () => {
      this.retry = null;
      if (this.closed) return;
      this.start().then(
        () => this.o.reconnected(),
        (err) => {
          this.o.log.warn({ err }, 'cluster bus: reconnect failed');
          this.retry = setTimeout(again, 1000);
        },
      );
    };
    this.retry = setTimeout(again, 1000);
  }
}
