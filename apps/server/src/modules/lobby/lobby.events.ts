import type { Listeners } from '../../domain-events.js';
import { deleteReadiness } from './lobby.repository.js';

/** A player removed from a roster is no longer ready for its next game. */
export const lobbyListeners: Listeners = {
  'roster.playersRemoved': async (trx, p) => {
    await deleteReadiness(trx, p.unique_id, p.season_id, p.account_ids);
  },
};
