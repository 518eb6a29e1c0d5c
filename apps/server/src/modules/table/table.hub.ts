/**
 * The players' table service: every socket of this process, what it opened, and the rooms (one per live game with
 * sockets). Sockets call `auth`, `open`, `act`, `leave`; the hub answers through the socket's `send`. Nothing a
 * client says is trusted: the session decides who it is, the game's seats decide where it may sit, the contest
 * decides whether it may watch, and the room checks every answer against the seat's open question.
 */
import { ErrorCode, TABLE_PROTOCOL, type TableClientMessage } from '@taikai/shared';
import type { AppContext } from '../../context.js';
import { findSessionAccount } from '../auth/auth.repository.js';
import { hashToken } from '../auth/tokens.js';
import { clockRule } from './table.clock.js';
import { findTableGame, recordedResult, type TableGame, watchRights } from './table.repository.js';
import { type TableConn, TableRoom } from './table.room.js';
import { delayedConn } from './table.watch-delay.js';

export interface SocketState {
  conn: TableConn | null;
  account_id: number;
  nickname: string;
  /** rooms this socket opened */
  rooms: Map<string, TableRoom>;
}

type Reply = (m: Parameters<TableConn['send']>[0]) => void;

export class TableHub {
  private readonly rooms = new Map<string, TableRoom>();
  private nextConn = 0;

  constructor(private readonly ctx: AppContext) {}

  connId(): number {
    return ++this.nextConn;
  }

  stats(): { rooms: number; sockets: number } {
    let sockets = 0;
    for (const r of this.rooms.values()) sockets += r.size;
    return { rooms: this.rooms.size, sockets };
  }

  /** The session behind a token, or null (expired, unknown, banned). */
  async authenticate(token: string): Promise<{ account_id: number; nickname: string } | null> {
    const a = await findSessionAccount(this.ctx.db, hashToken(token), this.ctx.clock.now());
    return a && !a.banned ? { account_id: a.account_id, nickname: a.nickname } : null;
  }

  async handle(s: SocketState, msg: Exclude<TableClientMessage, { type: 'auth' }>, reply: Reply): Promise<void> {
    const conn = s.conn;
    if (!conn) return;
    switch (msg.type) {
      case 'ping':
        reply({ v: TABLE_PROTOCOL, type: 'pong', n: msg.n, time: Date.now() });
        return;
      case 'back':
        s.rooms.get(msg.uuid)?.back(conn);
        return;
      case 'leave': {
        const room = s.rooms.get(msg.uuid);
        if (room) {
          s.rooms.delete(msg.uuid);
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
    const conn = s.conn;
    if (!conn) return;
    for (const room of s.rooms.values()) room.leave(conn);
    s.rooms.clear();
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
    if (seat < 0) {
      const rights = await watchRights(this.ctx.db, game.unique_id, s.account_id);
      if (!rights) return ErrorCode.GAME_NOT_FOUND;
      if (!rights.manager && !mine) {
        if (!rights.observer) return ErrorCode.NO_PERMISSION;
        if (!rights.observerSwitch) return ErrorCode.SPECTATING_DISABLED;
        delayed = this.ctx.config.watchDelaySeconds > 0;
      }
    }
    if (game.status === 'finished' || game.status === 'terminated') {
      const rec = await recordedResult(this.ctx.db, uuid);
      if (!rec) return ErrorCode.GAME_NOT_FOUND;
      reply({
        v: TABLE_PROTOCOL,
        type: 'finished',
        uuid,
        seq: 0,
        terminated: rec.terminated,
        result: rec.result,
        unique_id: game.unique_id,
        season_id: game.season_id,
      });
      return 0;
    }
    const host = this.ctx.games.host;
    // driven by another process: followed through the cluster host (PostgreSQL), else refused
    if (!host.drives(uuid) && !(await host.follow?.(uuid))) return ErrorCode.TABLE_ELSEWHERE;
    const previous = s.rooms.get(uuid);
    if (previous) previous.leave(conn);
    const room = this.roomOf(game);
    if (delayed) {
      const seconds = this.ctx.config.watchDelaySeconds;
      reply({ v: TABLE_PROTOCOL, type: 'delay', uuid, seconds });
      if (!room.join(delayedConn(conn, seconds * 1000), seat, since)) return ErrorCode.TABLE_ELSEWHERE;
      s.rooms.set(uuid, room);
      return 0;
    }
    if (!room.join(conn, seat, since)) return ErrorCode.TABLE_ELSEWHERE;
    s.rooms.set(uuid, room);
    return 0;
  }

  private roomOf(game: TableGame): TableRoom {
    const existing = this.rooms.get(game.uuid);
    if (existing && !existing.closed) return existing;
    const room = new TableRoom(game, this.ctx.games.host, clockRule(game.rule, this.ctx.config.thinkScale), (r) => {
      if (this.rooms.get(r.uuid) === r) this.rooms.delete(r.uuid);
    });
    this.rooms.set(game.uuid, room);
    return room;
  }

  /** Server shutdown: tell every socket. */
  closeAll(): void {
    for (const room of [...this.rooms.values()]) room.close();
  }
}
