import type { AddressInfo } from 'node:net';
import { TABLE_PROTOCOL, TABLE_WS_PATH } from '@taikai/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../test/helpers.js';

/**
 * The table socket's own limits, seen from outside (modules/table/table.socket.ts): a WebSocket
 * that never authenticates is closed (4401) after 10 s, and one that stops answering ping frames is terminated at
 * the second heartbeat (every 20 s) while one that answers stays. The server's timers are faked so the test does not
 * wait those seconds: they still run with real time (`shouldAdvanceTime`), and the test jumps them forward.
 */

let t: TestApp;
let url: string;

beforeAll(async () => {
  // before the app is built, so the heartbeat's interval is a fake one
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${TABLE_WS_PATH}`;
});

// hooks run last registered first: the app (closed by createTestApp's hook) clears its fake timers before this
afterAll(() => {
  vi.useRealTimers();
});

interface Client {
  ws: WebSocket;
  messages: { type: string }[];
  closed: Promise<number>;
  isClosed: () => boolean;
}

async function open(options: WebSocket.ClientOptions = {}): Promise<Client> {
  const ws = new WebSocket(url, options);
  const messages: { type: string }[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data))));
  let done = false;
  const closed = new Promise<number>((resolve) =>
    ws.once('close', (code) => {
      done = true;
      resolve(code);
    }),
  );
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return { ws, messages, closed, isClosed: () => done };
}

async function authenticated(options: WebSocket.ClientOptions = {}): Promise<Client> {
  const c = await open(options);
  const user = await t.user();
  c.ws.send(JSON.stringify({ v: TABLE_PROTOCOL, type: 'auth', token: user.token }));
  await vi.waitFor(() => expect(c.messages.map((m) => m.type)).toContain('hello'), { timeout: 5000 });
  return c;
}

describe('the table socket closes sockets that do not play their part', () => {
  it('a WebSocket that never sends auth is closed with 4401 after 10 s; one that did stays', async () => {
    const silent = await open();
    const player = await authenticated();
    // the auth deadline runs on the app's clock
    t.clock.advanceMs(9_000);
    expect(silent.isClosed()).toBe(false);
    t.clock.advanceMs(1_100);
    expect(await silent.closed).toBe(4401);
    expect(player.isClosed()).toBe(false);
    player.ws.close();
  });

  it('a WebSocket that stops answering pings is terminated at the next heartbeat; one that answers stays', async () => {
    const deaf = await authenticated({ autoPong: false });
    const player = await authenticated();
    const pings = { deaf: 0, player: 0 };
    deaf.ws.on('ping', () => pings.deaf++);
    player.ws.on('ping', () => pings.player++); // ws has sent the pong when it tells of the ping
    // first heartbeat: both are pinged; the player's pong goes back, the deaf one's never does
    await vi.advanceTimersByTimeAsync(20_000);
    await vi.waitFor(() => expect(pings).toEqual({ deaf: 1, player: 1 }));
    await new Promise((r) => setTimeout(r, 100)); // the pong's way over loopback
    expect(deaf.isClosed()).toBe(false);
    // second heartbeat: no pong since the last ping, so the socket is terminated (no close frame: 1006)
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await deaf.closed).toBe(1006);
    expect(player.isClosed()).toBe(false);
    player.ws.send(JSON.stringify({ v: TABLE_PROTOCOL, type: 'ping', n: 1 }));
    await vi.waitFor(() => expect(player.messages.map((m) => m.type)).toContain('pong'));
    player.ws.close();
  });
});
