/**
 * The players' table service: every socket of this process, what it opened, and the rooms (one per live game with
 * sockets). Sockets call `auth`, `open`, `act`, `leave`; the hub answers through the socket's `send`. Nothing a
 * client says is trusted: the session decides who it is, the game's seats decide where it may sit, the contest
 * decides whether it may watch, and the room checks every answer against the seat's open question.
 *
 * The socket follows the session (DESIGN.md section 5): every authenticated socket remembers its session and what it
 * opened each game as (a seat, a seated person watching, a manager, an observer). Every second (`CHECK_EVERY_MS`)
 * the hub checks them all again in one query (modules/access/table-rights.ts `rightsHeld`) — sessions live and their accounts
 * not banned, seats' people still joined on the season's roster when they were at the open, watchers still managers or
 * observers — and ends the sockets that lost one: a last `bye` with the reason, then the close (4401 when the session
 * ended, 4403 when a right to the game did); their seats go the way of a disconnected seat (the room's leave). The
 * database is the truth, so a logout, a ban, an expiry or a removal made by any process (or the operator's CLI) ends
 * this process's sockets within a tick. Changes made in this process nudge the hub (access-ended.ts), which checks at
 * once.
 */
import { ErrorCode, TABLE_PROTOCOL, type TableClientMessage } from '@taikai/shared';
import { onAccessEnded } from '../../access-ended.js';
import type { Cancel } from '../../clock.js';
import type { AppContext } from '../../context.js';
import { isJoined, type RightCheck, rightsHeld, sessionEnds, watchRights } from '../access/table-rights.js';
import { findSessionAccount } from '../auth/auth.repository.js';
import { hashToken } from '../auth/tokens.js';
import { clockRule } from './table.clock.js';
import { findTableGame, recordedResult, type TableGame } from './table.repository.js';
import { type TableConn, TableRoom } from './table.room.js';
import { delayedConn } from './table.watch-delay.js';

/**
 * How often the hub checks its sockets' sessions and rights again (a change shows within this plus the queries; a
 * change this process makes is checked at once), and how many sockets one query checks: the queries of a check run
 * one per turn of the event loop, so a check of thousands of sockets never holds the loop for long. The interval is
 * on the app's clock (tests move it to make the next check come).
 */
export const CHECK_EVERY_MS = 1000;
const CHECK_BATCH = 256;

/** Why the server ends a socket it had let in: its session ended (4401), or its right to a game it opened (4403). */
export type EndReason = 'logout' | 'expired' | 'banned' | 'removed';

/** What a socket opened a game as: the right checked again while it is open. */
interface Grant {
  unique_id: number;
  season_id: number;
  /** a seat; `seated`: a seated person watching their own game; a manager (or the creator); an observer */
  via: 'seat' | 'seated' | 'manager' | 'observer';
  /** a seat's person was a joined player of the season at the open (then leaving the roster ends the socket) */
  joined: boolean;
}

export interface SocketState {
  conn: TableConn | null;
  account_id: number;
  nickname: string;
  /** rooms this socket opened */
  rooms: Map<string, TableRoom>;
  /** the session the socket authenticated with (SHA-256 of its token), once it has */
  token_hash: string | null;
  /** each opened game's right (kept beside `rooms`) */
  grants: Map<string, Grant>;
  /** the server closed the socket (or is closing it): nothing it says is handled any more */
  ended: boolean;
  /** ends the socket for a session or right that ended: a last `bye`, the close, the seats as on a disconnect */
  end(reason: EndReason): void;
}

type Reply = (m: Parameters<TableConn['send']>[0]) => void;

export class TableHub {
  private readonly rooms = new Map<string, TableRoom>();
  /** the authenticated sockets, whose sessions and rights are checked at every tick */
  private readonly live = new Set<SocketState>();
  private nextConn = 0;
  /** the next check, on the app's clock */
  private timer: Cancel | null = null;
  private checking: Promise<void> | null = null;
  private checkAgain = false;
  private stopped = false;
  private unsubscribe: () => void = () => {};

  constructor(private readonly ctx: AppContext) {}

  /** Starts the checks: every CHECK_EVERY_MS, and at once when this process ended a session or a right. */
  start(): void {
    this.unsubscribe = onAccessEnded(this.ctx.db, () => void this.check());
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe();
    this.timer?.();
    this.timer = null;
  }

  /** An authenticated socket: its session and rights are checked from now on. */
  track(s: SocketState): void {
    if (!s.ended) this.live.add(s);
  }

  connId(): number {
    return ++this.nextConn;
  }

  stats(): { rooms: number; sockets: number } {
    let sockets = 0;
    for (const r of this.rooms.values()) sockets += r.size;
    return { rooms: this.rooms.size, sockets };
  }

