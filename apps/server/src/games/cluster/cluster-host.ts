/**
 * Several server processes on one PostgreSQL behave as one (issue 15 point 11). The cluster host wraps the built-in
 * host (local-host.ts: leases, takeover, driving) and adds what crosses processes:
 *
 * - **Publishing**: the events of a game driven here go to the game's event log (`game_events`, numbered in the
 *   game's own sequence, continued by a process that takes the game over), in batches, with a NOTIFY pointer
 *   (`{k:'e', p:[[uuid, seq]…]}`) on commit (publisher.ts) — while another process follows it. A follower says so
 *   (`want`, repeated every WANT_EVERY_MS while it has subscribers or seats; a seat attached from elsewhere counts
 *   too); publishing starts with a `sync` carrying the decision log, and stops WANT_TTL_MS after the last want with a
 *   `quiet` event (a follower reading it asks again and waits for the next sync). A game taken over is published to
 *   its end (its previous owner's followers find it without asking). Nobody elsewhere watching costs nothing: no
 *   event is built, serialised or written (at 750 robot tables that was most of a core).
 * - **Following**: a socket in this process may open a game driven elsewhere. `follow(uuid)` rebuilds a mirror of
 *   it (mirror.ts) from its decisions and the log since its last `sync`; its subscribers then get the log's events
 *   in order (per-seat audiences as published: the table filters them as for a local game), and `view`/`progress`
 *   come from the mirror. Pointers wake the reading; a poll every tick covers a missed one.
 * - **Seats**: `setController` on a followed game tells the driving process (`attach`); it plugs a remote-seat
 *   controller (remote-seats.ts) which forwards each question (`ask`, at an event number) and takes the answer. Here
 *   the question goes to the local controller once the mirror has reached that event, with the mirror's view.
 * - **Takeover**: the new owner reads the log's last number (after catching up, when it followed the game) and
 *   starts with a `sync`: followers rebuild their mirror, re-attach their seats, and send full views.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import type { SeatController } from '../controllers.js';
import type { Action, EnginePort, GameConfig, SeatView } from '../engine.js';
import { LIVE_STATUSES, loadGame } from '../games.repository.js';
import type { FinishedGame, GameEvent, GameSpec, HostedGames, HostStats, LiveProgress, StartClaim } from '../host.js';
import { LocalGameHost, type LocalHostOptions } from '../local-host.js';
import { Bus, type BusMessage } from './bus.js';
import { eventsAfter, lastEvent, lastEventSeq, lastSync, purgeEvents } from './event-log.repository.js';
import { Mirror } from './mirror.js';
import { Publisher } from './publisher.js';
import { RemoteSeats } from './remote-seats.js';

/** Events of ended games are kept this long (s), then purged. */
const KEEP_ENDED_SECONDS = 3600;
const READ_BATCH = 500;
/** How long `follow` waits for a game driven elsewhere to start publishing (its `sync`). */
const SYNC_WAIT_MS = 3000;
/** A follower repeats its `want` this often; the driving process publishes until WANT_TTL_MS after the last one. */
const WANT_EVERY_MS = 4000;
const WANT_TTL_MS = 15_000;
/** Game uuids per `want` message (NOTIFY payloads stay well under their 8000-byte limit). */
const WANT_PER_MESSAGE = 150;

interface Followed {
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

export interface ClusterHostOptions extends Omit<LocalHostOptions, 'publish'> {
  url: string;
  schema?: string;
  /** how often a follower repeats its want, and how long one holds (ms; WANT_EVERY_MS and WANT_TTL_MS by default) */
  want?: { everyMs: number; ttlMs: number };
}

export class ClusterGameHost implements HostedGames {
  readonly local: LocalGameHost;
  private readonly bus: Bus;
  private readonly publisher: Publisher;
  private readonly follows = new Map<string, Followed>();
  /** seats of games driven here whose person is connected to another process */
  private readonly remoteSeats: RemoteSeats;
  /** games driven here that are published, and until when (ms; +∞: taken over, published to its end) */
  private readonly published = new Map<string, number>();
  /** the listener on each game driven here that is published or has subscribers here (unsubscribe functions) */
  private readonly taps = new Map<string, () => void>();
  private lastWant = 0;
  private readonly wantEveryMs: number;
  private readonly wantTtlMs: number;
  private lastPurge = 0;
  private closed = false;
  /** the listening connection, opened at construction (until then, and if it fails, followers only poll) */
  private readonly opened: Promise<void>;
  private readonly E: EnginePort;
  private readonly db: Database;
  private readonly log: FastifyBaseLogger;
  private readonly clock: Clock;

