import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SignupType } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest } from '../../src/db/database.js';
import { insertAccount } from '../../src/modules/account/account.repository.js';
import { insertSession } from '../../src/modules/auth/auth.repository.js';
import { hashToken, newToken } from '../../src/modules/auth/tokens.js';
import { makeContest } from '../fixtures.js';

const run = promisify(execFile);
const HERE = path.dirname(new URL(import.meta.url).pathname);
const PLAYERS_PER_PROCESS = 150;

/**
 * Two server processes on one SQLite file, both writing at once (sign-ups and ready flags, each a read-then-write
 * transaction). A deferred transaction's upgrade to a writer would be refused with SQLITE_BUSY ("database is
 * locked", a 500); write transactions start with BEGIN IMMEDIATE and wait on the busy timeout, so every call is
 * answered and every write lands.
 */
describe('two processes on one SQLite file', () => {
  it('answer every concurrent write without a 5xx, and every write lands', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-2p-'));
    const file = path.join(dir, 'shared.db');
    const db = createDatabase({ url: `sqlite:${file}` });
    await migrateToLatest(db);
    const now = Math.floor(Date.now() / 1000);
    const owner = await insertAccount(db, {
      nickname: 'owner',
      email: 'owner@test.local',
      password_hash: 'x',
      zone: 1,
      diamonds: 0,
      now,
    });
    const { unique_id } = await makeContest(db, owner, now - 60, { signupType: SignupType.Auto });
    const tokenSets: string[][] = [[], []];
    for (let i = 0; i < PLAYERS_PER_PROCESS * 2; i++) {
      const id = await insertAccount(db, {
        nickname: `p${i}`,
        email: `p${i}@test.local`,
        password_hash: 'x',
        zone: 1,
        diamonds: 0,
        now,
      });
      const token = newToken();
      await insertSession(db, hashToken(token), id, now, now + 86400);
      tokenSets[i % 2].push(token);
    }
    await db.destroy();

    const outputs = await Promise.all(
      tokenSets.map((tokens) =>
        run(process.execPath, ['--import', 'tsx', path.join(HERE, 'sqlite-writer.ts')], {
          env: {
            ...process.env,
            NODE_ENV: 'production',
            WRITER_FILE: file,
            WRITER_UNIQUE_ID: String(unique_id),
            WRITER_TOKENS: JSON.stringify(tokens),
          },
          maxBuffer: 16 * 1024 * 1024,
        }),
      ),
    );
    const statuses = outputs.flatMap(
      (o) => (JSON.parse(o.stdout.trim().split('\n').at(-1) as string) as { statuses: number[] }).statuses,
    );
    expect(statuses).toHaveLength(PLAYERS_PER_PROCESS * 2 * 2);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 200)).toBe(true);

    const check = createDatabase({ url: `sqlite:${file}`, readCache: false });
    const joined = await check
      .selectFrom('season_players')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('unique_id', '=', unique_id)
      .executeTakeFirstOrThrow();
    const ready = await check
      .selectFrom('season_ready')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('unique_id', '=', unique_id)
      .executeTakeFirstOrThrow();
    await check.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
    expect(Number(joined.n)).toBe(PLAYERS_PER_PROCESS * 2);
    expect(Number(ready.n)).toBe(PLAYERS_PER_PROCESS * 2);
  }, 120_000);
});
