/**
 * A scripted table client over a real WebSocket (tests and the bench, not a test file): authenticates, opens a
 * game, keeps every message it receives, and answers questions with a policy.
 */

import { robotAction } from '@taikai/engine';
import {
  TABLE_PROTOCOL,
  TABLE_WS_PATH,
  type TableAction,
  type TableClientMessage,
  type TableServerMessage,
  type TableView,
  tableServerMessage,
} from '@taikai/shared';
import WebSocket from 'ws';

export type Ask = Extract<TableServerMessage, { type: 'ask' }>;
/** `raw` is the message as sent (the engine's whole view, extra fields included), for robot policies */
export type Policy = (ask: Ask, raw: Ask) => TableAction | null;

/** Wins when it can, discards the drawn tile (or the last legal one), passes calls: a quick, always-legal player. */
export const quickPolicy: Policy = (ask) => {
  const c = ask.view.choices;
  if (!c) return null;
  if (c.tsumo) return { type: 'tsumo' };
  if (c.ron) return { type: 'ron' };
  if (c.discard?.length) {
    const d = ask.view.drawn;
    return { type: 'discard', tile: d && c.discard.includes(d) ? d : c.discard[c.discard.length - 1] };
  }
  return { type: 'pass' };
};

/** The engine's robot (level 1) deciding from the seat's own view: games end like real ones. */
export const robotPolicy: Policy = (_ask, raw) => robotAction(raw.view as never, 1) as TableAction;

export class TableClient {
  readonly messages: TableServerMessage[] = [];
  ws!: WebSocket;
  private waiters: { test: (m: TableServerMessage) => boolean; resolve: (m: TableServerMessage) => void }[] = [];
  private n = 0;
  lastSeq = 0;
  view: TableView | null = null;
  ask: Ask | null = null;
  /** messages that failed the shared schema (a test expects none) */
  readonly invalid: { text: string; error: string }[] = [];
  /** validate every message with the shared schema (tests); the bench skips it */
  validate = true;
  policy: Policy | null = null;
  /** called for each message (bench timing) */
  onMessage: ((m: TableServerMessage, at: number) => void) | null = null;

  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  async connect(): Promise<void> {
    this.ws = new WebSocket(this.url.replace(/^http/, 'ws') + TABLE_WS_PATH);
    this.ws.on('message', (data) => this.receive(String(data)));
    await new Promise<void>((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
    this.send({ v: TABLE_PROTOCOL, type: 'auth', token: this.token });
    await this.next((m) => m.type === 'hello' || m.type === 'refused');
  }

  send(m: TableClientMessage | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(m));
  }

  open(uuid: string, opts: { since?: number; watch?: boolean } = {}): void {
    this.send({ v: TABLE_PROTOCOL, type: 'open', uuid, ...opts });
  }

  /** Sends an answer; resolves with the server's `accepted` / `refused` for it. */
  act(uuid: string, seat: number, ask: number, action: TableAction): Promise<TableServerMessage> {
    const n = ++this.n;
    this.send({ v: TABLE_PROTOCOL, type: 'act', n, uuid, seat, ask, action });
    return this.next((m) => (m.type === 'accepted' || m.type === 'refused') && m.n === n);
  }

  next(test: (m: TableServerMessage) => boolean, timeoutMs = 20_000): Promise<TableServerMessage> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out waiting for a table message')), timeoutMs);
      this.waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.ws.readyState === WebSocket.CLOSED) return resolve();
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }

  private receive(text: string): void {
    const at = performance.now();
    const raw = JSON.parse(text);
    let m = raw as TableServerMessage;
    if (this.validate) {
      const parsed = tableServerMessage.safeParse(raw);
      if (!parsed.success) {
        this.invalid.push({ text, error: parsed.error.message });
        return;
      }
      m = parsed.data;
    }
    this.messages.push(m);
    if ('seq' in m && typeof m.seq === 'number' && m.type !== 'ask') this.lastSeq = Math.max(this.lastSeq, m.seq);
    if (m.type === 'sync' || m.type === 'update') this.view = m.view;
    if (m.type === 'ask') this.ask = m;
    if (m.type === 'withdrawn' && this.ask?.ask === m.ask) this.ask = null;
    this.onMessage?.(m, at);
    for (const w of [...this.waiters]) {
      if (w.test(m)) {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
    if (m.type === 'ask' && this.policy) {
      const action = this.policy(m, raw as Ask);
      if (action) {
        this.ask = null;
        void this.act(m.uuid, m.seat, m.ask, action);
      }
    }
  }
}