  constructor(o: ClusterHostOptions) {
    this.E = o.engine;
    this.db = o.db;
    this.log = o.log;
    this.clock = o.clock;
    this.wantEveryMs = o.want?.everyMs ?? WANT_EVERY_MS;
    this.wantTtlMs = o.want?.ttlMs ?? WANT_TTL_MS;
    this.local = new LocalGameHost({
      ...o,
      publish: {
        lastSeq: (uuid) => this.catchUp(uuid),
        driving: (uuid, taken) => this.driving(uuid, taken),
      },
    });
    this.bus = new Bus({
      db: o.db,
      url: o.url,
      schema: o.schema,
      log: o.log,
      receive: (m) => this.receive(m),
      reconnected: () => this.reconnected(),
    });
    this.publisher = new Publisher({
      db: o.db,
      owner: this.local.owner,
      channel: this.bus.channel,
      clock: o.clock,
      log: o.log,
      lost: (uuid) => this.log.warn({ game: uuid }, 'events not published: another process drives the game'),
    });
    this.remoteSeats = new RemoteSeats({
      db: o.db,
      local: this.local,
      bus: this.bus,
      lastSeq: (uuid) => this.local.eventSeq(uuid),
    });
    this.opened = this.bus.start().catch((err) => this.log.error({ err }, 'cluster bus: cannot listen'));
  }

  get owner(): string {
    return this.local.owner;
  }

  // ---- the interface: driving is the local host's ---------------------------------------------------------------

  start(spec: GameSpec, claim?: StartClaim): Promise<string | null> {
    return this.local.start(spec, claim);
  }
  pause(uuid: string): Promise<boolean> {
    return this.local.pause(uuid);
  }
  resume(uuid: string): Promise<boolean> {
    return this.local.resume(uuid);
  }
  terminate(uuid: string): Promise<boolean> {
    return this.local.terminate(uuid);
  }
  onFinish(listener: (game: FinishedGame) => void): () => void {
    return this.local.onFinish(listener);
  }
  drives(uuid: string): boolean {
    return this.local.drives(uuid);
  }
  stats(): HostStats {
    return this.local.stats();
  }

  progress(uuid: string): LiveProgress | null {
    if (this.local.drives(uuid)) return this.local.progress(uuid);
    return this.follows.get(uuid)?.mirror?.progress() ?? null;
  }

  view(uuid: string, seat: number): SeatView | null {
    if (this.local.drives(uuid)) return this.local.view(uuid, seat);
    return this.follows.get(uuid)?.mirror?.view(seat) ?? null;
  }

  subscribe(uuid: string, listener: (event: GameEvent) => void): () => void {
    const f = this.entry(uuid);
    f.subs.add(listener);
    this.retap(uuid);
    return () => {
      f.subs.delete(listener);
      if (f.subs.size === 0) f.idleSince = Date.now();
      this.retap(uuid);
    };
  }

  setController(uuid: string, seat: number, controller: SeatController | null): boolean {
    const f = this.follows.get(uuid);
    if (this.local.drives(uuid)) {
      if (f) {
        if (controller) f.controllers.set(seat, controller);
        else f.controllers.delete(seat);
      }
      return this.local.setController(uuid, seat, controller);
    }
    if (!f?.mirror) return false;
    const old = f.controllers.get(seat);
    if (old && old !== controller) old.detach?.();
    this.withdrawFollower(f, seat);
    if (controller) {
      f.controllers.set(seat, controller);
      void this.bus.send({ k: 'attach', g: uuid, seat, from: this.owner, pid: this.bus.pid });
    } else {
      f.controllers.delete(seat);
      void this.bus.send({ k: 'detach', g: uuid, seat, from: this.owner });
    }
    return true;
  }

