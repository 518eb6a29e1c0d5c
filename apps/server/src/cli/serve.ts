import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type ServeLock, ServeLockedError, serveLockFile, takeServeLock } from '../db/serve-lock.js';
import { demoGamesDone } from '../demo/records.js';
import { seedDemoIfEmpty } from '../demo/seed.js';

export async function serve(): Promise<number> {
  const config = loadConfig();
  const lockFile = serveLockFile(config.databaseUrl);
  let lock: ServeLock | null = null;
  try {
    lock = lockFile ? takeServeLock(lockFile) : null;
  } catch (e) {
    if (!(e instanceof ServeLockedError)) throw e;
    console.error(`\n${e.message}\n`);
    return 1;
  }
  const app = await buildApp({ config });
  if (config.demo) {
    const login = await seedDemoIfEmpty(app.ctx);
    if (login) {
      app.log.info({ login }, 'demo data seeded');
      void demoGamesDone().then(() => app.log.info('demo league games recorded'));
    }
  }
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  console.log(`\nTaikai is running at ${url}`);
  if (config.demo) console.log(`Demo login: ${DEMO_LOGIN_HINT}\n`);
  // Graceful stop: /healthz answers 503 at once, no new connection is accepted, requests in
  // flight finish, the games write their positions and hand their leases back (games.close, in app.close), the
  // database closes. A stop that takes longer than SHUTDOWN_DEADLINE_MS exits anyway (another instance takes the
  // games when their leases run out).
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight, handing games over');
    setTimeout(() => {
      app.log.error('stop took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    await app.close();
    lock?.release();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  return new Promise<number>(() => {});
}

/** How long a graceful stop may take before the process exits anyway. */
export const SHUTDOWN_DEADLINE_MS = 25_000;

export const DEMO_LOGIN_HINT = 'account demo@taikai.local, password taikai-demo';
