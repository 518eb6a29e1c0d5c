import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SharedDb, sharedDatabase, until } from '../../../test/kit/games/harness.js';
import { type Database, reopenOptions } from '../../db/database.js';
import { GameThreads, type RestartPolicy, restartDelay } from './game-threads.js';

/**
 * A game thread that ends is started again (game-threads.ts): after `firstMs` when it had run a while; when it keeps
 * ending soon after its start, or cannot start at all, after twice as long each time up to `maxMs`, so a fault that
 * will not go away (a missing file, a database that cannot be opened) is not retried and logged every second.
 */

let shared: SharedDb;
let db: Database;

beforeAll(async () => {
  shared = await sharedDatabase();
  db = shared.open();
});

afterAll(async () => {
  await db?.destroy();
  await shared?.drop();
});

describe('restartDelay', () => {
  const policy: RestartPolicy = { firstMs: 1000, maxMs: 60_000, stableMs: 60_000 };
  it('doubles from the first wait for each end in a row, up to the longest', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => restartDelay(policy, n))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});

/** Runs one thread with `hook` until it has ended `ends` times; answers the waits logged before each restart. */
async function restartsOf(hook: string, policy: RestartPolicy, ends: number): Promise<number[]> {
  const waits: number[] = [];
  const errors: string[] = [];
  const log = {
    level: 'warn',
    child: () => log,
    error: (obj: { restartInMs?: number }, msg: string) => {
      errors.push(msg);
      if (obj.restartInMs !== undefined) waits.push(obj.restartInMs);
    },
    warn: () => {},
    info: () => {},
    debug: () => {},
    trace: () => {},
    fatal: () => {},
  };
  const database = reopenOptions(db);
  if (!database) throw new Error('the test database cannot be opened again');
  const threads = new GameThreads({
    count: 1,
    database,
    handSeconds: 0,
    scheduler: false,
    log: log as never,
    hook: new URL(hook, import.meta.url).href,
    restart: policy,
  });
  try {
    await until(async () => waits.length >= ends, 60_000);
  } finally {
    await threads.close();
  }
  expect(errors).toContain('game thread ended; starting it again');
  return waits.slice(0, ends);
}

describe('a game thread that ends', () => {
  it('cannot start at all: waits twice as long before each new start, up to the longest wait', async () => {
    const waits = await restartsOf(
      '../../../test/kit/threads/failing-hook.ts',
      { firstMs: 50, maxMs: 100, stableMs: 60_000 },
      3,
    );
    expect(waits).toEqual([50, 100, 100]);
  }, 90_000);

  it('keeps ending soon after it is up: the same doubling; once it ran longer than `stableMs`, the first wait again', async () => {
    const soon = await restartsOf(
      '../../../test/kit/threads/exit-soon-hook.ts',
      { firstMs: 50, maxMs: 400, stableMs: 60_000 },
      2,
    );
    expect(soon).toEqual([50, 100]);
    // the thread lives 200 ms after it is up, longer than `stableMs` here: each end is a first one
    const stable = await restartsOf(
      '../../../test/kit/threads/exit-soon-hook.ts',
      { firstMs: 50, maxMs: 400, stableMs: 100 },
      2,
    );
    expect(stable).toEqual([50, 50]);
  }, 90_000);
});
