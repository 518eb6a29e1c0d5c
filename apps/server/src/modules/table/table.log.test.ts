import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp } from '../../../test/helpers.js';

/**
 * What a client sends wrong is not a server error: an oversized socket frame closes that socket
 * and writes at most one short line (info, no stack) per address and kind a minute, whoever sends it. At a stop
 * every socket is told why before it is closed.
 */
describe('the table socket and the log', () => {
  it('oversized frames from one client: each socket closed, one short info line, no stack', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const t = await createTestApp({ logger: { stream, level: 'info' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/game/ws`;
    const closes: number[] = [];
    for (let i = 0; i < 20; i++) {
      const ws = new WebSocket(url);
      ws.on('error', () => {});
      await new Promise((resolve) => ws.once('open', resolve));
      ws.send('x'.repeat(20_000));
      closes.push(await new Promise<number>((resolve) => ws.once('close', (code) => resolve(code))));
    }
    // every oversized frame ended its socket
    expect(closes.every((c) => c === 1009 || c === 1006)).toBe(true);
    const about = lines.map((l) => JSON.parse(l)).filter((l) => String(l.msg).includes('payload'));
    expect(about).toHaveLength(1);
    expect(about[0]).toMatchObject({ level: 30, code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH', ip: '127.0.0.1' });
    expect(JSON.stringify(about[0])).not.toContain('stack');
    expect(lines.some((l) => JSON.parse(l).level >= 50)).toBe(false);
  });

  it('a stop tells every socket why (bye: shutdown) and closes it with 1001, going away', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ws = new WebSocket(`ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/game/ws`);
    ws.on('error', () => {});
    const got: string[] = [];
    ws.on('message', (data) => got.push(String(data)));
    await new Promise((resolve) => ws.once('open', resolve));
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await t.app.close();
    expect(await closed).toBe(1001);
    expect(got.map((m) => JSON.parse(m))).toContainEqual({ v: 1, type: 'bye', reason: 'shutdown' });
  });
});
