/**
 * A person at the table: a scripted TableClient over the players' table socket that sits at its group's game, answers
 * its questions (answers.ts), opens its game with `since` after a reconnect, drops its socket when told (the churn),
 * and tells which failures the restart explains.
 */
import { ErrorCode, TABLE_PROTOCOL, type TableServerMessage } from '@taikai/shared';
import type WebSocket from 'ws';
import { type Ask, TableClient } from '../../apps/server/test/kit/table-client.js';
import { Answers } from './answers.js';
import { rnd } from './clock.js';
import { counters, restartBack } from './counters.js';
import { disruption, error } from './errors.js';
import { baseUrl } from './http.js';
import { run } from './run-state.js';
import type { Group } from './table-group.js';

export class Person {
  readonly client: TableClient;
  connected = false;
  connecting = false;
  /** the game this person should sit at (null between games) */
  uuid: string | null = null;
  /** the game whose sync/update this socket last had (it sits there) */
  seatedIn: string | null = null;
  /** the last event number seen of `uuid` (0: none, open without `since`) */
  seq = 0;
  /** the socket was closed by this side (a drop), so its close is no error */
  dropping = false;
  private readonly answers: Answers;
  group!: Group;
  finishedGame: string | null = null;
  /** since when this person has waited for its socket back after the restart (ms, performance.now) */
  lostAt: number | null = null;

  constructor(
    readonly account_id: number,
    readonly token: string,
  ) {
    this.client = new TableClient(baseUrl(), token);
    this.client.validate = false;
    this.answers = new Answers(this.client, () => this.connected);
    this.client.onMessage = (m) => {
      try {
        this.onMessage(m);
      } catch (e) {
        error('client-exception', String((e as Error).stack ?? e));
      }
    };
  }

  async connect(): Promise<void> {
    if (this.connecting || this.connected || run.ending) return;
    this.connecting = true;
    try {
      await this.client.connect();
    } catch (e) {
      this.connecting = false;
      this.client.ws?.terminate();
      if (run.ending) return;
      if (run.restartWindow || run.serverDown) disruption('socket-connect');
      else error('socket-connect', (e as Error).message);
      this.reconnectLater(rnd(1000, 5000));
      return;
    }
    this.connecting = false;
    const ws = this.client.ws;
    if (run.ending) {
      ws.terminate();
      return;
    }
    this.connected = true;
    this.dropping = false;
    ws.on('error', () => {}); // its close follows; judged there
    ws.once('close', (code) => this.onClose(ws, code));
    if (this.uuid) this.openGame();
  }

  openGame(): void {
    if (!this.connected || !this.uuid) return;
    this.client.open(this.uuid, this.seq > 0 ? { since: this.seq } : {});
  }

  private onClose(ws: WebSocket, code: number): void {
    if (ws !== this.client.ws) return;
    this.connected = false;
    this.seatedIn = null;
    this.answers.cancelAll();
    if (run.ending) return;
    if (this.dropping) {
      this.dropping = false;
      this.reconnectLater(rnd(1000, 5000));
      return;
    }
    // the graceful stop closes every socket: 1005 (no code: @fastify/websocket's preClose closes them before the
    // table's own 1001 "shutdown"), 1001, or 1006 if cut
    if (run.restartWindow && (code === 1001 || code === 1005 || code === 1006)) {
      disruption(`socket-close-${code}`);
      this.lostAt ??= performance.now();
      this.reconnectLater(rnd(1000, 3000));
      return;
    }
    error('socket-close', `account ${this.account_id}: close ${code}`);
    this.reconnectLater(rnd(1000, 5000));
  }

  reconnectLater(ms: number): void {
    setTimeout(() => {
      counters.reconnects++;
      void this.connect();
    }, ms);
  }

  /** Drops the socket (a lost network or a closed tab); it comes back 1–5 s later. */
  drop(): void {
    if (!this.connected) return;
    counters.drops++;
    this.dropping = true;
    if (Math.random() < 0.5) this.client.ws.terminate();
    else this.client.ws.close();
  }

  /** The next game: leave the last one, sit at this one. */
  sit(uuid: string): void {
    if (this.uuid === uuid) return;
    if (this.uuid && this.connected) this.client.send({ v: TABLE_PROTOCOL, type: 'leave', uuid: this.uuid });
    this.uuid = uuid;
    this.seq = 0;
    this.openGame();
  }

  private onMessage(m: TableServerMessage): void {
    this.client.messages.length = 0; // kept by TableClient for tests; nothing here reads them
    switch (m.type) {
      case 'ask':
        if (m.uuid !== this.uuid) return;
        counters.asks++;
        this.answers.later(m as Ask);
        return;
      case 'sync':
        if (m.uuid !== this.uuid) return;
        counters.syncs++;
        this.seq = m.seq;
        this.client.lastSeq = m.seq;
        this.back();
        if (m.ask && m.view.choices) {
          const ask = {
            v: TABLE_PROTOCOL,
            type: 'ask',
            uuid: m.uuid,
            seq: m.seq,
            ask: m.ask.ask,
            seat: m.seat,
            clock: m.ask.clock,
            view: m.view,
          } as Ask;
          this.client.ask = ask;
          this.answers.later(ask);
        }
        return;
      case 'update':
        if (m.uuid !== this.uuid) return;
        if (this.seatedIn !== m.uuid) counters.resumes++;
        this.seq = Math.max(this.seq, m.seq);
        this.back();
        return;
      case 'withdrawn': {
        if (m.timeout) counters.timeouts++;
        this.answers.withdrawn(m.ask);
        return;
      }
      case 'accepted':
        counters.accepted++;
        return;
      case 'refused':
        if (m.n === null) {
          // an `open` refused: the game is being taken back after the restart (1215), or gone
          if (run.restartWindow && (m.code === ErrorCode.TABLE_ELSEWHERE || m.code === ErrorCode.GAME_NOT_FOUND)) {
            disruption(`open-refused-${m.code}`);
          } else error('table-refused-open', `account ${this.account_id} game ${this.uuid}: code ${m.code}`);
          setTimeout(() => this.openGame(), 2000);
          return;
        }
        error('table-refused-act', `account ${this.account_id}: code ${m.code}`);
        return;
      case 'autoplay':
        if (m.on && m.uuid === this.uuid) {
          counters.autoplayOn++;
          this.client.send({ v: TABLE_PROTOCOL, type: 'back', uuid: m.uuid });
        }
        return;
      case 'paused':
        counters.paused++;
        return;
      case 'finished':
        if (m.uuid !== this.uuid) return;
        this.finishedGame = m.uuid;
        this.back();
        this.group.personFinished(m.uuid);
        return;
      case 'bye':
        if (m.reason === 'shutdown' && run.restartWindow) disruption('bye-shutdown');
        else error(`bye-${m.reason}`, `account ${this.account_id}`);
        return;
      default:
        return;
    }
  }

  private back(): void {
    this.seatedIn = this.uuid;
    if (this.lostAt !== null) {
      restartBack.push(performance.now() - this.lostAt);
      this.lostAt = null;
    }
  }
}
export const people: Person[] = [];
