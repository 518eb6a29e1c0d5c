/**
 * What encoding a finished game's log costs (building records is part of a game thread's time): 30 south
 * games of level-1 robots (`playGame`), then, per game, the mjai events stringified one by one and joined (as
 * games/record.ts writes the log), one `JSON.stringify` of the array (for comparison), the decisions (approximated: a
 * discard and a pass per `dahai`) and the wall reveals (games/wall-hash.ts). Two passes of 1.5 s each per case.
 *
 *   npx tsx bench/record-encoding.ts
 */
import { revealWalls } from '../apps/server/src/games/wall-hash.js';
import { type MjaiEvent, playGame } from '../packages/engine/src/index.js';

const games = Array.from({ length: 30 }, (_, i) => playGame({ seed: 1000 + i, roundType: 2, robotLevels: 1 }));
const logs = games.map((g) => g.log as MjaiEvent[]);
const decisions = logs.map((log) =>
  log.flatMap((e) => {
    const d = e as { type: string; actor?: number; pai?: string };
    if (d.type !== 'dahai') return [];
    return [
      { seat: d.actor, action: { type: 'discard', tile: d.pai } },
      { seat: ((d.actor ?? 0) + 1) % 4, action: { type: 'pass' } },
    ];
  }),
);
const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(
  `${games.length} games: ${avg(logs.map((l) => l.length)).toFixed(0)} mjai events and ` +
    `${avg(decisions.map((d) => d.length)).toFixed(0)} decisions a game on average`,
);
function time(name: string, fn: (i: number) => unknown) {
  const t0 = performance.now();
  let n = 0;
  while (performance.now() - t0 < 1500) fn(n++ % games.length);
  console.log(`${name}: ${(((performance.now() - t0) / n) * 1000).toFixed(0)} µs a game`);
}
for (let pass = 1; pass <= 2; pass++) {
  console.log(`pass ${pass}`);
  time('  mjai, one stringify per event, joined', (i) => logs[i].map((e) => JSON.stringify(e)).join('\n'));
  time('  mjai, one stringify of the array', (i) => JSON.stringify(logs[i]));
  time('  decisions, one stringify', (i) => JSON.stringify(decisions[i]));
  time('  wall reveals', (i) => revealWalls({ seed: 1000 + i, roundType: 2 } as never, logs[i]));
}
