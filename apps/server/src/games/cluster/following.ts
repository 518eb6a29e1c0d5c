/**
 * The cluster host's following side: games driven by another process that sockets of this one opened. Each has a
 * mirror (mirror.ts) rebuilt from its decisions and its event log since the last `sync`; the log is read in order
 * (a NOTIFY pointer wakes the reading, the host's tick covers a missed one) and each event goes to the mirror and to
 * the subscribers here. People connected here to seats of such a game answer the driving process's questions
 * (`ask` / `withdraw` / `answer` over the bus), each put to the seat's controller once the mirror has reached the
 * event it follows, with the mirror's view.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import type { SeatController } from '../controllers.js';
import type { Action, EnginePort, GameConfig } from '../engine.js';
import { LIVE_STATUSES, loadGame } from '../games.repository.js';
import type { GameEvent } from '../host.js';
import type { BusMessage, ClusterBus } from './bus.js';
import { eventsAfter, lastEvent, lastEventSeq, lastSync } from './event-log.repository.js';
import { Mirror } from './mirror.js';

const READ_BATCH = 500;
/** How long `follow` waits for a game driven elsewhere to start publishing (its `sync`). */
const SYNC_WAIT_MS = 3000;

export interface Followed {
  uuid: string;
  subs: Set<(e: GameEvent) => void>;
  /** the last event number handed to subscribers (and applied to the mirror) */
  delivered: number;
  mirror: Mirror | null;
  /** seats whose person is connected to this process */
  controllers: Map<number, SeatController>;
  /** questions from the driving process for those seats */
  asks: Map<number, FollowerAsk>;
  reading: Promise<void> | null;
  /** the mirror being built by `follow` (reading waits for it) */
  building: Promise<boolean> | null;
  again: boolean;
  idleSince: number;
}

interface FollowerAsk {
  id: number;
  at: number;
  from: string;
  started: boolean;
  abort: AbortController;
}

export interface FollowingOptions {
  db: Database;
  engine: EnginePort;
  clock: Clock;
  log: FastifyBaseLogger;
  bus: ClusterBus;
  /** this process (the address of its answers) */
  owner: string;
  /** whether this process drives the game now (its events then come from the local host, not the log) */
  drives: (uuid: string) => boolean;
  /** asks the processes driving these games to publish them */
  want: (uuids: string[]) => void;
}

export class Following {
  /** the games opened here, driven here or elsewhere (a game taken over keeps its entry: its subscribers stay) */
  readonly games = new Map<string, Followed>();
  private closed = false;

  constructor(private readonly o: FollowingOptions) {}

  /** The game's entry, made on first use. */
  entry(uuid: string): Followed {
    let f = this.games.get(uuid);
    if (!f) {
      f = {
        uuid,
        subs: new Set(),
        delivered: 0,
        mirror: null,
        controllers: new Map(),
        asks: new Map(),
        reading: null,
        building: null,
        again: false,
        idleSince: Date.now(),
      };
      this.games.set(uuid, f);
    }
    return f;
  }

  /** Builds the game's mirror (unless sound) and reads its log to the end; false when the game cannot be followed. */
  async follow(uuid: string): Promise<boolean> {
    const f = this.entry(uuid);
    this.o.want([uuid]);
    // twice at most: the log may go quiet while it is read (the driving process then publishes again, from a sync)
    for (let attempt = 0; attempt < 2 && !this.closed; attempt++) {
      if (!f.mirror?.sound) {
        // one build at a time per game; the reader waits for it (it would hand the sync to the room a second time)
        f.building ??= this.build(f).finally(() => {
          f.building = null;
        });
        if (!(await f.building)) return false;
      }
      // the rest of the log (subscribers, if any, get it too)
      await this.readNow(f);
      if (f.mirror) return !this.closed;
    }
    return false;
  }

  /** A person here sits down at (or leaves) a seat of a game followed here; false without a mirror. */
  setController(f: Followed, seat: number, controller: SeatController | null): boolean {
    if (!f.mirror) return false;
    const old = f.controllers.get(seat);
    if (old && old !== controller) old.detach?.();
    this.withdraw(f, seat);
    if (controller) {
      f.controllers.set(seat, controller);
      this.attach(f, seat);
    } else {
      f.controllers.delete(seat);
      void this.o.bus.send({ k: 'detach', g: f.uuid, seat, from: this.o.owner });
    }
    return true;
  }