  /** The session behind a token, or null (expired, unknown, banned). */
  async authenticate(token: string): Promise<{ account_id: number; nickname: string; token_hash: string } | null> {
    const token_hash = hashToken(token);
    const a = await findSessionAccount(this.ctx.db, token_hash, this.ctx.clock.now());
    return a && !a.banned ? { account_id: a.account_id, nickname: a.nickname, token_hash } : null;
  }

  async handle(s: SocketState, msg: Exclude<TableClientMessage, { type: 'auth' }>, reply: Reply): Promise<void> {
    const conn = s.conn;
    if (!conn || s.ended) return;
    switch (msg.type) {
      case 'ping':
        reply({ v: TABLE_PROTOCOL, type: 'pong', n: msg.n, time: this.ctx.clock.nowMs() });
        return;
      case 'back':
        s.rooms.get(msg.uuid)?.back(conn);
        return;
      case 'leave': {
        const room = s.rooms.get(msg.uuid);
        if (room) {
          s.rooms.delete(msg.uuid);
          s.grants.delete(msg.uuid);
          room.leave(conn);
        }
        return;
      }
      case 'open': {
        const code = await this.open(s, conn, msg.uuid, msg.since, msg.watch === true, reply);
        if (code) reply({ v: TABLE_PROTOCOL, type: 'refused', n: null, code });
        return;
      }
      case 'act': {
        const room = s.rooms.get(msg.uuid);
        const code = room ? room.answer(conn, msg.seat, msg.ask, msg.action) : ErrorCode.GAME_NOT_FOUND;
        reply(
          code
            ? { v: TABLE_PROTOCOL, type: 'refused', n: msg.n, code }
            : { v: TABLE_PROTOCOL, type: 'accepted', n: msg.n },
        );
        return;
      }
    }
  }

  /** The socket is gone: its seats go back to auto-play. */
  disconnect(s: SocketState): void {
    this.live.delete(s);
    s.grants.clear();
    const conn = s.conn;
    if (!conn) return;
    for (const room of s.rooms.values()) room.leave(conn);
    s.rooms.clear();
  }

  // ---- the socket follows the session --------------------------------------------------------------------------

  private schedule(): void {
    if (this.stopped) return;
    this.timer = this.ctx.clock.after(
      CHECK_EVERY_MS,
      () => {
        this.timer = null;
        void this.check().finally(() => this.schedule());
      },
      { unref: true },
    );
  }

  /**
   * Checks every tracked socket's session and rights now (one query) and ends those that lost one. A call while a
   * check runs makes that check run once more when it is done (a change committed meanwhile is not missed).
   */
  check(): Promise<void> {
    if (this.checking) {
      this.checkAgain = true;
      return this.checking;
    }
    this.checking = (async () => {
      do {
        this.checkAgain = false;
        try {
          await this.checkOnce();
        } catch (err) {
          this.ctx.log.error({ err }, 'table: checking the sockets’ sessions failed');
        }
      } while (this.checkAgain && !this.stopped);
    })().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  private async checkOnce(): Promise<void> {
    const sockets = [...this.live].filter((s) => !s.ended && s.token_hash);
    for (let i = 0; i < sockets.length; i += CHECK_BATCH) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      await this.checkSockets(sockets.slice(i, i + CHECK_BATCH));
    }
  }

  private async checkSockets(sockets: SocketState[]): Promise<void> {
    const checks: RightCheck[] = [];
    /** per socket: its session check, and each grant with its check (grants of closed rooms are not checked) */
    const owners: { s: SocketState; session: number; grants: { grant: Grant; at: number }[] }[] = [];
    for (const s of sockets) {
      if (s.ended || !s.token_hash) continue;
      const session = checks.push({ kind: 'session', token_hash: s.token_hash }) - 1;
      const grants: { grant: Grant; at: number }[] = [];
      for (const [uuid, g] of s.grants) {
        if (s.rooms.get(uuid)?.closed !== false) continue;
        const who = { unique_id: g.unique_id, account_id: s.account_id };
        let at = -1;
        if (g.via === 'manager' || g.via === 'observer') at = checks.push({ kind: g.via, ...who }) - 1;
        else if (g.joined) at = checks.push({ kind: 'joined', ...who, season_id: g.season_id }) - 1;
        if (at >= 0) grants.push({ grant: g, at });
      }
      owners.push({ s, session, grants });
    }
    if (checks.length === 0) return;
    const now = this.ctx.clock.now();
    const held = await rightsHeld(this.ctx.db, checks, now);
    const sessionsGone = owners.filter((o) => !held.has(o.session));
    const why =
      sessionsGone.length > 0
        ? await sessionEnds(
            this.ctx.db,
            sessionsGone.map((o) => o.s.token_hash as string),
            now,
          )
        : new Map<string, EndReason>();
    for (const o of owners) {
      if (o.s.ended) continue;
      if (!held.has(o.session)) {
        o.s.end(why.get(o.s.token_hash as string) ?? 'logout');
        continue;
      }
      // a right lost for a game the socket still has open as it was checked (not left or opened again meanwhile)
      const lost = o.grants.some(({ grant, at }) => !held.has(at) && [...o.s.grants.values()].includes(grant));
      if (lost) o.s.end('removed');
    }
  }

