import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGameRow, type SharedDb, seasonWithPlayers, sharedDatabase, T0 } from '../../test/kit/games/harness.js';
import type { Database } from '../db/database.js';
import { markPaused, renewLeases } from './games.repository.js';
import { LEASE_SECONDS, RENEW_BELOW } from './local-host.js';

/**
 * Lease upkeep (games.repository.ts `renewLeases`): a tick renews only the leases that run out before the renewal
 * point (each game's row every ~10 s, not every second), leaves other processes' games alone, and answers the status
 * of every live game the process owns — renewed this tick or not — so stored requests are applied and lost games
 * noticed.
 */

let shared: SharedDb;
let db: Database;
let season: { unique_id: number; season_id: number; ids: number[] };

beforeAll(async () => {
  shared = await sharedDatabase();
  db = shared.open();
  season = await seasonWithPlayers(db, T0, 4);
});
afterAll(async () => {
  await db.destroy();
  await shared.drop();
});

const game = (owner: string, leaseUntil: number) => insertGameRow(db, season, { owner, leaseUntil });

const leaseOf = async (uuid: string) =>
  (await db.selectFrom('games').select('lease_until').where('uuid', '=', uuid).executeTakeFirstOrThrow()).lease_until;

describe('lease renewal', () => {
  it('renews only leases below the renewal point, only its own, and answers every live game it owns', async () => {
    const now = T0 + 100;
    const until = now + LEASE_SECONDS;
    const renewBelow = now + LEASE_SECONDS * RENEW_BELOW;
    const fresh = await game('me', now + 20); // 20 s left: above the 15 s renewal point
    const low = await game('me', now + 10); // 10 s left: renewed
    const paused = await game('me', now + 5);
    await markPaused(db, paused, now);
    const theirs = await game('them', now + 1);

    const rows = await renewLeases(db, 'me', until, renewBelow);

    expect(await leaseOf(fresh)).toBe(now + 20);
    expect(await leaseOf(low)).toBe(until);
    expect(await leaseOf(paused)).toBe(until);
    expect(await leaseOf(theirs)).toBe(now + 1);
    const statuses = Object.fromEntries(rows.map((r) => [r.uuid, r.status]));
    expect(statuses).toEqual({ [fresh]: 'running', [low]: 'running', [paused]: 'paused' });
  });
});
