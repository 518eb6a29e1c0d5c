import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../../../test/kit/games/harness.js';
import type { BusMessage } from './bus.js';
import { ThreadBus, threadChannelName } from './thread-bus.js';

/**
 * The bus between a process's game threads (thread-bus.ts): every member of a group hears every message, its own
 * included and in the order sent; another group hears nothing; a member the main thread reports gone is left out of
 * `alive` by every member — across a real worker thread too.
 */
const log = Fastify({ logger: false }).log;
const open: ThreadBus[] = [];

async function member(group: string) {
  const heard: BusMessage[] = [];
  const bus = new ThreadBus({ group, log, receive: (m) => heard.push(m), reconnected: () => {} });
  await bus.start();
  open.push(bus);
  return { bus, heard };
}

/** A message to `probe`'s group, sent after the others: once `probe` hears it, every earlier message was delivered. */
async function flushed(probe: { bus: ThreadBus; heard: BusMessage[] }): Promise<void> {
  const marker = { k: 'change' as const, u: -1, s: -1 };
  await probe.bus.send(marker);
  await until(() => probe.heard.some((m) => m.k === 'change' && m.u === -1), 10_000);
  probe.heard.splice(
    probe.heard.findIndex((m) => m.k === 'change' && m.u === -1),
    1,
  );
}

afterEach(async () => {
  for (const b of open.splice(0)) await b.close();
});

describe('thread bus', () => {
  it('delivers to every member of the group, in order, the sender included; other groups hear nothing', async () => {
    const a = await member('g1');
    const b = await member('g1');
    const other = await member('g2');
    for (let i = 1; i <= 5; i++) await a.bus.send({ k: 'change', u: i, s: i });
    await until(() => a.heard.length === 5 && b.heard.length === 5, 10_000);
    await flushed(other);
    const sent = [1, 2, 3, 4, 5].map((i) => ({ k: 'change', u: i, s: i }));
    expect(a.heard).toEqual(sent);
    expect(b.heard).toEqual(sent);
    expect(other.heard).toEqual([]);
  });

  it('a member reported gone is not alive for any member; a closed bus hears nothing', async () => {
    const a = await member('g3');
    const b = await member('g3');
    expect(await b.bus.alive([7, 8])).toEqual(new Set([7, 8]));
    a.bus.memberGone(7);
    await until(async () => !(await a.bus.alive([7])).has(7) && !(await b.bus.alive([7])).has(7), 10_000);
    expect(await a.bus.alive([7, 8])).toEqual(new Set([8]));
    expect(await b.bus.alive([7, 8])).toEqual(new Set([8]));
    await b.bus.close();
    await a.bus.send({ k: 'want', g: ['x'] });
    await flushed(a); // a heard its own message, and the marker after it: a closed b had its chance to hear them
    expect(a.heard).toEqual([{ k: 'want', g: ['x'] }]);
    expect(b.heard).toEqual([]);
  });

  it('crosses to a worker thread and back on the same channel name', async () => {
    const a = await member('g4');
    // a worker that answers each message on the group's channel with a `change` carrying its thread id
    const worker = new Worker(
      `const { BroadcastChannel, threadId, parentPort } = require('node:worker_threads');
       const c = new BroadcastChannel(${JSON.stringify(threadChannelName('g4'))});
       c.onmessage = (e) => { if (e.data.m && e.data.m.k === 'want') c.postMessage({ m: { k: 'change', u: threadId, s: 0 } }); };
       parentPort.postMessage('up');`,
      { eval: true },
    );
    await new Promise((r) => worker.once('message', r));
    await a.bus.send({ k: 'want', g: ['y'] });
    await until(() => a.heard.some((m) => m.k === 'change'), 10_000);
    expect(a.heard).toContainEqual({ k: 'change', u: worker.threadId, s: 0 });
    await worker.terminate();
  });
});
