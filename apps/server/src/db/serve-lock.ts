/**
 * One serving process per SQLite file. Two `serve` processes on one file keep the data right, but each drives only
 * the games it started, and a player's table socket on the other process would get no questions (the game is
 * auto-played for them): several processes need PostgreSQL, where they follow each other's games. So `serve` takes
 * `<file>.serve.lock` (the process id, host and start time) before it opens the file, and refuses to start while
 * a live process holds it: on this host, a process with that id; on another (a container started again under a new
 * name, the same volume), a lock touched in the last STALE_MS. A lock left by a process that died is taken over.
 * The operator CLI (`migrate`, `account …`) does not take it: it may run beside the server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface ServeLock {
  file: string;
  release(): void;
}

/** How often a holder touches its lock, and when a lock of another host counts as left behind. */
export const TOUCH_MS = 10_000;
export const STALE_MS = 30_000;

interface Holder {
  pid: number;
  host: string;
  started: string;
}

/** The lock file of a `sqlite:<path>` URL; null for PostgreSQL and in-memory databases. */
export function serveLockFile(databaseUrl: string): string | null {
  if (!databaseUrl.startsWith('sqlite:')) return null;
  const file = databaseUrl.slice('sqlite:'.length);
  if (!file || file === ':memory:') return null;
  return `${path.resolve(file)}.serve.lock`;
}

export class ServeLockedError extends Error {
  constructor(
    readonly file: string,
    readonly holder: Holder,
  ) {
    super(
      `Another Taikai server (process ${holder.pid}, started ${holder.started}) is serving ${file.replace(/\.serve\.lock$/, '')}. ` +
        'One SQLite file takes one server process: stop the other one first, or run several instances on ' +
        'PostgreSQL (README, "Production and several instances").',
    );
  }
}

/** Whether process `pid` on this host is alive (a process we may not signal is alive too). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): Holder | null {
  try {
    const h = JSON.parse(fs.readFileSync(file, 'utf8')) as Holder;
    return Number.isInteger(h.pid) && typeof h.host === 'string' ? h : null;
  } catch {
    return null;
  }
}

/**
 * Takes the serve lock of a SQLite file, or throws ServeLockedError when a live process holds it. `pid` and `alive`
 * are this process's id and the liveness check (tests give their own).
 */
export function takeServeLock(file: string, pid = process.pid, alive = processAlive): ServeLock {
  const me: Holder = { pid, host: os.hostname(), started: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      const touch = setInterval(() => {
        const now = new Date();
        fs.utimes(file, now, now, () => {});
      }, TOUCH_MS).unref();
      return {
        file,
        release: () => {
          clearInterval(touch);
          if (readHolder(file)?.pid === pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const holder = readHolder(file);
    const live =
      holder &&
      holder.pid !== pid &&
      (holder.host === me.host ? alive(holder.pid) : Date.now() - fs.statSync(file).mtimeMs < STALE_MS);
    if (holder && live) throw new ServeLockedError(file, holder);
    // left by a process that is gone (or unreadable): take it over; a process starting at the same time may win
    fs.rmSync(file, { force: true });
  }
  throw new Error(`could not take ${file}`);
}
