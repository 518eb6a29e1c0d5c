import { markSubscribed, subscribe } from './domain-events.js';
import { gameListeners } from './modules/game/game.events.js';
import { lobbyListeners } from './modules/lobby/lobby.events.js';
import { rankingListeners } from './modules/ranking/ranking.events.js';
import { rosterListeners } from './modules/roster/roster.events.js';

let done = false;

/** Every area's listeners of domain events (domain-events.ts), subscribed once per process. */
export function subscribeAll(): void {
  if (done) return;
  done = true;
  subscribe(rosterListeners);
  subscribe(lobbyListeners);
  subscribe(gameListeners);
  subscribe(rankingListeners);
  markSubscribed();
}
