import type { Listeners } from '../../domain-events.js';
import { refreshStandings } from './standings.js';

/** The kept standings follow the records: every change of a season's records refreshes its players' rows. */
export const rankingListeners: Listeners = {
  'records.changed': async (trx, p) => {
    await refreshStandings(trx, p.unique_id, p.season_id, p.account_ids, p.now);
  },
};
