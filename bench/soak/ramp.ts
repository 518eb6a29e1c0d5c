/**
 * The evening's tables: the seeded people formed into groups (the first `peopleTables` of four people, the others of
 * one person and three robots), and their first games started over BENCH_RAMP s, the two kinds mixed.
 */

import { sleep, tRel } from './clock.js';
import { RAMP, TABLES } from './config.js';
import { setup } from './contest.js';
import { Person, people } from './person.js';
import { restartFigures } from './restart.js';
import { Group, groups } from './table-group.js';

/** Forms the tables; answers them in the order their first games start. */
export function formTables(peopleTables: number): Group[] {
  for (const p of setup().people) people.push(new Person(p.account_id, p.token));
  let next = 0;
  for (let t = 0; t < TABLES; t++) {
    const four = t < peopleTables;
    groups.push(new Group(t, people.slice(next, next + (four ? 4 : 1)), four ? 0 : 3));
    next += four ? 4 : 1;
  }
  // the two kinds mixed over the ramp
  const order = [...groups];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/** The tables' first games, spread over the ramp; each table's people connect just before. */
export function rampUp(order: Group[]): void {
  void Promise.all(
    order.map(async (g, i) => {
      await sleep((i / order.length) * RAMP * 1000);
      await Promise.all(g.people.map((p) => p.connect()));
      await g.start();
    }),
  ).then(() => {
    restartFigures.firstGamesStartedS = +tRel().toFixed(0);
    console.log(`${tRel().toFixed(0)} s: every table's first game started`);
  });
}
