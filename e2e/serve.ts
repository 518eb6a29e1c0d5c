// The e2e server: what `taikai serve` does (apps/server/src/cli/serve.ts), except that the console is served from
// E2E_CONSOLE_DIR, the snapshot of apps/console/dist that run.mjs took. The server registers the console's files
// when it starts, so a console rebuilt during a run (another `vite build` in the same checkout) would otherwise
// leave the running journeys with missing chunks and a crashed page.
import fs from 'node:fs';
import { buildApp } from '../apps/server/src/app.js';
import { DEMO_LOGIN_HINT } from '../apps/server/src/cli/serve.js';
import { loadConfig } from '../apps/server/src/config.js';
import { demoGamesDone } from '../apps/server/src/demo/records.js';
import { seedDemoIfEmpty } from '../apps/server/src/demo/seed.js';
import type { Mail } from '../apps/server/src/mailer.js';

const config = loadConfig();
// E-mails (registration and login codes) go to a file the journeys read (E2E_MAIL_FILE, one JSON mail a line).
const mailFile = process.env.E2E_MAIL_FILE;
const mailer = mailFile
  ? { send: async (mail: Mail) => fs.appendFileSync(mailFile, `${JSON.stringify(mail)}\n`) }
  : undefined;
const app = await buildApp({ config, consoleDir: process.env.E2E_CONSOLE_DIR || undefined, mailer });
if (config.demo) {
  const login = await seedDemoIfEmpty(app.ctx);
  if (login) app.log.info({ login }, 'demo data seeded');
  await demoGamesDone(); // the demo league's games (journeys read its records)
}
await app.listen({ port: config.port, host: config.host });
console.log(`\nTaikai (e2e) is running at http://127.0.0.1:${config.port}\nDemo login: ${DEMO_LOGIN_HINT}\n`);
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
