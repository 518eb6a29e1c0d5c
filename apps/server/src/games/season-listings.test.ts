import type { RunningGame } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { LISTING_SECONDS, SeasonListings, STALE_SECONDS } from './season-listings.js';

/** A build whose reads the test answers one by one. */
function reads() {
  const pending: { resolve: (l: RunningGame[]) => void; reject: (e: Error) => void }[] = [];
  let calls = 0;
  const build = () => {
    calls++;
    return new Promise<RunningGame[]>((resolve, reject) => pending.push({ resolve, reject }));
  };
  const game = (n: number) => ({ uuid: `g${n}` }) as RunningGame;
  return {
    build,
    calls: () => calls,
    answer: async (n: number) => {
      pending.shift()?.resolve([game(n)]);
      await new Promise((r) => setImmediate(r));
    },
    fail: async () => {
      pending.shift()?.reject(new Error('read failed'));
      await new Promise((r) => setImmediate(r));
    },
  };
}
const uuids = async (p: Promise<{ list: RunningGame[] }>) => (await p).list.map((g) => g.uuid);

describe('the shared running lists', () => {
  it('answer one read while young; an older list answers while its successor is read, one read at a time', async () => {
    const l = new SeasonListings<RunningGame>();
    const r = reads();
    const first = l.get(1, 1, 100, r.build);
    expect(l.get(1, 1, 100, r.build)).toBe(first);
    await r.answer(1);
    expect(await uuids(first)).toEqual(['g1']);
    expect(l.get(1, 1, 100 + LISTING_SECONDS - 1, r.build)).toBe(first);
    expect(r.calls()).toBe(1);
    // a second old: the kept list answers at once, its successor is read behind it
    const stale = l.get(1, 1, 100 + LISTING_SECONDS, r.build);
    expect(stale).toBe(first);
    expect(l.get(1, 1, 100 + LISTING_SECONDS, r.build)).toBe(first);
    expect(r.calls()).toBe(2);
    await r.answer(2);
    expect(await uuids(l.get(1, 1, 100 + LISTING_SECONDS, r.build))).toEqual(['g2']);
    expect(r.calls()).toBe(2);
    // nobody polled for STALE_SECONDS: the next poll waits for a new read
    const late = l.get(1, 1, 100 + LISTING_SECONDS + STALE_SECONDS, r.build);
    expect(r.calls()).toBe(3);
    await r.answer(3);
    expect(await uuids(late)).toEqual(['g3']);
  });

  it("read afresh after a manager's change, a successor being read then thrown away", async () => {
    const l = new SeasonListings<RunningGame>();
    const r = reads();
    const first = l.get(1, 1, 100, r.build);
    await r.answer(1);
    expect(l.get(1, 1, 101, r.build)).toBe(first); // starts the successor's read
    l.forget(1, 1);
    const fresh = l.get(1, 1, 101, r.build);
    expect(fresh).not.toBe(first);
    await r.answer(2); // the successor read before the change
    await r.answer(3);
    expect(await uuids(fresh)).toEqual(['g3']);
    expect(await uuids(l.get(1, 1, 101, r.build))).toEqual(['g3']);
    // other seasons are untouched
    const other = l.get(2, 1, 101, r.build);
    await r.answer(4);
    expect(await uuids(other)).toEqual(['g4']);
  });

  it('keep the old list when a successor fails, and try again at the next poll; a failed first read is not kept', async () => {
    const l = new SeasonListings<RunningGame>();
    const r = reads();
    const first = l.get(1, 1, 100, r.build);
    await r.answer(1);
    expect(l.get(1, 1, 101, r.build)).toBe(first);
    await r.fail();
    expect(l.get(1, 1, 101, r.build)).toBe(first);
    expect(r.calls()).toBe(3);
    await r.answer(2);
    expect(await uuids(l.get(1, 1, 101, r.build))).toEqual(['g2']);

    const failing = l.get(3, 1, 100, r.build);
    await r.fail();
    await expect(failing).rejects.toThrow('read failed');
    const again = l.get(3, 1, 100, r.build);
    await r.answer(5);
    expect(await uuids(again)).toEqual(['g5']);
  });

  it('replace an older list only once its successor is ready to send, and anyway when making it ready fails', async () => {
    let ready: () => void = () => {};
    let prepared = 0;
    const l = new SeasonListings<RunningGame>((reply) => {
      prepared++;
      if (reply.list[0]?.uuid === 'g3') return Promise.reject(new Error('no gzip'));
      return new Promise<void>((r) => {
        ready = r;
      });
    });
    const r = reads();
    const first = l.get(1, 1, 100, r.build);
    await r.answer(1);
    expect(prepared).toBe(0); // a poll waits for a first list anyway
    expect(l.get(1, 1, 101, r.build)).toBe(first);
    await r.answer(2);
    expect(prepared).toBe(1);
    // read, not yet ready: the older list still answers
    expect(l.get(1, 1, 101, r.build)).toBe(first);
    ready();
    await new Promise((res) => setImmediate(res));
    expect(await uuids(l.get(1, 1, 101, r.build))).toEqual(['g2']);
    expect(await uuids(l.get(1, 1, 102, r.build))).toEqual(['g2']);
    await r.answer(3);
    await new Promise((res) => setImmediate(res));
    expect(await uuids(l.get(1, 1, 102, r.build))).toEqual(['g3']);
  });
});
