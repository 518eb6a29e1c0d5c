import net from 'node:net';
import { TABLE_PROTOCOL, TABLE_WS_PATH } from '@taikai/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { type Config, loadConfig } from '../config.js';
import { connectionCounts, defaultMaxConnections, openFileLimit } from './connection-limits.js';

/**
 * Connection limits and timeouts over real sockets: requests whose headers or body never finish
 * and idle keep-alive connections are closed after their timeouts; past the per-address cap a connection gets a
 * clear 429 while other addresses are served, past the total cap a clear 503; a trusted proxy has no per-address
 * cap; an upgraded WebSocket is not closed by the HTTP timeouts. Short timeouts and caps from the config; Linux
 * lets a client bind any 127.x address.
 */

async function listening(config: Partial<Config>): Promise<{ t: TestApp; port: number }> {
  const t = await createTestApp({ config });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, port: (t.app.server.address() as net.AddressInfo).port };
}

/** A raw client connection that keeps everything it receives; `closed` settles when the server closes it. */
interface Raw {
  socket: net.Socket;
  received: () => string;
  closed: Promise<string>;
}

function connect(port: number, from = '127.0.0.1'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: from });
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      data += chunk;
    });
    const closed = new Promise<string>((done) => socket.once('close', () => done(data)));
    socket.on('error', () => {}); // a reset shows as a close
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
    socket.once('error', reject);
  });
}

/** Waits until the connection has received a whole response (headers and Content-Length body) after `from`. */
async function response(c: Raw, from = 0): Promise<string> {
  for (;;) {
    const text = c.received().slice(from);
    const end = text.indexOf('\r\n\r\n');
    if (end >= 0) {
      const length = Number(/content-length: *(\d+)/i.exec(text.slice(0, end))?.[1] ?? 0);
      if (text.length >= end + 4 + length) return text.slice(0, end + 4 + length);
    }
    if (c.socket.destroyed) return text;
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** One keep-alive GET /healthz on the connection; the status line's code. */
async function health(c: Raw): Promise<number> {
  const from = c.received().length;
  c.socket.write('GET /healthz HTTP/1.1\r\nHost: taikai\r\n\r\n');
  return Number((await response(c, from)).slice(9, 12));
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 5));
}

describe('HTTP timeouts', () => {
  let port: number;
  beforeAll(async () => {
    ({ port } = await listening({
      headersTimeoutMs: 300,
      requestTimeoutMs: 800,
      keepAliveTimeoutMs: 300,
      idleTimeoutMs: 10_000,
    }));
  });

  it('a request whose headers never finish is answered 408 and closed after the headers timeout', async () => {
    const c = await connect(port);
    c.socket.write('GET /healthz HTTP/1.1\r\nHost: taikai\r\n');
    const got = await c.closed;
    expect(got).toMatch(/^HTTP\/1\.1 408 /);
  }, 10_000);

  it('a connection that sends nothing is closed after the headers timeout', async () => {
    const c = await connect(port);
    expect(await c.closed).toMatch(/^HTTP\/1\.1 408 /);
  }, 10_000);

  it('a body sent a byte at a time is cut off after the request timeout (408), long before it ends', async () => {
    const c = await connect(port);
    c.socket.write(
      'POST /api/login HTTP/1.1\r\nHost: taikai\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    let sent = 1;
    const drip = setInterval(() => {
      if (c.socket.destroyed || c.socket.writableEnded) return;
      c.socket.write(' ');
      sent++;
    }, 50);
    const got = await c.closed;
    clearInterval(drip);
    expect(got).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(1000);
  }, 10_000);

  it('an idle keep-alive connection is closed after the keep-alive timeout', async () => {
    const c = await connect(port);
    expect(await health(c)).toBe(200);
    expect(c.received()).toMatch(/connection: keep-alive/i);
    await c.closed;
    expect(c.socket.destroyed).toBe(true);
  }, 10_000);
});

describe('a WebSocket under short HTTP timeouts', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    ({ t, port } = await listening({
      headersTimeoutMs: 200,
      requestTimeoutMs: 200,
      keepAliveTimeoutMs: 200,
      idleTimeoutMs: 200,
    }));
  });

  it('stays open, authenticated and answering, past every HTTP timeout', async () => {
    const user = await t.user();
    const ws = new WebSocket(`ws://127.0.0.1:${port}${TABLE_WS_PATH}`);
    const messages: { type: string }[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    let closed = false;
    ws.on('close', () => {
      closed = true;
    });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.send(JSON.stringify({ v: TABLE_PROTOCOL, type: 'auth', token: user.token }));
    await until(() => messages.some((m) => m.type === 'hello'));
    // a plain keep-alive connection opened after it, left idle, is closed by the server's timeouts: the socket,
    // idle at least as long, is not
    const idle = await connect(port);
    expect(await health(idle)).toBe(200);
    await idle.closed;
    expect(closed).toBe(false);
    ws.send(JSON.stringify({ v: TABLE_PROTOCOL, type: 'ping', n: 1 }));
    await until(() => messages.some((m) => m.type === 'pong'));
    ws.close();
  }, 15_000);
});

