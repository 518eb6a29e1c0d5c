/**
 * The run's summary: settings, memory (RSS, heap after a full collection, descriptors, database) and whether it stayed
 * flat, event-loop delay, each phase's figures, the restart, the stops, counters, exports and errors.
 */
import os from 'node:os';
import {
  DB,
  DURATION_MS,
  EXPORT_SECONDS,
  HAND_SECONDS,
  LOG_FILE,
  MANAGERS,
  MINUTES,
  OUT,
  RAMP,
  RECONNECT_PER_MIN,
  RESTART,
  SETTLE,
  TABLES,
  WARMUP,
  WRITES_PER_MIN,
} from './config.js';
import { counters, exportMs } from './counters.js';
import { disruptions, errorCounts } from './errors.js';
import { people } from './person.js';
import { phaseFigures } from './phase-figures.js';
import { restartFigures } from './restart.js';
import { marks, samples, serverLogLevels } from './samples.js';
import { serverLogFile } from './server-log.js';
import { stopFigures } from './server-process.js';
import { max, mb, median, quantile } from './stats.js';
import { groups } from './table-group.js';

export type Summary = ReturnType<typeof summary>;

/** `gameThreads`: the server's game threads (its `ready` line). */
export function summary(gameThreads: number) {
  const byPhase = phaseFigures();
  const all = samples.filter((s) => s.phase !== 'end');
  const allP99 = all.map((s) => s.loopMs?.p99 ?? NaN).filter((x) => !Number.isNaN(x));
  const w = marks.afterWarmup;
  const pre = marks.beforeRestart;
  const settled = marks.afterRestart;
  const end = marks.end;
  /** grown by at most 10 % (a fall is no leak) */
  const within = (a: number | undefined, b: number | undefined) => (a && b ? b <= a * 1.1 : false);
  // RSS moves by ±100 MB within seconds (a young generation of up to 3 × 64 MB semispaces: --max-semi-space-size),
  // so its start and end are medians of the samples of the first minute after the warm-up and of the last minute
  const windowMedian = (from: number, to: number) =>
    median(samples.filter((x) => x.tRel >= from && x.tRel <= to).map((x) => x.rss));
  const rssStart = windowMedian(WARMUP, WARMUP + 60);
  const rssEnd = windowMedian(DURATION_MS / 1000 - 60, DURATION_MS / 1000 + 30);
  const rssFlat = within(rssStart, rssEnd);
  const slopesOk = ['steady1', 'steady2'].every((p) => {
    const s = byPhase[p] as { rssSlopeMbPerMin?: number; samples: number };
    if (!s || s.samples < 3 || !rssStart) return true;
    return (s.rssSlopeMbPerMin ?? 0) * 60 <= 0.1 * (rssStart / 1e6);
  });
  const heapFlat = within(w?.heapUsed, end?.heapUsed);
  const errorTotal = [...errorCounts.values()].reduce((a, b) => a + b, 0);
  const serverErrors = Object.entries(
    serverLogLevels.filter(Boolean).reduce(
      (acc, l) => {
        for (const [k, v] of Object.entries(l)) acc[k] = (acc[k] ?? 0) + v;
        return acc;
      },
      {} as Record<string, number>,
    ),
  );
  return {
    command: process.argv.slice(1).join(' '),
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, load average at the end ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' / ')}`,
    settings: {
      minutes: MINUTES,
      tables: TABLES,
      peopleTables: groups.filter((g) => g.people.length === 4).length,
      people: people.length,
      database: DB,
      handSeconds: Number(HAND_SECONDS),
      warmupS: WARMUP,
      rampS: RAMP,
      settleS: SETTLE,
      reconnectPercentPerMin: RECONNECT_PER_MIN,
      writesPerMin: WRITES_PER_MIN,
      exportEveryS: EXPORT_SECONDS,
      managers: MANAGERS,
      restart: RESTART,
      gameThreads,
    },
    memory: {
      rssMb: {
        startMedian: mb(rssStart),
        endMedian: mb(rssEnd),
        afterWarmup: mb(w?.rss),
        beforeRestart: mb(pre?.rss),
        afterRestartSettled: mb(settled?.rss),
        end: mb(end?.rss),
        max: mb(Math.max(...samples.map((s) => s.rss))),
      },
      heapAfterGcMb: {
        afterWarmup: mb(w?.heapUsed),
        beforeRestart: mb(pre?.heapUsed),
        afterRestartSettled: mb(settled?.heapUsed),
        end: mb(end?.heapUsed),
      },
      externalAfterGcMb: { afterWarmup: mb(w?.external), end: mb(end?.external) },
      fds: {
        afterWarmup: w?.fds ?? null,
        beforeRestart: pre?.fds ?? null,
        end: end?.fds ?? null,
        max: Math.max(...samples.map((s) => s.fds)),
      },
      dbMb: { afterWarmup: mb(w?.dbBytes ?? undefined), end: mb(end?.dbBytes ?? undefined) },
      walMb: {
        afterWarmup: mb(w?.walBytes ?? undefined),
        end: mb(end?.walBytes ?? undefined),
        max: mb(max(samples.map((x) => x.walBytes ?? 0))),
      },
      /** the lowest heap used of each minute's samples, per server process: the heap that survives collections */
      heapFloorMbByMinute: samples.reduce(
        (acc, x) => {
          const k = `${x.proc}:${Math.floor(x.tRel / 60)}`;
          acc[k] = Math.min(acc[k] ?? Number.POSITIVE_INFINITY, +(x.heapUsed / 1e6).toFixed(0));
          return acc;
        },
        {} as Record<string, number>,
      ),
      verdict: {
        rssEndMedianWithin10PercentOfStartMedian: rssFlat,
        heapAfterGcEndWithin10PercentOfAfterWarmup: heapFlat,
        steadySlopesUnder10PercentPerHour: slopesOk,
        flat: rssFlat && heapFlat && slopesOk,
      },
    },
    loop: {
      note: 'main-thread event-loop delay of the server, p99 of each 10 s window: median and worst window',
      overallP99MsMedian: +median(allP99).toFixed(1),
      overallP99MsP90OfWindows: +quantile(allP99, 0.9).toFixed(1),
      overallP99MsWorst: +max(allP99).toFixed(1),
    },
    phases: byPhase,
    restart: restartFigures,
    stops: stopFigures,
    counters,
    exports: {
      count: counters.exports,
      msMedian: +median(exportMs).toFixed(0),
      msMax: +max(exportMs).toFixed(0),
      mbTotal: +(counters.exportBytes / 1e6).toFixed(1),
    },
    errors: {
      total: errorTotal,
      byKind: Object.fromEntries(errorCounts),
      serverLogLines: Object.fromEntries(serverErrors),
      serverErrorMessages: serverLogFile(),
      restartDisruptions: Object.fromEntries(disruptions),
      aimMet: errorTotal === 0,
    },
    files: { samples: OUT, serverLog: LOG_FILE },
  };
}
