/**
 * The restart in the middle: SIGTERM to the server (the graceful stop), then — once the entry has started the same
 * command again on the same database — its listening, and BENCH_SETTLE s in which the people come back to their
 * games; the restart's figures kept (how long the stop and the outage took, when every seat was back).
 */

import { sleep, tRel } from './clock.js';
import { SETTLE } from './config.js';
import { restartBack } from './counters.js';
import { people } from './person.js';
import { run } from './run-state.js';
import { samples } from './samples.js';
import { type Child, stopChild, stops } from './server-process.js';
import { max, median } from './stats.js';

export const restartFigures: Record<string, number | null> = {};

/** Opens the restart window and stops the server; answers when it was told to stop (performance.now()). */
export async function stopForRestart(child: Child): Promise<number> {
  run.restartWindow = true;
  const down = performance.now();
  const decisionsBefore = samples.filter((s) => s.proc === 0).at(-1)?.decisions ?? 0;
  run.serverDown = true;
  const code = await stopChild(child, 'SIGTERM');
  restartFigures.stopMs = Math.round(performance.now() - down);
  restartFigures.stopExitCode = code;
  const stopLine = stops.at(-1);
  console.log(
    `${tRel().toFixed(0)} s: server stopped (exit ${code}, ${restartFigures.stopMs} ms; decisions so far ${decisionsBefore})`,
  );
  if (stopLine) restartFigures.serverStopMs = Number(stopLine.stopMs);
  return down;
}

/** The new server process listens; the people have BENCH_SETTLE s to sit again, then the restart window closes. */
export async function settleAfterRestart(child: Child, down: number): Promise<void> {
  const again = await child.next('ready');
  run.serverDown = false;
  restartFigures.downMs = Math.round(performance.now() - down);
  restartFigures.listenMs = Number(again.listenMs);
  console.log(
    `${tRel().toFixed(0)} s: server listening again (pid ${again.pid}) ${restartFigures.downMs} ms after SIGTERM`,
  );
  const lost = () => people.filter((p) => p.uuid && p.seatedIn !== p.uuid).length;
  const settleEnd = performance.now() + SETTLE * 1000;
  while (performance.now() < settleEnd) {
    if (restartFigures.allSeatedMs === undefined && lost() === 0) {
      restartFigures.allSeatedMs = Math.round(performance.now() - down);
    }
    await sleep(500);
  }
  restartFigures.seatsNotBackAtSettle = lost();
  restartFigures.backMsMedian = Math.round(median(restartBack));
  restartFigures.backMsMax = Math.round(max(restartBack));
  restartFigures.allSeatedMs ??= null;
  run.restartWindow = false;
}
