import type { TableServerMessage } from '@taikai/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sync, view } from '../../test/fixtures/table';
import { renderWithProviders } from '../../test/render';
import TablePage from './TablePage';
import { TableStore } from './tableStore';

/** The store's answers and seat: a refused answer gets its question back; a tab that lost the seat can take it back. */

const ask = (id: number): TableServerMessage => ({
  v: 1,
  type: 'ask',
  uuid: 'g',
  seq: 4,
  ask: id,
  seat: 0,
  clock: { fixed: 3, bank: 5, total_ms: 8000 },
  view: view(),
});

/** A WebSocket stand-in: records what the store sends; the test plays the server. */
class FakeSocket {
  static all: FakeSocket[] = [];
  static OPEN = 1;
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  serve(m: TableServerMessage) {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
  drop(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeSocket.all = [];
});

describe('answers', () => {
  it('a refused answer shows its reason and the question comes back with its buttons', () => {
    const store = new TableStore('g', 'tok', false);
    store.receive(ask(7));
    store.act({ type: 'discard', tile: 'Z' as never });
    // answered: the buttons go at once
    expect(store.getState().ask).toBeNull();
    store.receive({ v: 1, type: 'refused', n: 1, code: 1212 });
    store.receive(ask(7));
    expect(store.getState().ask?.ask).toBe(7);
    // the reason stays shown with the question until an answer is taken
    expect(store.getState().error).toBe(1212);
    store.act({ type: 'discard', tile: 'N' });
    store.receive({ v: 1, type: 'accepted', n: 2 });
    expect(store.getState().error).toBeNull();
  });
});

describe('two tabs', () => {
  it('the tab that lost the seat offers "Play here" and takes it back from where it stood', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const store = new TableStore('g', 'tok', false);
    renderWithProviders(<TablePage store={store} />, { route: '/m/table/g', path: '/m/table/:uuid' });
    act(() => store.start());
    const first = FakeSocket.all[0];
    act(() => {
      first.open();
      first.serve({ v: 1, type: 'hello', account_id: 1, nickname: 'me' });
      first.serve({
        v: 1,
        type: 'update',
        uuid: 'g',
        seq: 12,
        events: [],
        view: view({ choices: null }),
      });
      first.serve({ v: 1, type: 'bye', reason: 'replaced' });
      first.drop();
    });
    expect(store.getState().ended).toBe('replaced');
    expect(FakeSocket.all).toHaveLength(1);
    const button = await screen.findByTestId('play-here');
    act(() => fireEvent.click(button));
    expect(FakeSocket.all).toHaveLength(2);
    const second = FakeSocket.all[1];
    act(() => {
      second.open();
      second.serve({ v: 1, type: 'hello', account_id: 1, nickname: 'me' });
    });
    expect(second.sent[0]).toMatchObject({ type: 'auth', token: 'tok' });
    // it opens the game again from the last event it saw (the seat is handed to it; the other tab is told)
    expect(second.sent[1]).toMatchObject({ type: 'open', uuid: 'g', since: 12 });
    expect(screen.queryByTestId('play-here')).toBeNull();
    act(() => store.stop());
  });
});

describe('a lost connection', () => {
  it("shows this page's own seat away while it reconnects, and the server's presence again once back", () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.useFakeTimers();
    const store = new TableStore('g', 'tok', false);
    act(() => store.start());
    const first = FakeSocket.all.at(-1) as FakeSocket;
    act(() => {
      first.open();
      first.serve({ v: 1, type: 'hello', account_id: 100, nickname: 'P0' });
      first.serve(sync(view(), false));
    });
    const online = () => store.getState().players.map((p) => p.online);
    expect(online()).toEqual([true, false, true, true]);
    act(() => first.drop(1006));
    expect(store.getState().connection).toBe('closed');
    expect(online()).toEqual([false, false, true, true]);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    const again = FakeSocket.all.at(-1) as FakeSocket;
    expect(again).not.toBe(first);
    act(() => {
      again.open();
      again.serve({ v: 1, type: 'hello', account_id: 100, nickname: 'P0' });
      again.serve(sync(view(), false));
    });
    expect(online()).toEqual([true, false, true, true]);
    act(() => store.stop());
    vi.useRealTimers();
  });
});

describe('a session or a right that ends', () => {
  for (const [code, ended, text] of [
    [4401, 'auth', 'Your session has ended'],
    [4403, 'removed', 'You no longer have a place at this table'],
  ] as const) {
    it(`close ${code}: the page says why and does not reconnect`, async () => {
      vi.stubGlobal('WebSocket', FakeSocket);
      const store = new TableStore('g', 'tok', false);
      renderWithProviders(<TablePage store={store} />, { route: '/m/table/g', path: '/m/table/:uuid', lang: 'en-US' });
      act(() => store.start());
      const socket = FakeSocket.all[0];
      act(() => {
        socket.open();
        socket.serve({ v: 1, type: 'hello', account_id: 1, nickname: 'me' });
        socket.serve({ v: 1, type: 'update', uuid: 'g', seq: 3, events: [], view: view({ choices: null }) });
        socket.serve({ v: 1, type: 'bye', reason: code === 4401 ? 'logout' : 'removed' });
        socket.drop(code);
      });
      expect(store.getState().ended).toBe(ended);
      expect((await screen.findByTestId('table-ended')).textContent).toContain(text);
      expect(FakeSocket.all).toHaveLength(1);
      act(() => store.stop());
    });
  }
});
