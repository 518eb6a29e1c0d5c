import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ServeLockedError, STALE_MS, serveLockFile, takeServeLock } from './serve-lock.js';

/** One serving process per SQLite file: a second `serve` on the same file is refused at start. */

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
const tmp = () => path.join(tempDir('serve-lock-'), 'taikai.db.serve.lock');

describe('the serve lock of a SQLite file', () => {
  it('is taken once; a live holder refuses the next with a message naming PostgreSQL; released, it is free', () => {
    const file = tmp();
    const lock = takeServeLock(file, 1001, () => true);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ pid: 1001, host: os.hostname() });
    let refused: unknown = null;
    try {
      takeServeLock(file, 1002, () => true);
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(ServeLockedError);
    expect(String((refused as Error).message)).toMatch(/process 1001.*PostgreSQL/s);
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
    takeServeLock(file, 1002, () => true).release();
  });

  it('a lock left by a process that died, or by another host long ago, is taken over', () => {
    const file = tmp();
    fs.writeFileSync(file, JSON.stringify({ pid: 4242, host: os.hostname(), started: 'then' }));
    takeServeLock(file, 1003, (pid) => pid !== 4242).release();
    // another host's lock is live while it is touched
    fs.writeFileSync(file, JSON.stringify({ pid: 7, host: 'elsewhere', started: 'then' }));
    expect(() => takeServeLock(file, 1004, () => false)).toThrow(ServeLockedError);
    const old = new Date(Date.now() - STALE_MS - 5_000);
    fs.utimesSync(file, old, old);
    takeServeLock(file, 1004, () => false).release();
  });

  it('only SQLite files are locked', () => {
    expect(serveLockFile('postgres://x@y/z')).toBeNull();
    expect(serveLockFile('sqlite::memory:')).toBeNull();
    expect(serveLockFile('sqlite:data/t.db')).toBe(`${path.resolve('data/t.db')}.serve.lock`);
  });

  it('a second server process on the same file exits at once with the message; the first keeps serving', async () => {
    const dir = tempDir('serve-two-');
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const env = {
      ...process.env,
      DATABASE_URL: `sqlite:${path.join(dir, 'taikai.db')}`,
      PORT: '0',
      HOST: '127.0.0.1',
      TAIKAI_DEMO: '0',
      TAIKAI_SCHEDULER: '0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
    };
    const start = () => spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'serve'], { cwd: serverDir, env });
    const first = start();
    let out = '';
    first.stdout.on('data', (d) => {
      out += String(d);
    });
    await expect
      .poll(() => out, { timeout: 60_000, interval: 100, message: 'the first server starts' })
      .toContain('Taikai is running');
    const second = start();
    let err = '';
    second.stderr.on('data', (d) => {
      err += String(d);
    });
    const code = await new Promise<number | null>((resolve) => second.on('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('One SQLite file takes one server process');
    expect(first.exitCode).toBeNull();
    const stopped = new Promise((resolve) => first.on('exit', resolve));
    first.kill('SIGTERM');
    await stopped;
    // a graceful stop hands the file back
    expect(fs.existsSync(path.join(dir, 'taikai.db.serve.lock'))).toBe(false);
  }, 90_000);
});
