/**
 * Several server processes on one PostgreSQL behave as one. The cluster host wraps the built-in
 * host (local-host.ts: leases, takeover, driving) and adds what crosses processes:
 *
 * - **Publishing**: the events of a game driven here go to the game's event log (`game_events`, numbered in the
 *   game's own sequence, continued by a process that takes the game over), in batches, with a NOTIFY pointer
 *   (`{k:'e', p:[[uuid, seq]…]}`) on commit (publisher.ts) — while another process follows it. A follower says so
 *   (`want`, repeated every WANT_EVERY_MS while it has subscribers or seats; a seat attached from elsewhere counts
 *   too); publishing starts with a `sync` carrying the decision log, and stops WANT_TTL_MS after the last want with a
 *   `quiet` event (a follower reading it asks again and waits for the next sync). A game taken over is published to
 *   its end (its previous owner's followers find it without asking). Nobody elsewhere watching costs nothing: no
 *   event is built, serialised or written (at 750 robot tables that would take most of a core).
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
import type { SeatView } from '../engine.js';
import type { FinishedGame, GameEvent, GameSpec, HostedGames, HostStats, LiveProgress, StartClaim } from '../host.js';
import { LocalGameHost, type LocalHostOptions } from '../local-host.js';
import type { BusMessage, BusOptions, ClusterBus } from './bus.js';
import { lastEventSeq, purgeEvents } from './event-log.repository.js';
import { Following } from './following.js';
import { Publisher } from './publisher.js';
import { RemoteSeats } from './remote-seats.js';

/**
 * Events of ended games are kept this long (s), then purged: a follower reads a game's end within a turn of its upkeep
 * (an idle one is dropped after a minute), and a socket opening an ended game gets its recorded result, so five
 * minutes is ample; the log then holds little more than the running games' events (at 750 tables the log grows
 * ~50 MB a minute while they play: bench/RESULTS.md, soak).
 */
const KEEP_ENDED_SECONDS = 300;
/** A follower repeats its `want` this often; the driving process publishes until WANT_TTL_MS after the last one. */
const WANT_EVERY_MS = 4000;
const WANT_TTL_MS = 15_000;
/** Game uuids per `want` message (NOTIFY payloads stay well under their 8000-byte limit). */
const WANT_PER_MESSAGE = 150;

export interface ClusterHostOptions extends Omit<LocalHostOptions, 'publish'> {
  /** opens the bus between the cluster's members (PgBus between processes, ThreadBus between game threads) */
  bus: (o: BusOptions) => ClusterBus;
  /** how often a follower repeats its want, and how long one holds (ms; WANT_EVERY_MS and WANT_TTL_MS by default) */
  want?: { everyMs: number; ttlMs: number };
}

export class ClusterGameHost implements HostedGames {
  readonly local: LocalGameHost;
  private readonly bus: ClusterBus;
  private readonly publisher: Publisher;
  /** games opened here (following.ts): driven elsewhere, or driven here with subscribers here */
  private readonly following: Following;
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
  private readonly db: Database;
  private readonly log: FastifyBaseLogger;
  private readonly clock: Clock;

