/**
 * Seats of games driven here whose person is connected to another process (the cluster host's driving side): a
 * follower's `attach` plugs a controller that forwards each question over the bus (`ask`, at the event number it
 * follows) and takes the `answer`; a question the host withdraws is withdrawn there too (`withdraw`). A question not
 * answered in ASK_LIMIT_MS is auto-played (its process hung), and seats of a member the bus says is gone (a process
 * whose listening backend is gone, a thread that ended) go back to auto-play at the next check.
 */
import { autoPlayAction, type SeatController } from '../controllers.js';
import type { Action } from '../engine.js';
import type { LocalGameHost } from '../local-host.js';
import type { BusMessage, ClusterBus } from './bus.js';

/** A question forwarded to another process is auto-played if not answered in this time. */
const ASK_LIMIT_MS = 10 * 60_000;

interface RemoteSeat {
  from: string;
  pid: number;
  pending: { id: number; done: (a: Action | null) => void } | null;
}

export class RemoteSeats {
  private readonly seats = new Map<string, RemoteSeat>();
  private askIds = 0;
  private closed = false;

  constructor(
    private readonly o: {
      local: LocalGameHost;
      bus: ClusterBus;
      /** the number of the last event of a game published here (what a question follows) */
      lastSeq: (uuid: string) => number;
    },
  ) {}

  /** Bus messages for the driving side: attach, detach, answer. */
  receive(m: BusMessage): void {
    const { local } = this.o;
    switch (m.k) {
      case 'attach':
        if (local.drives(m.g) && m.from !== local.owner) this.attach(m.g, m.seat, m.from, m.pid);
        return;
      case 'detach': {
        const rs = this.seats.get(`${m.g}:${m.seat}`);
        if (rs && rs.from === m.from && local.drives(m.g)) local.setController(m.g, m.seat, null);
        return;
      }
      case 'answer': {
        if (m.to !== local.owner) return;
        const rs = this.seats.get(`${m.g}:${m.seat}`);
        if (rs?.pending?.id === m.id) rs.pending.done(m.a);
        return;
      }
      default:
        return;
    }
  }

  /** Whether a seat of the game is played from another process (its events must be published meanwhile). */
  has(uuid: string): boolean {
    for (const key of this.seats.keys()) if (key.startsWith(`${uuid}:`)) return true;
    return false;
  }

  /** The game ended: its seats are forgotten (the host detached their controllers). */
  forget(uuid: string): void {
    for (const key of [...this.seats.keys()]) if (key.startsWith(`${uuid}:`)) this.seats.delete(key);
  }

  /** Seats whose process died (its listening connection is gone) go back to auto-play. */
  async check(): Promise<void> {
    if (this.seats.size === 0) return;
    const alive = await this.o.bus.alive([...new Set([...this.seats.values()].map((r) => r.pid))]);
    for (const [key, rs] of [...this.seats]) {
      if (alive.has(rs.pid)) continue;
      const cut = key.lastIndexOf(':');
      this.seats.delete(key);
      this.o.local.setController(key.slice(0, cut), Number(key.slice(cut + 1)), null);
    }
  }

  close(): void {
    this.closed = true;
    for (const rs of this.seats.values()) rs.pending?.done(null);
    this.seats.clear();
  }

  private attach(uuid: string, seat: number, from: string, pid: number): void {
    const { bus, local } = this.o;
    const key = `${uuid}:${seat}`;
    const rs: RemoteSeat = { from, pid, pending: null };
    const controller: SeatController = {
      kind: 'person',
      decide: (request) =>
        new Promise<Action>((resolve) => {
          if (this.seats.get(key) !== rs || this.closed) return resolve(autoPlayAction(request.view));
          const id = ++this.askIds;
          let settled = false;
          const done = (a: Action | null) => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            if (rs.pending?.id === id) rs.pending = null;
            resolve(a ?? autoPlayAction(request.view));
          };
          const timer = setTimeout(() => done(null), ASK_LIMIT_MS);
          rs.pending = { id, done };
          request.signal.addEventListener(
            'abort',
            () => {
              if (settled) return;
              void bus.send({ k: 'withdraw', to: from, g: uuid, seat, id });
              done(null);
            },
            { once: true },
          );
          void bus.send({ k: 'ask', to: from, from: local.owner, g: uuid, seat, id, at: this.o.lastSeq(uuid) });
        }),
      detach: () => {
        if (this.seats.get(key) === rs) this.seats.delete(key);
        rs.pending?.done(null);
      },
    };
    this.seats.set(key, rs);
    local.setController(uuid, seat, controller);
  }
}
