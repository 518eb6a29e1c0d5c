/**
 * The organisers' changes, BENCH_WRITES_PER_MIN a minute by the managers in turn: the managers' notice, the public
 * notice, a roster remark, a running game's remark (twice), and a pause of a running game resumed 5 s later.
 */
import { ErrorCode } from '@taikai/shared';
import { sleep } from './clock.js';
import { TABLES, WRITES_PER_MIN } from './config.js';
import { managerTokens, season, setup } from './contest.js';
import { counters } from './counters.js';
import { call } from './http.js';
import { people } from './person.js';
import { run } from './run-state.js';
import { liveGames } from './watchers.js';

export async function organiserWrites(): Promise<void> {
  let k = 0;
  const every = 60_000 / WRITES_PER_MIN;
  while (!run.ending) {
    await sleep(every);
    if (run.ending) return;
    const token = managerTokens[k % managerTokens.length];
    const n = k++;
    const running = liveGames();
    const game = running.length ? running[Math.floor(Math.random() * running.length)] : null;
    const u = setup().unique_id;
    counters.writes++;
    switch (n % 6) {
      case 0:
        await call('update_contest_internal_notice', 'POST', '/api/contest/update_contest_internal_notice', token, {
          unique_id: u,
          notice: [{ lang: 'default', content: `<p>Round ${n}: tables ${TABLES}, please be on time.</p>` }],
        });
        break;
      case 1:
        await call('update_contest_external_notice', 'POST', '/api/contest/update_contest_external_notice', token, {
          unique_id: u,
          notice: [{ lang: 'default', content: `<p>Evening session, update ${n}.</p>` }],
        });
        break;
      case 2: {
        const p = people[Math.floor(Math.random() * people.length)];
        await call('mark_contest_season_player', 'POST', '/api/contest/mark_contest_season_player', token, {
          ...season(),
          account_id: p.account_id,
          remark: `checked in ${n}`,
        });
        break;
      }
      case 3:
      case 4:
        // a game's remark: it may have ended since the list was read (1203)
        if (game)
          await call(
            'update_contest_game_remark',
            'POST',
            '/api/contest/update_contest_game_remark',
            token,
            { unique_id: u, uuid: game, remark: `table ${n % 100}` },
            [ErrorCode.GAME_NOT_FOUND, 2596],
          );
        break;
      case 5:
        // a pause (a dispute at a table), resumed 5 s later
        if (game) {
          const body = { unique_id: u, game_uuid: game };
          const races = [ErrorCode.GAME_NOT_FOUND, ErrorCode.GAME_ALREADY_PAUSED, ErrorCode.GAME_ALREADY_RESUMED];
          const p = await call(
            'pause',
            'POST',
            '/api/contest/pause_contest_running_game',
            token,
            { ...body, resume: 1 },
            races,
          );
          if (p?.status === 200) {
            void sleep(5000).then(() =>
              call('resume', 'POST', '/api/contest/pause_contest_running_game', token, { ...body, resume: 2 }, races),
            );
          }
        }
        break;
    }
  }
}
