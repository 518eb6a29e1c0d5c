/**
 * The table's client state: one WebSocket per tab to `/api/game/ws` (the session token as the first message),
 * every server message checked with the shared schema and folded into a small state the page renders with
 * `useSyncExternalStore`. A dropped socket reconnects with capped, jittered backoff (and at once when the tab
 * becomes visible) and resumes from the last event number it saw. Answers carry the question number, so a late
 * answer to a withdrawn question is refused by the server, never applied to the next one.
 */
import {
  parseJson,
  TABLE_PROTOCOL,
  TABLE_WS_PATH,
  type TableAction,
  type TableClientMessage,
  type TablePlayer,
  type TableServerMessage,
  type TableView,
  tableServerMessage,
} from '@taikai/shared';
import { pageGlobals } from '../../app/config';

export interface TableAsk {
  ask: number;
  seat: number;
  fixed: number;
  bank: number;
  /** performance.now() when the question arrived */
  at: number;
  totalMs: number;
}

export interface TableFinished {
  terminated: boolean;
  result: { seat: number; part_point_1: number; total_point: number; placement: number }[];
  unique_id: number;
  season_id: number;
}

export interface TableState {
  connection: 'connecting' | 'open' | 'closed';
  /** a refusal code to show (cleared by the next accepted answer) */
  error: number | null;
  role: 'seat' | 'watch' | null;
  seat: number;
  unique_id: number | null;
  players: TablePlayer[];
  view: TableView | null;
  ask: TableAsk | null;
  paused: boolean;
  finished: TableFinished | null;
  /** the question's last answer timed out (the server played the default) */
  timedOut: boolean;
  /**
   * why the socket ended for good: 'replaced' (opened in another tab), 'auth' (the session ended: signed out,
   * expired, banned), 'removed' (the right to this game ended: off the roster, no longer an observer or manager)
   */
  ended: 'replaced' | 'auth' | 'removed' | null;
  /** seconds this watcher's feed runs behind the game (a contest observer), or null when live */
  delay: number | null;
  /** the wall commitment of the hand dealt last (hand 0-based) */
  wall: { hand: number; hash: string } | null;
  /** this seat is auto-played after timeouts in a row, until the person says they are back */
  autoplay: boolean;
}

export const initialTableState: TableState = {
  connection: 'connecting',
  error: null,
  role: null,
  seat: -1,
  unique_id: null,
  players: [],
  view: null,
  ask: null,
  paused: false,
  finished: null,
  timedOut: false,
  ended: null,
  delay: null,
  wall: null,
  autoplay: false,
};

/** Folds one server message into the state (pure; the component tests drive the page through it). */
export function reduceTable(s: TableState, m: TableServerMessage, now: number): TableState {
  switch (m.type) {
    case 'sync':
      return {
        ...s,
        connection: 'open',
        role: m.role,
        seat: m.seat,
        unique_id: m.unique_id,
        players: m.players,
        view: m.view,
        paused: m.paused,
        ask: m.ask
          ? {
              ask: m.ask.ask,
              seat: m.seat,
              fixed: m.ask.clock.fixed,
              bank: m.ask.clock.bank,
              at: now,
              totalMs: m.ask.clock.total_ms,
            }
          : null,
      };
    case 'update':
      return { ...s, view: m.view, ask: s.ask && !m.view.choices ? null : s.ask };
    case 'ask':
      return {
        ...s,
        view: m.view,
        timedOut: false,
        ask: { ask: m.ask, seat: m.seat, fixed: m.clock.fixed, bank: m.clock.bank, at: now, totalMs: m.clock.total_ms },
      };
    case 'withdrawn':
      return s.ask?.ask === m.ask ? { ...s, ask: null, timedOut: m.timeout } : s;
    case 'accepted':
      return { ...s, error: null };
    case 'refused':
      return { ...s, error: m.code };
    case 'presence':
      return { ...s, players: m.players };
    case 'delay':
      return { ...s, delay: m.seconds };
    case 'wall':
      return { ...s, wall: { hand: m.hand, hash: m.hash } };
    case 'autoplay':
      return { ...s, autoplay: m.on };
    case 'paused':
      return { ...s, paused: true, ask: null };
    case 'resumed':
      return { ...s, paused: false };
    case 'finished':
      return {
        ...s,
        // a game opened after its end: the message names who sat where
        players: s.players.length === 0 && m.players ? m.players : s.players,
        ask: null,
        finished: { terminated: m.terminated, result: m.result, unique_id: m.unique_id, season_id: m.season_id },
      };
    case 'bye':
      return { ...s, ended: m.reason === 'replaced' ? 'replaced' : s.ended, connection: 'closed' };
    default:
      return s;
  }
}

