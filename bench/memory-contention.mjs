/**
 * Whether two busy workers slow each other down on this machine (bench/RESULTS.md "Smaller measurements in
 * bench/"): an allocation-heavy loop (arrays of small objects, half of them kept) and a pure arithmetic loop, each run
 * alone, as two processes at once and as two worker threads of one process, 4 s each; prints iterations per run.
 *
 *   node bench/memory-contention.mjs
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const MS = 4000;
const loops = {
  churn() {
    const t = Date.now();
    let n = 0;
    let keep = [];
    while (Date.now() - t < MS) {
      const o = [];
      for (let i = 0; i < 2000; i++) o.push({ a: i, b: String(i), c: [i, i + 1] });
      keep.push(o);
      if (keep.length > 200) keep = keep.slice(100);
      n++;
    }
    return n;
  },
  arithmetic() {
    const t = Date.now();
    let n = 0;
    const a = new Float64Array(1 << 16);
    while (Date.now() - t < MS) {
      for (let i = 0; i < a.length; i++) a[i] = Math.sqrt(a[i] + i) * 1.0001;
      n++;
    }
    return n;
  },
};

const self = fileURLToPath(import.meta.url);
const [mode, kind] = process.argv.slice(2);

if (!isMainThread) {
  parentPort.postMessage(loops[workerData]());
} else if (mode === 'one') {
  console.log(loops[kind]());
} else if (mode === 'threads') {
  const runs = [0, 1].map(
    () => new Promise((resolve) => new Worker(self, { workerData: kind }).once('message', resolve)),
  );
  console.log((await Promise.all(runs)).join(' '));
} else {
  const run = (args) =>
    new Promise((resolve) => {
      let out = '';
      const child = spawn(process.execPath, [self, ...args]);
      child.stdout.on('data', (d) => {
        out += d;
      });
      child.on('close', () => resolve(out.trim()));
    });
  for (const k of Object.keys(loops)) {
    console.log(`${k}: alone ${await run(['one', k])}`);
    console.log(`${k}: two processes ${(await Promise.all([run(['one', k]), run(['one', k])])).join(' ')}`);
    console.log(`${k}: two threads ${await run(['threads', k])}`);
  }
}
