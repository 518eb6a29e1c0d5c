/**
 * What one seat saw at a frame: its own concealed tiles, the hands shown to everyone (a winner's, tenpai hands at an
 * exhaustive draw), and everything public — never another seat's concealed tiles, only how many it holds.
 */
import type { ReplayFrame, ReplaySeat, ReplaySeatView } from './types.js';

/** `seat` −1 (or any seat not at the table) is an observer: no concealed hand but the shown ones. */
export function seatView(frame: ReplayFrame, seat: number): ReplaySeatView {
  const own = frame.seats.find((s) => s.seat === seat) ?? null;
  return {
    seat: own ? seat : -1,
    players: frame.seats.length === 3 ? 3 : 4,
    phase: frame.ended ? 'hand_end' : 'turn',
    roundWind: frame.roundWind,
    dealer: frame.dealer,
    honba: frame.honba,
    kyotaku: frame.kyotaku,
    tilesLeft: frame.tilesLeft,
    doraIndicators: frame.doraIndicators.slice(),
    scores: frame.scores.slice(),
    hand: own ? own.hand.slice() : [],
    drawn: own ? own.drawn : null,
    seats: frame.seats.map((s) => publicSeat(s, s === own)),
    choices: null,
    waitingOn: frame.ended || frame.turn < 0 ? [] : [frame.turn],
    lastHand: null,
    final: null,
  };
}

function publicSeat(s: ReplaySeat, mine: boolean): ReplaySeat {
  const open = mine || s.shown;
  return {
    seat: s.seat,
    seatWind: s.seatWind,
    score: s.score,
    riichi: s.riichi,
    handCount: s.handCount,
    hand: open ? s.hand.slice() : [],
    drawn: open ? s.drawn : null,
    shown: s.shown,
    discards: s.discards.map((d) => ({ ...d })),
    melds: s.melds.map((m) => ({ ...m, tiles: m.tiles.slice() })),
    kita: s.kita,
  };
}