  /** Tells the driving process that the person of this seat is connected here. */
  attach(f: Followed, seat: number): void {
    void this.o.bus.send({ k: 'attach', g: f.uuid, seat, from: this.o.owner, pid: this.o.bus.pid });
  }

  /** Reads the log after what was delivered (one reader per game; a call while it runs makes it read again). */
  read(f: Followed): void {
    if (f.reading || f.building) {
      f.again = true;
      return;
    }
    f.reading = (async () => {
      do {
        f.again = false;
        await this.readAll(f);
      } while (f.again && !this.closed);
    })()
      .catch((err) => this.o.log.warn({ err, game: f.uuid }, 'reading a game’s events failed'))
      .finally(() => {
        f.reading = null;
      });
  }

  /**
   * Reads until what was in the log when called is delivered (not until the reader is idle: a busy game keeps
   * publishing, and its reader keeps going while pointers arrive).
   */
  async readNow(f: Followed): Promise<void> {
    const target = await lastEventSeq(this.o.db, f.uuid);
    const until = Date.now() + 30_000;
    while (f.delivered < target && !this.closed && !this.o.drives(f.uuid) && Date.now() < until) {
      this.read(f);
      await Promise.race([f.reading, new Promise((r) => setTimeout(r, 10))]);
    }
  }

  /** Hands an event to the game's subscribers here. */
  fanOut(f: Followed, e: GameEvent): void {
    f.delivered = e.seq;
    for (const l of f.subs) {
      try {
        l(e);
      } catch (err) {
        this.o.log.warn({ err, game: f.uuid }, 'game event listener failed');
      }
    }
  }

  /** A question of the driving process for a seat whose person is here (or a refusal when none is). */
  asked(m: Extract<BusMessage, { k: 'ask' }>): void {
    const f = this.games.get(m.g);
    if (!f?.controllers.has(m.seat)) {
      void this.o.bus.send({ k: 'answer', to: m.from, g: m.g, seat: m.seat, id: m.id, a: null });
      return;
    }
    this.withdraw(f, m.seat);
    f.asks.set(m.seat, { id: m.id, at: m.at, from: m.from, started: false, abort: new AbortController() });
    this.startAsks(f);
  }

  /** The driving process no longer wants the answer to this question. */
  withdrawn(m: Extract<BusMessage, { k: 'withdraw' }>): void {
    const f = this.games.get(m.g);
    if (f && f.asks.get(m.seat)?.id === m.id) this.withdraw(f, m.seat);
  }

  /** Withdraws the question open at a seat (its controller's signal is aborted). */
  withdraw(f: Followed, seat: number): void {
    const ask = f.asks.get(seat);
    if (!ask) return;
    f.asks.delete(seat);
    ask.abort.abort();
  }

  /** Withdraws every open question of the game. */
  withdrawAll(f: Followed): void {
    for (const seat of [...f.asks.keys()]) this.withdraw(f, seat);
  }

  /** No more reading or following (the process is closing); entries stay until `close`. */
  stop(): void {
    this.closed = true;
  }

  close(): void {
    this.closed = true;
    for (const f of this.games.values()) this.withdrawAll(f);
    this.games.clear();
  }

  // ---- the mirror and the log ----------------------------------------------------------------------------------

  /** A mirror from the game's last sync, moved (unseen) up to what subscribers here already got. */
  private async build(f: Followed): Promise<boolean> {
    while (f.reading) await f.reading;
    const sync = await this.firstSync(f.uuid);
    if (!sync) return false;
    const e = JSON.parse(sync.body) as Extract<GameEvent, { type: 'sync' }>;
    if (!(await this.rebuild(f, e))) return false;
    for (let at = sync.seq; at < f.delivered; ) {
      const rows = await eventsAfter(this.o.db, f.uuid, at, READ_BATCH);
      if (rows.length === 0) break;
      for (const row of rows) {
        if (row.seq > f.delivered) break;
        f.mirror?.apply(JSON.parse(row.body) as GameEvent, this.o.clock.now());
        at = row.seq;
      }
      if (rows[rows.length - 1].seq > f.delivered) break;
    }
    if (f.delivered < sync.seq) f.delivered = sync.seq;
    return true;
  }

