/**
 * The cluster bus between the game threads of one process and its main thread (games/threads): a BroadcastChannel
 * named after the process's thread group, so two apps in one process (tests) never hear each other. A member's
 * `pid` is its thread id; the main thread, which sees a worker exit, tells every member (`memberGone`), and
 * `alive` answers from what was told. Messages are structured clones, never lost while the process lives, so there
 * is nothing to reconnect.
 */
import { BroadcastChannel, threadId } from 'node:worker_threads';
import type { BusMessage, BusOptions, ClusterBus } from './bus.js';

type Post = { m: BusMessage } | { gone: number };

export function threadChannelName(group: string): string {
  return `taikai-games:${group}`;
}

export class ThreadBus implements ClusterBus {
  readonly pid = threadId;
  readonly notifyChannel = null;
  private channel: BroadcastChannel | null = null;
  private readonly gone = new Set<number>();

  constructor(private readonly o: BusOptions & { group: string }) {}

  async start(): Promise<void> {
    const channel = new BroadcastChannel(threadChannelName(this.o.group));
    channel.onmessage = (event) => this.heard((event as unknown as { data: Post }).data);
    // the bus never keeps a thread alive on its own (the host's timers and the app decide)
    (channel as unknown as { unref(): void }).unref();
    this.channel = channel;
  }

  send(m: BusMessage): Promise<void> {
    this.channel?.postMessage({ m } satisfies Post);
    // every member hears its own messages, as on PostgreSQL (after the current turn, as there)
    setImmediate(() => this.heard({ m }));
    return Promise.resolve();
  }

  async alive(pids: number[]): Promise<Set<number>> {
    return new Set(pids.filter((pid) => !this.gone.has(pid)));
  }

  /** A member's thread ended: every member's `alive` leaves it out from now on (sent by the main thread). */
  memberGone(pid: number): void {
    this.gone.add(pid);
    this.channel?.postMessage({ gone: pid } satisfies Post);
  }

  async close(): Promise<void> {
    this.channel?.close();
    this.channel = null;
  }

  private heard(post: Post): void {
    if (!this.channel) return;
    if ('gone' in post) {
      this.gone.add(post.gone);
      return;
    }
    try {
      this.o.receive(post.m);
    } catch (err) {
      this.o.log.warn({ err }, 'thread bus message failed');
    }
  }
}
