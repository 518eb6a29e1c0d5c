/**
 * The organisers' pages, polled as the console polls them: the running-games list every 2 s (it also tells a table's
 * group that its game has ended, and gives the writes a running game) and the ready list every 5 s.
 */
import { sleep } from './clock.js';
import { managerTokens, setup } from './contest.js';
import { call } from './http.js';
import { run } from './run-state.js';
import { groups } from './table-group.js';

let live: string[] = [];
/** the running games as the running list last showed them */
export const liveGames = () => live;

export async function pollRunning(): Promise<void> {
  while (!run.ending) {
    const a = await call(
      'contest_running_game_list',
      'GET',
      `/api/contest/contest_running_game_list?unique_id=${setup().unique_id}&season_id=${setup().season_id}`,
      managerTokens[0],
    );
    const list = (a?.data as { list: { game_uuid: string }[] } | null)?.list;
    if (list) {
      live = list.map((g) => g.game_uuid);
      const running = new Set(live);
      for (const g of groups) g.listed(running);
    }
    await sleep(2000);
  }
}

export async function pollReady(): Promise<void> {
  while (!run.ending) {
    await call(
      'ready_player_list',
      'GET',
      `/api/contest/ready_player_list?unique_id=${setup().unique_id}&season_id=${setup().season_id}`,
      managerTokens[1 % managerTokens.length],
    );
    await sleep(5000);
  }
}