  /**
   * The sync the game's log is published from now. None while the log is empty or ends quiet: the driving process
   * has not heard a want yet (asked again every half second, waiting up to SYNC_WAIT_MS).
   */
  private async firstSync(uuid: string) {
    const until = Date.now() + SYNC_WAIT_MS;
    let asked = Date.now();
    for (;;) {
      const last = await lastEvent(this.o.db, uuid);
      if (last && last.kind !== 'quiet') {
        const sync = await lastSync(this.o.db, uuid);
        if (sync) return sync;
      }
      if (Date.now() > until || this.closed) return null;
      const row = await this.o.db.selectFrom('games').select('status').where('uuid', '=', uuid).executeTakeFirst();
      if (!row || !LIVE_STATUSES.includes(row.status)) return null;
      if (Date.now() - asked >= 500) {
        asked = Date.now();
        this.o.want([uuid]);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  private async rebuild(f: Followed, sync: Extract<GameEvent, { type: 'sync' }>): Promise<boolean> {
    const data = await loadGame(this.o.db, f.uuid);
    const n = sync.decisions ?? 0;
    // the sync's own log (decisions are written only at hand ends), else the stored one (older syncs)
    const decisions = sync.log ?? data?.decisions.slice(0, n) ?? [];
    if (!data || !LIVE_STATUSES.includes(data.game.status) || decisions.length < n) {
      f.mirror = null;
      return false;
    }
    const config = JSON.parse(data.game.config) as GameConfig;
    f.mirror = Mirror.rebuild(this.o.engine, f.uuid, config, decisions, sync.paused === true, this.o.clock.now());
    return true;
  }

  private async readAll(f: Followed): Promise<void> {
    for (;;) {
      if (this.o.drives(f.uuid) || this.closed) return;
      const rows = await eventsAfter(this.o.db, f.uuid, f.delivered, READ_BATCH);
      for (const row of rows) {
        const e = JSON.parse(row.body) as GameEvent;
        if (e.seq <= f.delivered || this.o.drives(f.uuid)) continue;
        if (e.type === 'quiet') {
          // the driving process stopped publishing: the mirror is stale until its next sync, asked for at once
          f.mirror = null;
          this.withdrawAll(f);
          if (f.subs.size > 0 || f.controllers.size > 0) this.o.want([f.uuid]);
        } else if (e.type === 'sync') {
          // another process (re)started driving the game: a fresh mirror, questions void, seats sit down again
          this.withdrawAll(f);
          await this.rebuild(f, e);
          for (const seat of f.controllers.keys()) this.attach(f, seat);
        } else {
          f.mirror?.apply(e, this.o.clock.now());
        }
        this.fanOut(f, e);
        this.startAsks(f);
      }
      if (rows.length < READ_BATCH) return;
    }
  }

  // ---- questions from the driving process ----------------------------------------------------------------------

  /** Puts the questions whose event the mirror has reached to the seats' controllers. */
  private startAsks(f: Followed): void {
    for (const [seat, ask] of f.asks) {
      if (ask.started || f.delivered < ask.at) continue;
      const controller = f.controllers.get(seat);
      const view = f.mirror?.view(seat);
      if (!controller || !view?.choices) {
        f.asks.delete(seat);
        void this.o.bus.send({ k: 'answer', to: ask.from, g: f.uuid, seat, id: ask.id, a: null });
        continue;
      }
      ask.started = true;
      const reply = (a: Action | null) => {
        if (ask.abort.signal.aborted || f.asks.get(seat) !== ask) return;
        f.asks.delete(seat);
        void this.o.bus.send({ k: 'answer', to: ask.from, g: f.uuid, seat, id: ask.id, a });
      };
      try {
        Promise.resolve(controller.decide({ gameUuid: f.uuid, seat, view, signal: ask.abort.signal })).then(
          (a) => reply(a),
          () => reply(null),
        );
      } catch {
        reply(null);
      }
    }
  }
}
