/** What the clients did and met, counted; the exports' times; the seats' times back after the restart. */

export const counters = {
  acts: 0,
  accepted: 0,
  asks: 0,
  timeouts: 0,
  syncs: 0,
  resumes: 0,
  reconnects: 0,
  drops: 0,
  autoplayOn: 0,
  paused: 0,
  gamesStarted: 0,
  gamesFinished: 0,
  planRetries: 0,
  httpCalls: 0,
  writes: 0,
  expectedRaces: 0,
  exports: 0,
  exportBytes: 0,
  myGamesPolls: 0,
};
/** ms of each export that succeeded */
export const exportMs: number[] = [];
/** ms from a socket lost in the restart to its person seated again */
export const restartBack: number[] = [];