describe('connection caps', () => {
  it('past the per-address cap a connection gets 429 and is closed; other addresses are still served', async () => {
    const { t, port } = await listening({ maxConnectionsPerAddress: 3, maxConnections: 100 });
    const held: Raw[] = [];
    for (let i = 0; i < 3; i++) {
      const c = await connect(port, '127.0.0.1');
      expect(await health(c)).toBe(200);
      held.push(c);
    }
    const over = await connect(port, '127.0.0.1');
    over.socket.write('GET /healthz HTTP/1.1\r\nHost: taikai\r\n\r\n');
    const refused = await over.closed;
    expect(refused).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/);
    expect(refused).toMatch(/\r\nConnection: close\r\n/i);
    expect(refused).toMatch(/Too many connections from this address/);
    // another address, and the connections already held, are served
    const other = await connect(port, '127.0.0.2');
    expect(await health(other)).toBe(200);
    for (const c of held) expect(await health(c)).toBe(200);
    // a connection that closes frees its place
    held[0].socket.destroy();
    await until(() => connectionCounts(t.app)?.open === 3);
    const again = await connect(port, '127.0.0.1');
    expect(await health(again)).toBe(200);
    expect(connectionCounts(t.app)?.refused).toEqual({ total: 0, address: 1 });
    for (const c of [...held, other, again]) c.socket.destroy();
  }, 10_000);

  it('past the total cap a connection gets 503 and is closed, from any address', async () => {
    const { t, port } = await listening({ maxConnectionsPerAddress: 3, maxConnections: 5 });
    const held: Raw[] = [];
    for (const from of ['127.0.0.1', '127.0.0.1', '127.0.0.1', '127.0.0.2', '127.0.0.2']) {
      const c = await connect(port, from);
      expect(await health(c)).toBe(200);
      held.push(c);
    }
    const over = await connect(port, '127.0.0.3');
    const refused = await over.closed;
    expect(refused).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(refused).toMatch(/\r\nConnection: close\r\n/i);
    expect(refused).toMatch(/connection limit/);
    expect(connectionCounts(t.app)).toMatchObject({ open: 5, maxConnections: 5, refused: { total: 1, address: 0 } });
    for (const c of held) expect(await health(c)).toBe(200);
    for (const c of held) c.socket.destroy();
  }, 10_000);

  it('a TAIKAI_TRUST_PROXY proxy has no per-address cap; the total cap still holds', async () => {
    const { t, port } = await listening({ trustProxy: '127.0.0.4', maxConnectionsPerAddress: 2, maxConnections: 5 });
    const held: Raw[] = [];
    for (let i = 0; i < 5; i++) {
      const c = await connect(port, '127.0.0.4');
      expect(await health(c)).toBe(200);
      held.push(c);
    }
    expect(await (await connect(port, '127.0.0.4')).closed).toMatch(/^HTTP\/1\.1 503 /);
    for (const c of held.splice(0, 3)) c.socket.destroy();
    await until(() => connectionCounts(t.app)?.open === 2);
    // a direct client still has the per-address cap
    for (let i = 0; i < 2; i++) {
      const c = await connect(port, '127.0.0.1');
      expect(await health(c)).toBe(200);
      held.push(c);
    }
    expect(await (await connect(port, '127.0.0.1')).closed).toMatch(/^HTTP\/1\.1 429 /);
    for (const c of held) c.socket.destroy();
  }, 10_000);

  it('the default total cap is the open-file limit less a tenth (at least 256) kept for the rest', () => {
    expect(defaultMaxConnections(20_000)).toBe(18_000);
    expect(defaultMaxConnections(1024)).toBe(768);
    expect(defaultMaxConnections(null)).toBe(10_000);
    expect(openFileLimit(() => 'Max open files            20000                20000                files\n')).toBe(
      20_000,
    );
  });
});

describe('the settings', () => {
  it('default to headers 15 s, request 30 s, keep-alive 30 s, idle 60 s, 256 per address, total from the limit', () => {
    expect(loadConfig({})).toMatchObject({
      connectionLimits: true,
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 30_000,
      idleTimeoutMs: 60_000,
      maxConnectionsPerAddress: 256,
      maxConnections: 0,
    });
  });

  it('are read in seconds and counts; a typo or headers longer than the request stops the start', () => {
    const env = { TAIKAI_HEADERS_TIMEOUT: '2.5', TAIKAI_MAX_CONNECTIONS: '5000', TAIKAI_CONNECTION_LIMITS: 'off' };
    expect(loadConfig(env)).toMatchObject({ headersTimeoutMs: 2500, maxConnections: 5000, connectionLimits: false });
    expect(() => loadConfig({ TAIKAI_REQUEST_TIMEOUT: '30s' })).toThrow(/TAIKAI_REQUEST_TIMEOUT/);
    expect(() => loadConfig({ TAIKAI_MAX_CONNECTIONS_PER_ADDRESS: '-1' })).toThrow(/PER_ADDRESS/);
    expect(() => loadConfig({ TAIKAI_HEADERS_TIMEOUT: '40' })).toThrow(/not be longer than TAIKAI_REQUEST_TIMEOUT/);
  });
});