  private async open(
    s: SocketState,
    conn: TableConn,
    uuid: string,
    since: number | undefined,
    watch: boolean,
    reply: Reply,
  ): Promise<number> {
    const game = await findTableGame(this.ctx.db, uuid);
    if (!game) return ErrorCode.GAME_NOT_FOUND;
    const mine = game.seats.find((x) => x.account_id === s.account_id && x.account_id > 0);
    const seat = mine && !watch ? mine.seat : -1;
    /** a contest observer (not a manager, not seated here) watches with the delay */
    let delayed = false;
    let via: Grant['via'] = 'seat';
    if (seat < 0) {
      const rights = await watchRights(this.ctx.db, game.unique_id, s.account_id);
      if (!rights) return ErrorCode.GAME_NOT_FOUND;
      via = rights.manager ? 'manager' : mine ? 'seated' : 'observer';
      if (!rights.manager && !mine) {
        if (!rights.observer) return ErrorCode.NO_PERMISSION;
        if (!rights.observerSwitch) return ErrorCode.SPECTATING_DISABLED;
        delayed = this.ctx.config.watchDelaySeconds > 0;
      }
    }
    if (game.status === 'finished' || game.status === 'terminated') {
      const rec = await recordedResult(this.ctx.db, uuid);
      if (!rec) return ErrorCode.GAME_NOT_FOUND;
      const finished = {
        v: TABLE_PROTOCOL,
        type: 'finished',
        uuid,
        seq: 0,
        terminated: rec.terminated,
        result: rec.result,
        unique_id: game.unique_id,
        season_id: game.season_id,
        players: game.seats.map((x) => ({ ...x, robot: x.account_id === 0, online: false })),
      } as const;
      // a delayed watcher learns the end no sooner than a watcher who had followed the game
      const seconds = this.ctx.config.watchDelaySeconds;
      const wait = delayed ? rec.end_time + seconds - this.ctx.clock.now() : 0;
      if (wait > 0) {
        reply({ v: TABLE_PROTOCOL, type: 'delay', uuid, seconds });
        delayedConn(conn, wait * 1000, this.ctx.clock).send(finished);
      } else reply(finished);
      return 0;
    }
    // a seat is taken only by a joined player of the season (removed from the roster, a person may not sit again),
    // and loses the socket with the place; a seated person watching likewise
    const joined =
      (via === 'seat' || via === 'seated') &&
      (await isJoined(this.ctx.db, game.unique_id, game.season_id, s.account_id));
    if (via === 'seat' && !joined) return ErrorCode.NO_PERMISSION;
    const host = this.ctx.games.host;
    // driven by another process: followed through the cluster host (PostgreSQL), else refused
    if (!host.drives(uuid) && !(await host.follow?.(uuid))) return ErrorCode.TABLE_ELSEWHERE;
    // the session or a right ended while this open was reading: it sits nowhere
    if (s.ended) return 0;
    const grant: Grant = { unique_id: game.unique_id, season_id: game.season_id, via, joined };
    const previous = s.rooms.get(uuid);
    if (previous) {
      s.rooms.delete(uuid);
      s.grants.delete(uuid);
      previous.leave(conn);
    }
    const room = this.roomOf(game);
    if (delayed) {
      const seconds = this.ctx.config.watchDelaySeconds;
      reply({ v: TABLE_PROTOCOL, type: 'delay', uuid, seconds });
      if (!room.join(delayedConn(conn, seconds * 1000, this.ctx.clock), seat, since)) return ErrorCode.TABLE_ELSEWHERE;
    } else if (!room.join(conn, seat, since)) return ErrorCode.TABLE_ELSEWHERE;
    s.rooms.set(uuid, room);
    s.grants.set(uuid, grant);
    return 0;
  }

  private roomOf(game: TableGame): TableRoom {
    const existing = this.rooms.get(game.uuid);
    if (existing && !existing.closed) return existing;
    const rule = clockRule(game.rule, this.ctx.config.thinkScale);
    const room = new TableRoom(game, this.ctx.games.host, rule, this.ctx.clock, (r) => {
      if (this.rooms.get(r.uuid) === r) this.rooms.delete(r.uuid);
    });
    this.rooms.set(game.uuid, room);
    return room;
  }

  /** Server shutdown: tell every socket. */
  closeAll(): void {
    this.stop();
    for (const room of [...this.rooms.values()]) room.close();
  }
}
