import { encodeAccountId } from '@taikai/shared';
import type { RunningGame } from '../../api/game';

/** The running page's filter: a nickname or player id, and a start-time range (unix seconds, inclusive). */
export interface RunningFilter {
  text: string;
  from?: number;
  to?: number;
}

/** Games whose player's nickname contains the text (any case) or whose player id (as shown) starts with it. */
export function filterRunningGames(games: readonly RunningGame[], { text, from, to }: RunningFilter): RunningGame[] {
  const needle = text.trim().toLowerCase();
  return games.filter((g) => {
    if (from !== undefined && g.start_time < from) return false;
    if (to !== undefined && g.start_time > to) return false;
    if (!needle) return true;
    return g.players.some(
      (p) =>
        p.account_id > 0 &&
        (p.nickname.toLowerCase().includes(needle) || String(encodeAccountId(p.account_id)).startsWith(needle)),
    );
  });
}
