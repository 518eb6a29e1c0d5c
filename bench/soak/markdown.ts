import type { Summary } from './summary.js';

/** The figures as the table bench/RESULTS.md shows. */
export function markdown(s: Summary): string {
  const m = s.memory;
  const ph = s.phases as Record<string, Record<string, number | null>>;
  const per = (k: string) =>
    (['warmup', 'steady1', 'restart', 'steady2'] as const).map((p) => ph[p]?.[k] ?? '—').join(' / ');
  const kinds = (o: Record<string, number>) =>
    Object.entries(o)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ') || 'none';
  const rows: [string, string][] = [
    [
      'RSS MB: start / end (medians of the first minute after the warm-up and of the last minute) / max',
      `${m.rssMb.startMedian} / ${m.rssMb.endMedian} / ${m.rssMb.max}`,
    ],
    [
      'RSS MB after a full GC: after warm-up / before restart / after restart / end',
      `${m.rssMb.afterWarmup} / ${m.rssMb.beforeRestart} / ${m.rssMb.afterRestartSettled} / ${m.rssMb.end}`,
    ],
    [
      'heap used MB after a full GC: after warm-up / before restart / after restart / end',
      `${m.heapAfterGcMb.afterWarmup} / ${m.heapAfterGcMb.beforeRestart} / ${m.heapAfterGcMb.afterRestartSettled} / ${m.heapAfterGcMb.end}`,
    ],
    [
      'RSS slope MB/min (least squares): steady 1 / steady 2',
      `${ph.steady1?.rssSlopeMbPerMin ?? '—'} / ${ph.steady2?.rssSlopeMbPerMin ?? '—'}`,
    ],
    [
      'open descriptors: after warm-up / before restart / end / max',
      `${m.fds.afterWarmup} / ${m.fds.beforeRestart} / ${m.fds.end} / ${m.fds.max}`,
    ],
    [
      'event-loop delay p99 ms, 10 s windows (median / worst): all',
      `${s.loop.overallP99MsMedian} / ${s.loop.overallP99MsWorst}`,
    ],
    ['— median window p99 per phase: warm-up / steady 1 / restart / steady 2', per('loopP99MsMedian')],
    ['— worst window p99 per phase', per('loopP99MsWorst')],
    ['decisions/s per phase', per('decisionsPerSec')],
    ['server CPU % of one core per phase', per('serverCpuPercent')],
    ['games started / finished (by this bench)', `${s.counters.gamesStarted} / ${s.counters.gamesFinished}`],
    [
      'restart: stop / down (SIGTERM → listening) / every seat back, ms after SIGTERM',
      `${s.restart.stopMs} / ${s.restart.downMs} / ${s.restart.allSeatedMs ?? 'not all'}`,
    ],
    [
      'restart: a seat back at its game, ms after its socket closed (median / max)',
      `${s.restart.backMsMedian} / ${s.restart.backMsMax}`,
    ],
    [
      'exports: count / median ms / max ms / MB',
      `${s.exports.count} / ${s.exports.msMedian} / ${s.exports.msMax} / ${s.exports.mbTotal}`,
    ],
    ['errors', `**${s.errors.total}** (${kinds(s.errors.byKind)})`],
    ['server log lines by level', kinds(s.errors.serverLogLines)],
    ['restart disruptions (not errors)', kinds(s.errors.restartDisruptions)],
    ['memory flat', String(m.verdict.flat)],
  ];
  return ['| figure | value |', '|---|---|', ...rows.map(([a, b]) => `| ${a} | ${b} |`)].join('\n');
}