  async follow(uuid: string): Promise<boolean> {
    await this.opened;
    if (this.local.drives(uuid)) return true;
    const f = this.entry(uuid);
    this.want([uuid]);
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

  /** A mirror from the game's last sync, moved (unseen) up to what subscribers here already got. */
  private async build(f: Followed): Promise<boolean> {
    while (f.reading) await f.reading;
    const sync = await this.firstSync(f.uuid);
    if (!sync) return false;
    const e = JSON.parse(sync.body) as Extract<GameEvent, { type: 'sync' }>;
    if (!(await this.rebuild(f, e))) return false;
    for (let at = sync.seq; at < f.delivered; ) {
      const rows = await eventsAfter(this.db, f.uuid, at, READ_BATCH);
      if (rows.length === 0) break;
      for (const row of rows) {
        if (row.seq > f.delivered) break;
        f.mirror?.apply(JSON.parse(row.body) as GameEvent, this.clock.now());
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
      const last = await lastEvent(this.db, uuid);
      if (last && last.kind !== 'quiet') {
        const sync = await lastSync(this.db, uuid);
        if (sync) return sync;
      }
      if (Date.now() > until || this.closed) return null;
      const row = await this.db.selectFrom('games').select('status').where('uuid', '=', uuid).executeTakeFirst();
      if (!row || !LIVE_STATUSES.includes(row.status)) return null;
      if (Date.now() - asked >= 500) {
        asked = Date.now();
        this.want([uuid]);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** The number of the last event subscribers here got (a new table room starts its numbering from it). */
  eventSeq(uuid: string): number {
    if (this.local.drives(uuid)) return this.local.eventSeq(uuid);
    return this.follows.get(uuid)?.delivered ?? 0;
  }

  // ---- upkeep --------------------------------------------------------------------------------------------------

  async maintain(): Promise<void> {
    if (this.closed) return;
    await this.local.maintain();
    const now = Date.now();
    this.quieten(now);
    const wanted: string[] = [];
    for (const f of this.follows.values()) {
      if (this.local.drives(f.uuid)) continue;
      if (f.subs.size === 0 && f.controllers.size === 0) {
        if (now - f.idleSince > 60_000) this.follows.delete(f.uuid);
        continue;
      }
      wanted.push(f.uuid);
      this.read(f);
    }
    if (now - this.lastWant >= this.wantEveryMs) {
      this.lastWant = now;
      this.want(wanted);
    }
    await this.remoteSeats.check();
    const seconds = this.clock.now();
    if (seconds - this.lastPurge >= 60) {
      this.lastPurge = seconds;
      await purgeEvents(this.db, seconds - KEEP_ENDED_SECONDS);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.opened;
    await this.local.close();
    await this.publisher.drain();
    this.remoteSeats.close();
    for (const f of this.follows.values()) for (const seat of [...f.asks.keys()]) this.withdrawFollower(f, seat);
    this.follows.clear();
    await this.bus.close();
  }

  // ---- publishing (games driven here) ----------------------------------------------------------------------------

  private driving(uuid: string, taken: boolean): void {
    // what was noted of an earlier drive of the game here went with its listeners
    this.published.delete(uuid);
    this.taps.delete(uuid);
    const f = this.follows.get(uuid);
    if (f) {
      f.mirror = null;
      for (const seat of [...f.asks.keys()]) this.withdrawFollower(f, seat);
      // people connected here sit in the game here now
      const seats = [...f.controllers];
      queueMicrotask(() => {
        for (const [seat, c] of seats) if (f.controllers.get(seat) === c) this.local.setController(uuid, seat, c);
      });
    }
    if (taken) this.publish(uuid, Number.POSITIVE_INFINITY);
    else this.retap(uuid);
  }

  /** Publishes a game driven here until `until` (ms) at least; a game not yet published starts with a sync. */
  private publish(uuid: string, until: number): void {
    if (!this.local.drives(uuid)) return;
    const was = this.published.get(uuid);
    if (was !== undefined) {
      this.published.set(uuid, Math.max(was, until));
      return;
    }
    this.published.set(uuid, until);
    this.retap(uuid);
    if (!this.local.sync(uuid)) {
      this.published.delete(uuid);
      this.retap(uuid);
    }
  }

  /** Stops publishing the games nobody elsewhere asked for lately (a `quiet` ends their log for now). */
  private quieten(now: number): void {
    for (const [uuid, until] of [...this.published]) {
      if (!this.local.drives(uuid)) {
        this.published.delete(uuid);
        continue;
      }
      if (until >= now || this.remoteSeats.has(uuid)) continue;
      this.local.quiet(uuid);
      this.published.delete(uuid);
      this.retap(uuid);
    }
    for (const uuid of [...this.taps.keys()]) if (!this.local.drives(uuid)) this.taps.delete(uuid);
  }

  /**
   * A game driven here has one listener of its events while it is published or has subscribers here, and none
   * otherwise: without listeners the driver builds no events at all.
   */
  private retap(uuid: string): void {
    const need = this.published.has(uuid) || (this.follows.get(uuid)?.subs.size ?? 0) > 0;
    const off = this.taps.get(uuid);
    if (need && !off && this.local.drives(uuid)) {
      this.taps.set(
        uuid,
        this.local.subscribe(uuid, (e) => this.tapped(uuid, e)),
      );
    } else if (!need && off) {
      off();
      this.taps.delete(uuid);
    }
  }

  private tapped(uuid: string, e: GameEvent): void {
    if (this.published.has(uuid)) this.publisher.add(e);
    const sub = this.follows.get(uuid);
    if (sub && e.seq > sub.delivered) this.fanOut(sub, e);
    if (e.type === 'finished') {
      this.remoteSeats.forget(uuid);
      this.published.delete(uuid);
      this.taps.delete(uuid);
    }
  }

  /** Asks the processes driving these games to publish them (every process hears it; the driving one acts). */
  private want(uuids: string[]): void {
    for (let i = 0; i < uuids.length; i += WANT_PER_MESSAGE) {
      void this.bus.send({ k: 'want', g: uuids.slice(i, i + WANT_PER_MESSAGE) });
    }
  }

  /** Before a game taken over is driven here: what this process had not read of its log is read first. */
  private async catchUp(uuid: string): Promise<number> {
    const f = this.follows.get(uuid);
    if (f) await this.readNow(f);
    return lastEventSeq(this.db, uuid);
  }

  // ---- following (games driven elsewhere) ------------------------------------------------------------------------

  private entry(uuid: string): Followed {
    let f = this.follows.get(uuid);
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
      this.follows.set(uuid, f);
    }
    return f;
  }

  private async rebuild(f: Followed, sync: Extract<GameEvent, { type: 'sync' }>): Promise<boolean> {
    const data = await loadGame(this.db, f.uuid);
    const n = sync.decisions ?? 0;
    // the sync's own log (decisions are written only at hand ends), else the stored one (older syncs)
    const decisions = sync.log ?? data?.decisions.slice(0, n) ?? [];
    if (!data || !LIVE_STATUSES.includes(data.game.status) || decisions.length < n) {
      f.mirror = null;
      return false;
    }
    const config = JSON.parse(data.game.config) as GameConfig;
    f.mirror = Mirror.rebuild(this.E, f.uuid, config, decisions, sync.paused === true, this.clock.now());
    return true;
  }

  /** Reads the log after what was delivered (one reader per game; a call while it runs makes it read again). */
  private read(f: Followed): void {
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
      .catch((err) => this.log.warn({ err, game: f.uuid }, 'reading a game’s events failed'))
      .finally(() => {
        f.reading = null;
      });
  }

  /**
   * Reads until what was in the log when called is delivered (not until the reader is idle: a busy game keeps
   * publishing, and its reader keeps going while pointers arrive).
   */
  private async readNow(f: Followed): Promise<void> {
    const target = await lastEventSeq(this.db, f.uuid);
    const until = Date.now() + 30_000;
    while (f.delivered < target && !this.closed && !this.local.drives(f.uuid) && Date.now() < until) {
      this.read(f);
      await Promise.race([f.reading, new Promise((r) => setTimeout(r, 10))]);
    }
  }

  private async readAll(f: Followed): Promise<void> {
    for (;;) {
      if (this.local.drives(f.uuid) || this.closed) return;
      const rows = await eventsAfter(this.db, f.uuid, f.delivered, READ_BATCH);
      for (const row of rows) {
        const e = JSON.parse(row.body) as GameEvent;
        if (e.seq <= f.delivered || this.local.drives(f.uuid)) continue;
        if (e.type === 'quiet') {
          // the driving process stopped publishing: the mirror is stale until its next sync, asked for at once
          f.mirror = null;
          for (const seat of [...f.asks.keys()]) this.withdrawFollower(f, seat);
          if (f.subs.size > 0 || f.controllers.size > 0) this.want([f.uuid]);
        } else if (e.type === 'sync') {
          // another process (re)started driving the game: a fresh mirror, questions void, seats sit down again
          for (const seat of [...f.asks.keys()]) this.withdrawFollower(f, seat);
          await this.rebuild(f, e);
          for (const seat of f.controllers.keys()) {
            void this.bus.send({ k: 'attach', g: f.uuid, seat, from: this.owner, pid: this.bus.pid });
          }
        } else {
          f.mirror?.apply(e, this.clock.now());
        }
        this.fanOut(f, e);
        this.startAsks(f);
      }
      if (rows.length < READ_BATCH) return;
    }
  }

  private fanOut(f: Followed, e: GameEvent): void {
    f.delivered = e.seq;
    for (const l of f.subs) {
      try {
        l(e);
      } catch (err) {
        this.log.warn({ err, game: f.uuid }, 'game event listener failed');
      }
    }
  }

  // ---- the bus ------------------------------------------------------------------------------------------------

  private receive(m: BusMessage): void {
    if (this.closed) return;
    switch (m.k) {
      case 'e':
        for (const [uuid, seq] of m.p) {
          const f = this.follows.get(uuid);
          if (f && seq > f.delivered && !this.local.drives(uuid)) this.read(f);
        }
        return;
      case 'want':
        for (const uuid of m.g) if (this.local.drives(uuid)) this.publish(uuid, Date.now() + this.wantTtlMs);
        return;
      case 'attach':
      case 'detach':
      case 'answer':
        this.remoteSeats.receive(m);
        return;
      case 'ask': {
        if (m.to !== this.owner) return;
        const f = this.follows.get(m.g);
        if (!f?.controllers.has(m.seat)) {
          void this.bus.send({ k: 'answer', to: m.from, g: m.g, seat: m.seat, id: m.id, a: null });
          return;
        }
        this.withdrawFollower(f, m.seat);
        f.asks.set(m.seat, { id: m.id, at: m.at, from: m.from, started: false, abort: new AbortController() });
        this.startAsks(f);
        return;
      }
      case 'withdraw': {
        if (m.to !== this.owner) return;
        const f = this.follows.get(m.g);
        if (f && f.asks.get(m.seat)?.id === m.id) this.withdrawFollower(f, m.seat);
        return;
      }
    }
  }

  private reconnected(): void {
    // what was said while the connection was down is not heard: read every followed game, seat people again
    for (const f of this.follows.values()) {
      if (this.local.drives(f.uuid)) continue;
      this.read(f);
      for (const seat of f.controllers.keys()) {
        void this.bus.send({ k: 'attach', g: f.uuid, seat, from: this.owner, pid: this.bus.pid });
      }
    }
  }

  // ---- questions from the driving process (games followed here) -----------------------------------------------

  /** Puts the questions whose event the mirror has reached to the seats' controllers. */
  private startAsks(f: Followed): void {
    for (const [seat, ask] of f.asks) {
      if (ask.started || f.delivered < ask.at) continue;
      const controller = f.controllers.get(seat);
      const view = f.mirror?.view(seat);
      if (!controller || !view?.choices) {
        f.asks.delete(seat);
        void this.bus.send({ k: 'answer', to: ask.from, g: f.uuid, seat, id: ask.id, a: null });
        continue;
      }
      ask.started = true;
      const reply = (a: Action | null) => {
        if (ask.abort.signal.aborted || f.asks.get(seat) !== ask) return;
        f.asks.delete(seat);
        void this.bus.send({ k: 'answer', to: ask.from, g: f.uuid, seat, id: ask.id, a });
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

  private withdrawFollower(f: Followed, seat: number): void {
    const ask = f.asks.get(seat);
    if (!ask) return;
    f.asks.delete(seat);
    ask.abort.abort();
  }
}
