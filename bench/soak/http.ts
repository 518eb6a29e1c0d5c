/**
 * The API calls of the people and organisers: one keep-alive agent for all, and every answer judged — refusals the
 * call may meet apart, network failures and 503s during the restart counted as disruptions, the rest as errors.
 */
import http from 'node:http';
import { counters } from './counters.js';
import { disruption, error } from './errors.js';
import { run } from './run-state.js';

let base = '';
/** The server's address (http://127.0.0.1:<port>), once it listens. */
export function setBase(url: string): void {
  base = url;
}
export const baseUrl = () => base;

export const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
interface Answer {
  status: number;
  code: number | null;
  data: unknown;
  bytes: number;
  ms: number;
}
/** One API call. Network failures throw; answers (any status) resolve. */
function request(method: 'GET' | 'POST', url: string, token: string, body?: unknown): Promise<Answer> {
  const t = performance.now();
  counters.httpCalls++;
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${base}${url}`,
      {
        method,
        agent,
        headers: {
          authorization: `Majsoul ${token}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.once('error', reject);
        res.once('end', () => {
          const buf = Buffer.concat(chunks);
          let data: unknown = null;
          let code: number | null = null;
          if (String(res.headers['content-type'] ?? '').includes('json')) {
            try {
              const j = JSON.parse(buf.toString('utf8'));
              data = j.data ?? null;
              code = j.error?.code ?? null;
            } catch {
              /* not JSON after all */
            }
          }
          resolve({ status: res.statusCode ?? 0, code, data, bytes: buf.length, ms: performance.now() - t });
        });
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('no answer in 30 s')));
    req.once('error', reject);
    req.end(payload);
  });
}

/**
 * A call whose refusals are judged: 2xx fine; a code in `expected` is a race the call may meet (counted apart); any
 * other answer is an error. A network failure is a restart disruption inside the restart window, else an error.
 * Answers the reply, or null when it failed either way.
 */
export async function call(
  what: string,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  body?: unknown,
  expected: number[] = [],
): Promise<Answer | null> {
  let a: Answer;
  try {
    a = await request(method, url, token, body);
    if (run.ending) return null; // the bench is stopping the server: what it answers now is not judged
  } catch (e) {
    if (run.ending) return null;
    if (run.restartWindow) disruption(`http-network (${what})`);
    else error('http-network', `${what}: ${(e as Error).message}`);
    return null;
  }
  if (a.status >= 200 && a.status < 300) return a;
  if (a.code !== null && expected.includes(a.code)) {
    counters.expectedRaces++;
    return a;
  }
  if (a.status >= 500) {
    if (run.restartWindow && a.status === 503) disruption(`http-503 (${what})`);
    else error('http-5xx', `${what}: ${a.status} code ${a.code}`);
  } else error('http-refused', `${what}: ${a.status} code ${a.code}`);
  return a;
}