  constructor(o: ClusterHostOptions) {
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
    this.bus = o.bus({
      log: o.log,
      receive: (m) => this.receive(m),
      reconnected: () => this.reconnected(),
    });
    this.publisher = new Publisher({
      db: o.db,
      owner: this.local.owner,
      bus: this.bus,
      clock: o.clock,
      log: o.log,
      lost: (uuid) => this.log.warn({ game: uuid }, 'events not published: another process drives the game'),
    });
    this.following = new Following({
      db: o.db,
      engine: o.engine,
      clock: o.clock,
      log: o.log,
      bus: this.bus,
      owner: this.local.owner,
      drives: (uuid) => this.local.drives(uuid),
      want: (uuids) => this.want(uuids),
    });
    this.remoteSeats = new RemoteSeats({
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
    return this.stored(uuid, this.local.pause(uuid));
  }
  resume(uuid: string): Promise<boolean> {
    return this.stored(uuid, this.local.resume(uuid));
  }
  terminate(uuid: string): Promise<boolean> {
    return this.stored(uuid, this.local.terminate(uuid));
  }

  /**
   * A request stored in the games row for a game driven elsewhere: its driver would apply it at its next lease
   * renewal (within a second); the bus tells it to apply it now.
   */
  private async stored(uuid: string, applied: Promise<boolean>): Promise<boolean> {
    const ok = await applied;
    if (!this.local.drives(uuid)) void this.bus.send({ k: 'apply', g: uuid });
    return ok;
  }
  onFinish(listener: (game: FinishedGame) => void): () => void {
    return this.local.onFinish(listener);
  }
  drives(uuid: string): boolean {
    return this.local.drives(uuid);
  }
  /** Here at once; the other processes when the bus delivers it (this one hears its own message too: harmless). */
  announceChange(uniqueId: number, seasonId: number): void {
    this.local.announceChange(uniqueId, seasonId);
    void this.bus.send({ k: 'change', u: uniqueId, s: seasonId });
  }
  onChange(listener: (uniqueId: number, seasonId: number) => void): () => void {
    return this.local.onChange(listener);
  }
  stats(): HostStats {
    return this.local.stats();
  }

  progress(uuid: string): LiveProgress | null {
    if (this.local.drives(uuid)) return this.local.progress(uuid);
    return this.following.games.get(uuid)?.mirror?.progress() ?? null;
  }

  view(uuid: string, seat: number): SeatView | null {
    if (this.local.drives(uuid)) return this.local.view(uuid, seat);
    return this.following.games.get(uuid)?.mirror?.view(seat) ?? null;
  }

  subscribe(uuid: string, listener: (event: GameEvent) => void): () => void {
    const f = this.following.entry(uuid);
    f.subs.add(listener);
    this.retap(uuid);
    return () => {
      f.subs.delete(listener);
      if (f.subs.size === 0) f.idleSince = Date.now();
      this.retap(uuid);
    };
  }

  setController(uuid: string, seat: number, controller: SeatController | null): boolean {
    const f = this.following.games.get(uuid);
    if (this.local.drives(uuid)) {
      if (f) {
        if (controller) f.controllers.set(seat, controller);
        else f.controllers.delete(seat);
      }
      return this.local.setController(uuid, seat, controller);
    }
    return f ? this.following.setController(f, seat, controller) : false;
  }

  async follow(uuid: string): Promise<boolean> {
    await this.opened;
    if (this.local.drives(uuid)) return true;
    return this.following.follow(uuid);
  }

  /** The number of the last event subscribers here got (a new table room starts its numbering from it). */
  eventSeq(uuid: string): number {
    if (this.local.drives(uuid)) return this.local.eventSeq(uuid);
    return this.following.games.get(uuid)?.delivered ?? 0;
  }

  // ---- upkeep --------------------------------------------------------------------------------------------------

  async maintain(): Promise<void> {
    if (this.closed) return;
    await this.local.maintain();
    const now = Date.now();
    this.quieten(now);
    const wanted: string[] = [];
    for (const f of this.following.games.values()) {
      if (this.local.drives(f.uuid)) continue;
      if (f.subs.size === 0 && f.controllers.size === 0) {
        if (now - f.idleSince > 60_000) this.following.games.delete(f.uuid);
        continue;
      }
      wanted.push(f.uuid);
      this.following.read(f);
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
    this.following.stop();
    await this.opened;
    await this.local.close();
    await this.publisher.drain();
    this.remoteSeats.close();
    this.following.close();
    await this.bus.close();
  }

  // ---- publishing (games driven here) ----------------------------------------------------------------------------

  private driving(uuid: string, taken: boolean): void {
    // what was noted of an earlier drive of the game here went with its listeners
    this.published.delete(uuid);
    this.taps.delete(uuid);
    const f = this.following.games.get(uuid);
    if (f) {
      f.mirror = null;
      this.following.withdrawAll(f);
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
    const need = this.published.has(uuid) || (this.following.games.get(uuid)?.subs.size ?? 0) > 0;
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
    const sub = this.following.games.get(uuid);
    if (sub && e.seq > sub.delivered) this.following.fanOut(sub, e);
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
    const f = this.following.games.get(uuid);
    if (f) await this.following.readNow(f);
    return lastEventSeq(this.db, uuid);
  }

  // ---- the bus ------------------------------------------------------------------------------------------------

  private receive(m: BusMessage): void {
    if (this.closed) return;
    switch (m.k) {
      case 'e':
        for (const [uuid, seq] of m.p) {
          const f = this.following.games.get(uuid);
          if (f && seq > f.delivered && !this.local.drives(uuid)) this.following.read(f);
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
      case 'ask':
        if (m.to === this.owner) this.following.asked(m);
        return;
      case 'withdraw':
        if (m.to === this.owner) this.following.withdrawn(m);
        return;
      case 'apply':
        if (this.local.drives(m.g)) void this.local.applyStoredRequest(m.g);
        return;
      case 'change':
        this.local.announceChange(m.u, m.s);
        return;
    }
  }

  private reconnected(): void {
    // what was said while the connection was down is not heard: read every followed game, seat people again
    for (const f of this.following.games.values()) {
      if (this.local.drives(f.uuid)) continue;
      this.following.read(f);
      for (const seat of f.controllers.keys()) this.following.attach(f, seat);
    }
  }
}
