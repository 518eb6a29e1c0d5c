/**
 * The run's report: the summary (with the heap snapshots' diff when there are two of one process), written with the
 * samples, marks, errors and stops to BENCH_SOAK_OUT, and printed as JSON and as the Markdown table.
 */
import fs from 'node:fs';
import { OUT, RESTART } from './config.js';
import { errors } from './errors.js';
import { heapDiff } from './heap-diff.js';
import { markdown } from './markdown.js';
import { snapshots } from './probes.js';
import { marks, samples } from './samples.js';
import { stops } from './server-process.js';
import { summary } from './summary.js';

/** `gameThreads`: the server's game threads (its `ready` line). Nothing to report without samples. */
export function report(gameThreads: number): void {
  if (!samples.length) return;
  const s = summary(gameThreads);
  // heap snapshots: what grew on the server's main thread within one process (after the warm-up → before the restart,
  // or → the end when there was none)
  const later = snapshots.beforeRestart ?? (RESTART ? undefined : snapshots.end);
  if (snapshots.afterWarmup && later) {
    try {
      const d = heapDiff(snapshots.afterWarmup, later);
      (s as Record<string, unknown>).heapDiff = d;
      console.log(`heap snapshot diff (self sizes, MB): ${d.totalMbBefore} → ${d.totalMbAfter}`);
      for (const r of d.grewMost)
        console.log(`  ${r.mbDelta.toFixed(2).padStart(8)} MB ${String(r.countDelta).padStart(9)} × ${r.kind}`);
    } catch (e) {
      console.error('heap snapshot diff failed', e);
    }
  }
  fs.writeFileSync(OUT, JSON.stringify({ summary: s, marks, samples, errors, stops }, null, 1));
  console.log(JSON.stringify(s, null, 2));
  console.log(`\n${markdown(s)}`);
}
