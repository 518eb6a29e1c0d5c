/**
 * The exports: one every BENCH_EXPORT_SECONDS, records and yakuman CSV in turn, by the managers in turn (within the
 * product's cooldown of one download per manager and kind every 300 s).
 */

import { sleep } from './clock.js';
import { EXPORT_SECONDS, MANAGERS } from './config.js';
import { managerTokens, season } from './contest.js';
import { counters, exportMs } from './counters.js';
import { call } from './http.js';
import { run } from './run-state.js';

export async function exportsLoop(): Promise<void> {
  let k = 0;
  while (!run.ending) {
    await sleep(EXPORT_SECONDS * 1000);
    if (run.ending) return;
    const slot = k++ % (2 * MANAGERS);
    const token = managerTokens[Math.floor(slot / 2)];
    const records = slot % 2 === 0;
    const a = await call(
      records ? 'export_contest_game_records' : 'export_contest_yakuman_records',
      'POST',
      records ? '/api/contest/export_contest_game_records' : '/api/contest/export_contest_yakuman_records',
      token,
      { ...season(), utc_offset: 0 },
    );
    if (a?.status === 200) {
      counters.exports++;
      counters.exportBytes += a.bytes;
      exportMs.push(a.ms);
    }
  }
}
