/**
 * One of the processes of the two-process SQLite test (sqlite-two-process.test.ts): opens the server on the shared
 * file and sends its writes — sign-ups of its own players and remarks on the shared season — as fast as it can,
 * several at a time. Prints the HTTP status of every reply as one JSON line.
 */
import { buildApp } from '../../src/app.js';
import { createDatabase } from '../../src/db/database.js';

const file = process.env.WRITER_FILE as string;
const uniqueId = Number(process.env.WRITER_UNIQUE_ID);
const tokens = JSON.parse(process.env.WRITER_TOKENS as string) as string[];
const db = createDatabase({ url: `sqlite:${file}` });
const app = await buildApp({ db, logger: false, consoleDir: null, config: { demo: false, scheduler: false } });
const statuses: number[] = [];
const post = (url: string, body: unknown, token: string) =>
  app.inject({ method: 'POST', url, payload: body as object, headers: { authorization: `Majsoul ${token}` } });
let next = 0;
async function lane(): Promise<void> {
  while (next < tokens.length) {
    const token = tokens[next++];
    const res = await post('/api/contest/player/signup', { unique_id: uniqueId, season_id: 1 }, token);
    statuses.push(res.statusCode);
    const ready = await post('/api/contest/player/ready', { unique_id: uniqueId, season_id: 1, ready: 1 }, token);
    statuses.push(ready.statusCode);
  }
}
await Promise.all(Array.from({ length: 6 }, lane));
process.stdout.write(`${JSON.stringify({ statuses })}\n`);
await app.close();
await db.destroy();
