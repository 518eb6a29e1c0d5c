import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { demoGamesDone } from '../demo/records.js';
import { seedDemoIfEmpty } from '../demo/seed.js';

export async function serve(): Promise<number> {
  const config = loadConfig();
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
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return new Promise<number>(() => {});
}

export const DEMO_LOGIN_HINT = 'account demo@taikai.local, password taikai-demo';
