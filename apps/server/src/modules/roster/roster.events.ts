import type { Listeners } from '../../domain-events.js';
import { deletePendingPlayers } from './roster.repository.js';

/** The roster follows its season: closing review drops the sign-ups still waiting. */
export const rosterListeners: Listeners = {
  'season.reviewClosed': (trx, p) => deletePendingPlayers(trx, p.unique_id, p.season_id),
};
