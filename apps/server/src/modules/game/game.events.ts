import type { Listeners } from '../../domain-events.js';
import { ErrorCode, ensure } from '../../errors.js';
import { seasonHasOpenGames } from './game.repository.js';

/** A season with plans waiting or games not finished cannot end. */
export const gameListeners: Listeners = {
  'season.ending': async (trx, p) => {
    ensure(!(await seasonHasOpenGames(trx, p.unique_id, p.season_id)), ErrorCode.SEASON_GAMES_OPEN);
  },
};
