/**
 * Each phase's figures from its samples: event-loop delay, decisions/s and server CPU (within one server process),
 * RSS and descriptors at most, games, and in the steady phases the fitted RSS and heap slopes.
 */
import type { Phase } from './run-state.js';
import { type Recorded, samples } from './samples.js';
import { max, mb, median, slope } from './stats.js';

const decisionsPerSec = (ss: Recorded[]) => {
  let d = 0;
  let t = 0;
  for (let i = 1; i < ss.length; i++) {
    if (ss[i].proc !== ss[i - 1].proc) continue;
    d += Math.max(0, ss[i].decisions - ss[i - 1].decisions);
    t += ss[i].tRel - ss[i - 1].tRel;
  }
  return t ? +(d / t).toFixed(0) : null;
};
const cpuShare = (ss: Recorded[]) => {
  let c = 0;
  let t = 0;
  for (let i = 1; i < ss.length; i++) {
    if (ss[i].proc !== ss[i - 1].proc) continue;
    c += ss[i].cpuMs - ss[i - 1].cpuMs;
    t += ss[i].tRel - ss[i - 1].tRel;
  }
  return t ? +((c / 1000 / t) * 100).toFixed(0) : null;
};

export function phaseFigures() {
  const of = (p: Phase) => samples.filter((s) => s.phase === p);
  const phases: Phase[] = ['warmup', 'steady1', 'restart', 'steady2'];
  return Object.fromEntries(
    phases.map((p) => {
      const ss = of(p);
      const p99s = ss.map((s) => s.loopMs?.p99 ?? NaN).filter((x) => !Number.isNaN(x));
      const steady = p === 'steady1' || p === 'steady2';
      const rssSlope = steady
        ? slope(
            ss.map((s) => s.tRel / 60),
            ss.map((s) => s.rss / 1e6),
          )
        : NaN;
      const heapSlope = steady
        ? slope(
            ss.map((s) => s.tRel / 60),
            ss.map((s) => s.heapUsed / 1e6),
          )
        : NaN;
      return [
        p,
        {
          samples: ss.length,
          seconds: ss.length ? +(ss[ss.length - 1].tRel - ss[0].tRel).toFixed(0) : 0,
          loopP99MsMedian: +median(p99s).toFixed(1),
          loopP99MsWorst: +max(p99s).toFixed(1),
          loopMaxMs: +Math.max(...ss.map((s) => s.loopMs?.max ?? 0)).toFixed(0),
          decisionsPerSec: decisionsPerSec(ss),
          serverCpuPercent: cpuShare(ss),
          rssMbMax: mb(Math.max(...ss.map((s) => s.rss))),
          fdsMax: Math.max(...ss.map((s) => s.fds)),
          gamesMedian: median(ss.map((s) => s.games)),
          ...(steady ? { rssSlopeMbPerMin: +rssSlope.toFixed(2), heapSlopeMbPerMin: +heapSlope.toFixed(2) } : {}),
          clientLoopP99MsMedian: +median(ss.map((s) => s.client.loopP99)).toFixed(1),
        },
      ];
    }),
  );
}
