/**
 * Replays: a finished game's log file read into hands of frames (`buildReplay`), what one seat saw at a
 * frame (`seatView`), and each hand's wall commitment checked against the log (`verifyHand`). docs/GAME-LOG.md
 * describes the file.
 */
export { buildReplay } from './build.js';
export { sortTiles as sortReplayTiles, tileOrder as replayTileOrder } from './tiles.js';
export type * from './types.js';
export { verifyHand, verifyReplay, wallHash } from './verify.js';
export { seatView } from './view.js';
