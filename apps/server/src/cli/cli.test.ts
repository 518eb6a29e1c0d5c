import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeAccountId } from '@taikai/shared';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { ManualClock, systemClock } from '../clock.js';
import { createDatabase, migrateToLatest } from '../db/database.js';
import { insertAccount } from '../modules/account/account.repository.js';
import { runCli } from './index.js';

/**
 * The operator CLI against a real database file (the one DATABASE_URL names), next to a server on the same file
 * so a flow can go API → CLI → API.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-cli-'));
const url = `sqlite:${path.join(dir, 'cli.db')}`;
process.env.DATABASE_URL = url;
const db = createDatabase({ url });
await migrateToLatest(db);
const app = await buildApp({
  db,
  clock: new ManualClock(systemClock.now()),
  logger: false,
  consoleDir: null,
  config: { demo: false },
});

afterAll(async () => {
  await app.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs the CLI, capturing what it prints. */
async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a) => void out.push(a.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...a) => void err.push(a.join(' ')));
  try {
    const code = await runCli(argv);
    return { code, out: out.join('\n'), err: err.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

const inject = (method: 'GET' | 'POST', u: string, token: string, payload?: object, query?: Record<string, string>) =>
  app.inject({ method, url: u, payload, query, headers: { authorization: `Majsoul ${token}` } });

afterEach(() => vi.restoreAllMocks());

describe('operator CLI', () => {
  it('prints the usage and exits 2 on wrong arguments', async () => {
    for (const argv of [
      [],
      ['nonsense'],
      ['review'],
      ['review', 'approve'],
      ['review', 'approve', '--id', 'x'],
      ['review', 'list', '--bogus'],
      ['contest', 'lock'],
      ['contest', 'freeze', '--contest', '1'],
      ['contest', 'lock', '--contest', 'abc'],
      ['demo'],
      ['demo', 'seed', 'extra'],
      ['account', 'create', '--nickname', 'x'],
    ]) {
      const res = await cli(...argv);
      expect([argv.join(' '), res.code]).toEqual([argv.join(' '), 2]);
      expect(res.err).toContain('Usage: npm run taikai');
    }
  });

  it('account create prints the new id and its encoded id', async () => {
    const res = await cli(
      'account',
      'create',
      '--nickname',
      'Organiser',
      '--email',
      'org@cli.test',
      '--password',
      'secret-1',
      '--diamonds',
      '500',
    );
    expect(res.code).toBe(0);
    const m = /Created account (\d+) \(shown to people as (\d+)\)/.exec(res.out);
    expect(m).not.toBeNull();
    expect(Number(m?.[2])).toBe(encodeAccountId(Number(m?.[1])));
  });

  it('review: a held name change is listed, approved once, and applied; lock refuses changes', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { account: 'org@cli.test', password: 'secret-1' },
    });
    const token = login.json().data.token as string;
    const now = app.ctx.clock.now();
    const created = await inject('POST', '/api/contest/create_contest', token, {
      name: [{ lang: 'default', content: 'CLI Cup' }],
      game_rule_setting: { round_type: 1, thinking_type: 1 },
      open_show: 0,
      start_time: now + 3600,
      end_time: now + 86400,
    });
    const uniqueId = String(created.json().data.unique_id);

    expect((await cli('contest', 'check', '--contest', uniqueId)).code).toBe(0);
    const held = await inject('POST', '/api/contest/update_contest_base', token, {
      unique_id: Number(uniqueId),
      setting: { name: [{ lang: 'default', content: 'CLI Cup Renamed' }] },
    });
    expect(held.json().data).toEqual({ held: true });

    const list = await cli('review', 'list');
    expect(list.code).toBe(0);
    const id = /#(\d+)\s+pending/.exec(list.out)?.[1];
    expect(list.out).toContain('CLI Cup Renamed');
    expect(id).toBeDefined();

    const approve = await cli('review', 'approve', '--id', String(id));
    expect([approve.code, approve.out]).toEqual([0, expect.stringContaining('approved')]);
    const detail = await inject('GET', '/api/contest/fetch_contest_detail', token, undefined, { unique_id: uniqueId });
    expect(detail.json().data).toMatchObject({
      contest_name: [{ lang: 'default', content: 'CLI Cup Renamed' }],
      review_state: 3,
    });
    expect((await cli('review', 'list')).out).toContain('No changes are waiting');

    const again = await cli('review', 'approve', '--id', String(id));
    expect([again.code, again.err]).toEqual([1, expect.stringContaining('Err2555')]);
    expect((await cli('review', 'reject', '--id', '99999')).code).toBe(1);

    expect((await cli('contest', 'lock', '--contest', uniqueId)).code).toBe(0);
    const locked = await inject('POST', '/api/contest/update_contest_base', token, {
      unique_id: Number(uniqueId),
      setting: { open_show: 1 },
    });
    expect(locked.json().error.code).toBe(2558);
    expect((await cli('contest', 'unlock', '--contest', uniqueId)).code).toBe(0);
    expect((await cli('contest', 'lock', '--contest', '424242')).code).toBe(1);
  });

  it('demo seed adds the demo once and then says it exists', async () => {
    const first = await cli('demo', 'seed');
    expect([first.code, first.out]).toEqual([0, expect.stringContaining('demo@taikai.local')]);
    const second = await cli('demo', 'seed');
    expect([second.code, second.out]).toEqual([0, expect.stringContaining('exists already')]);
  });

  it('account look-alikes lists the accounts whose nicknames look the same; account create refuses a new one', async () => {
    const none = await cli('account', 'look-alikes');
    expect([none.code, none.out]).toEqual([0, 'No two accounts hold nicknames that look the same.']);

    // Look-alikes from before the rule (written without the check), beside the demo's RiichiRyan.
    const account = (nickname: string) =>
      insertAccount(db, { nickname, email: null, password_hash: null, zone: 3, diamonds: 0, now: 0 });
    const ghost = await account('Ghost');
    const gh0st = await account('GH0ST');
    const greek = await account('Gh\u03bfst'); // Greek small omicron
    const ryan = await account('RIICHIRYAN');
    const report = await cli('account', 'look-alikes');
    expect(report.code).toBe(0);
    expect(report.out).toContain('2 groups of accounts whose nicknames look the same (5 accounts)');
    const lines = report.out.split('\n');
    const lineOf = (id: number) => lines.find((l) => l.includes(`(account ${id})`)) ?? '';
    for (const id of [ghost, gh0st, greek, ryan])
      expect(lineOf(id)).toContain(`  ${encodeAccountId(id)}  (account ${id})`);
    expect(lineOf(greek)).toContain('"Ghοst"  G h U+03BF s t');
    expect(lineOf(ryan)).toContain('"RIICHIRYAN"');
    expect(report.out).toContain('"RiichiRyan"');
    // one group per skeleton: the three ghosts together, the two Ryans together
    const groups = report.out.split(/\n#\d+\n/).slice(1);
    expect(groups.map((g) => g.split('\n').filter(Boolean).length).sort()).toEqual([2, 3]);
    expect(groups.find((g) => g.includes(`(account ${ghost})`))).toContain(`(account ${greek})`);

    const create = (nickname: string, email: string) =>
      cli('account', 'create', '--nickname', nickname, '--email', email, '--password', 'secret-1');
    const refused = await create('ＧＨＯＳＴ', 'ghost4@cli.test');
    expect([refused.code, refused.err]).toEqual([
      1,
      expect.stringContaining(`looks like "Ghost", the nickname of account ${encodeAccountId(ghost)}`),
    ]);
    const blank = await create('\u2800', 'blank@cli.test');
    expect([blank.code, blank.err]).toEqual([2, expect.stringContaining('--nickname')]);
    expect(
      await db
        .selectFrom('accounts')
        .select('email')
        .where('email', 'in', ['ghost4@cli.test', 'blank@cli.test'])
        .execute(),
    ).toEqual([]);
    expect((await create('Ghostly', 'ghostly@cli.test')).code).toBe(0);
    expect((await cli('account', 'look-alikes')).out).not.toContain('Ghostly');
  });
});
