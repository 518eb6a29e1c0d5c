/**
 * The publishing half of the cluster host: the events of the games this process publishes, queued as they happen and
 * written to the event log in batches (one transaction per batch, whatever the number of games; the bus's pointers
 * sent on its commit: NOTIFYs inside it on PostgreSQL, messages after it between threads). Batches go one after another, so a game's events land in order; a failed batch is tried
 * again (after a pause) before anything queued after it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import type { GameEvent } from '../host.js';
import { type ClusterBus, pointerPayloads } from './bus.js';
import { appendEvents, type EventRow } from './event-log.repository.js';

/** How long events gather before a batch is written (ms), and rows per batch at most. */
const GATHER_MS = 5;
const MAX_ROWS = 2000;
const RETRY_MS = 200;
const MAX_ATTEMPTS = 5;

export class Publisher {
  private queue: EventRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  private attempts = 0;

  constructor(
    private readonly o: {
      db: Database;
      owner: string;
      bus: ClusterBus;
      clock: Clock;
      log: FastifyBaseLogger;
      lost: (uuid: string) => void;
    },
  ) {}

  add(e: GameEvent): void {
    this.queue.push({ game_uuid: e.uuid, seq: e.seq, kind: e.type, body: JSON.stringify(e), at: this.o.clock.now() });
    this.schedule(GATHER_MS);
  }

  /** Writes everything queued (shutdown). */
  async drain(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.writing || this.queue.length > 0) {
      if (this.writing) await this.writing;
      else this.write();
    }
  }

  private schedule(ms: number): void {
    if (this.timer || this.writing) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.write();
    }, ms);
  }

  private write(): void {
    if (this.writing || this.queue.length === 0) return;
    const batch = this.queue.slice(0, MAX_ROWS);
    const { bus } = this.o;
    const channel = bus.notifyChannel;
    this.writing = appendEvents(
      this.o.db,
      this.o.owner,
      batch,
      channel ? { channel, payloads: (written) => pointerPayloads(lastOfEach(written)) } : null,
    )
      .then(({ written, lost }) => {
        // between threads a message has no size limit: one pointer message for the batch
        if (!channel && written.length > 0) void bus.send({ k: 'e', p: [...lastOfEach(written)] });
        this.attempts = 0;
        this.queue.splice(0, batch.length);
        for (const uuid of lost) {
          this.o.lost(uuid);
          this.queue = this.queue.filter((r) => r.game_uuid !== uuid);
        }
      })
      .catch((err) => {
        this.attempts++;
        this.o.log.warn({ err, attempts: this.attempts }, 'publishing game events failed');
        if (this.attempts >= MAX_ATTEMPTS) {
          this.attempts = 0;
          this.queue.splice(0, batch.length);
        }
      })
      .finally(() => {
        this.writing = null;
        if (this.queue.length > 0) this.schedule(this.attempts > 0 ? RETRY_MS : 0);
      });
  }
}

/** Each game's last event number among these rows. */
function lastOfEach(rows: EventRow[]): Map<string, number> {
  const last = new Map<string, number>();
  for (const r of rows) last.set(r.game_uuid, r.seq);
  return last;
}
