/**
 * A person's answers to the table's questions: each after 2–4 s with the level-1 robot's choice (as in
 * bench/table.ts), unless the question was withdrawn or the socket lost meanwhile.
 */
import { TABLE_PROTOCOL } from '@taikai/shared';
import WebSocket from 'ws';
import { type Ask, robotPolicy, type TableClient } from '../../apps/server/test/kit/table-client.js';
import { rnd } from './clock.js';
import { counters } from './counters.js';

export class Answers {
  /** asks answered or waiting to be: ask number → timer */
  private pending = new Map<number, NodeJS.Timeout>();
  private n = 0;

  constructor(
    private readonly client: TableClient,
    private readonly connected: () => boolean,
  ) {}

  later(ask: Ask): void {
    if (this.pending.has(ask.ask)) return;
    const timer = setTimeout(
      () => {
        this.pending.delete(ask.ask);
        const open = this.client.ask;
        if (!this.connected() || this.client.ws.readyState !== WebSocket.OPEN) return;
        if (!open || open.ask !== ask.ask || open.uuid !== ask.uuid) return; // withdrawn meanwhile
        const action = robotPolicy(ask, ask);
        if (!action) return;
        counters.acts++;
        this.client.send({
          v: TABLE_PROTOCOL,
          type: 'act',
          n: ++this.n,
          uuid: ask.uuid,
          seat: ask.seat,
          ask: ask.ask,
          action,
        });
      },
      rnd(2000, 4000),
    );
    this.pending.set(ask.ask, timer);
  }

  /** The question was withdrawn (answered by a timeout, or no longer asked). */
  withdrawn(ask: number): void {
    const t = this.pending.get(ask);
    if (t) clearTimeout(t);
    this.pending.delete(ask);
  }

  cancelAll(): void {
    for (const t of this.pending.values()) clearTimeout(t);
    this.pending.clear();
  }
}
