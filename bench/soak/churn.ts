/**
 * The reconnect churn: BENCH_RECONNECT % of the connected people a minute drop their socket (they come back 1–5 s
 * later); none during the restart window.
 */
import { sleep } from './clock.js';
import { RECONNECT_PER_MIN } from './config.js';
import { people } from './person.js';
import { run } from './run-state.js';

export async function reconnectChurn(): Promise<void> {
  const everyMs = 5000;
  let carry = 0;
  while (!run.ending) {
    await sleep(everyMs);
    if (run.restartWindow || run.ending) continue;
    const connected = people.filter((p) => p.connected);
    carry += (connected.length * RECONNECT_PER_MIN) / 100 / (60_000 / everyMs);
    for (; carry >= 1; carry--) connected[Math.floor(Math.random() * connected.length)]?.drop();
  }
}