type Listener = () => void;

export class TableStore {
  private state: TableState = initialTableState;
  private readonly listeners = new Set<Listener>();
  private ws: WebSocket | null = null;
  private lastSeq: number | undefined;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private n = 0;

  constructor(
    private readonly uuid: string,
    private readonly token: string,
    private readonly watch: boolean,
  ) {}

  getState = (): TableState => this.state;

  subscribe = (l: Listener): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  start(): void {
    this.stopped = false;
    document.addEventListener('visibilitychange', this.onVisible);
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    document.removeEventListener('visibilitychange', this.onVisible);
    if (this.timer) clearTimeout(this.timer);
    this.ws?.close();
    this.ws = null;
  }

  act(action: TableAction): void {
    const ask = this.state.ask;
    if (!ask) return;
    this.send({ v: TABLE_PROTOCOL, type: 'act', n: ++this.n, uuid: this.uuid, seat: ask.seat, ask: ask.ask, action });
    // the question is answered: hide the buttons now; a refusal shows its reason and the server asks the question
    // again right after it (with the time it has left)
    this.set({ ...this.state, ask: null });
  }

  /** This tab lost the seat to another tab or device: take it back here (the other one is told and stops). */
  playHere(): void {
    if (this.state.ended !== 'replaced') return;
    if (this.timer) clearTimeout(this.timer);
    this.stopped = false;
    this.attempts = 0;
    this.set({ ...this.state, ended: null, ask: null });
    this.connect();
  }

  /** The person is back after auto-play for timeouts: questions come again from the next decision. */
  back(): void {
    this.send({ v: TABLE_PROTOCOL, type: 'back', uuid: this.uuid });
  }

  /** Applies a message as if it came from the server (component tests). */
  receive(m: TableServerMessage): void {
    if ('seq' in m && typeof m.seq === 'number' && m.type !== 'ask') this.lastSeq = Math.max(this.lastSeq ?? 0, m.seq);
    if (m.type === 'refused' && m.n === null && this.state.view === null) this.set({ ...this.state, error: m.code });
    else this.set(reduceTable(this.state, m, performance.now()));
    if (m.type === 'hello')
      this.send({
        v: TABLE_PROTOCOL,
        type: 'open',
        uuid: this.uuid,
        since: this.lastSeq,
        watch: this.watch || undefined,
      });
    if (m.type === 'finished') this.stop();
  }

  private set(next: TableState): void {
    this.state = next;
    for (const l of this.listeners) l();
  }

  private send(m: TableClientMessage): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(m));
  }

  private url(): string {
    const base = pageGlobals().apiBase || window.location.origin;
    return base.replace(/^http/, 'ws') + TABLE_WS_PATH;
  }

  private connect(): void {
    if (this.stopped) return;
    this.set({ ...this.state, connection: 'connecting' });
    const ws = new WebSocket(this.url());
    this.ws = ws;
    ws.onopen = () => {
      this.attempts = 0;
      ws.send(JSON.stringify({ v: TABLE_PROTOCOL, type: 'auth', token: this.token }));
    };
    ws.onmessage = (e) => {
      const parsed = tableServerMessage.safeParse(parseJson(String(e.data)));
      if (parsed.success) this.receive(parsed.data);
    };
    ws.onclose = (e) => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (e.code === 4401) this.set({ ...this.state, ended: 'auth', connection: 'closed', ask: null });
      if (e.code === 4403) this.set({ ...this.state, ended: 'removed', connection: 'closed', ask: null });
      if (this.stopped || this.state.ended || this.state.finished) return;
      // while it reconnects this page's own seat is away (the others learn it from the server's presence too)
      const { seat, players } = this.state;
      this.set({
        ...this.state,
        connection: 'closed',
        ask: null,
        players: players.map((p) => (p.seat === seat && seat >= 0 ? { ...p, online: false } : p)),
      });
      this.schedule();
    };
  }

  /** Capped exponential backoff, the cap applied before the jitter. */
  private schedule(): void {
    const base = Math.min(10_000, 500 * 2 ** this.attempts++);
    this.timer = setTimeout(() => this.connect(), base / 2 + Math.random() * (base / 2));
  }

  private onVisible = () => {
    if (document.visibilityState === 'visible' && !this.ws && !this.stopped && !this.state.ended) {
      if (this.timer) clearTimeout(this.timer);
      this.attempts = 0;
      this.connect();
    }
  };
}
