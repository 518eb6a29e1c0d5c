/**
 * What the soak asks of the server over its stdin: a mark (a sample after a full garbage collection, kept under the
 * phase bound's name) and a heap snapshot of its main thread (BENCH_HEAP_SNAPSHOTS=1).
 */
import { OUT, SNAPSHOTS } from './config.js';
import { marks, record, type Sample } from './samples.js';
import type { Child } from './server-process.js';

/** the heap snapshots written, by name */
export const snapshots: Record<string, string> = {};

export async function mark(child: Child, name: string): Promise<void> {
  child.proc.stdin?.write('mark\n');
  const s = (await child.next('mark')) as unknown as Sample;
  marks[name] = record(s, child.index);
  console.log(
    `mark ${name}: rss ${(s.rss / 1e6).toFixed(1)} MB, heap after gc ${(s.heapUsed / 1e6).toFixed(1)} MB, fds ${s.fds}`,
  );
}

export async function snapshot(child: Child, name: string): Promise<void> {
  if (!SNAPSHOTS) return;
  const file = `${OUT.replace(/\.json$/, '')}.${name}.heapsnapshot`;
  child.proc.stdin?.write(`snapshot ${file}\n`);
  const r = await child.next('snapshot');
  snapshots[name] = String(r.file);
  console.log(`heap snapshot ${name}: ${r.file} (${r.ms} ms)`);
}
