/**
 * What one seat may see (`view(state, seat)`), or an observer (seat −1): its own concealed hand and everything
 * public, never another seat's concealed tiles or the wall.
 */
import type { HandState } from '../hand.js';
import type { Ctx } from '../hand-context.js';
import { seatWind } from '../hand-ops.js';
import { isFuriten } from '../hand-seat.js';
import { doraIndicators, remaining } from '../hand-wall.js';
import { mjaiName } from '../tiles.js';
import { choicesOf } from './choices.js';
import { outcomeOf } from './read.js';
import { ctxOf, type MachineState } from './state.js';
import type { GameState, PublicSeat, SeatChoices, SeatView, Tile } from './types.js';

/** The tile being claimed while phase is 'claim'. */
export interface ClaimTile {
  tile: Tile;
  from: number;
  source: 'discard' | 'kakan' | 'ankan' | 'kita';
}

/** A seat's view with the engine's additions (all optional readers may ignore them). */
export interface SeatViewPlus extends SeatView {
  /** the tile on offer while phase is 'claim' */
  claim: ClaimTile | null;
  /** own furiten (any kind); false for an observer */
  furiten: boolean;
  seats: PublicSeatPlus[];
}

export interface PublicSeatPlus extends PublicSeat {
  /** tiles safe against this seat's riichi (its river and everything passed since); empty when not in riichi */
  safe: Tile[];
}

const KIND = { chi: 'chi', pon: 'pon', minkan: 'daiminkan', ankan: 'ankan', kakan: 'kakan' } as const;

function publicSeats(c: Ctx, h: HandState, scores: number[]): PublicSeatPlus[] {
  return h.seats.map((p) => {
    const safe: Tile[] = [];
    if (p.riichi) for (let t = 0; t < 34; t++) if (p.safe[t]) safe.push(mjaiName(t));
    return {
      seat: p.seat,
      seatWind: seatWind(h, c.n, p.seat),
      score: scores[p.seat],
      riichi: p.riichi > 0,
      handCount: p.hand.length,
      discards: p.river.map((id, i) => ({
        tile: c.names[id],
        riichi: i === p.riichiIndex,
        called: p.riverCalled[i],
        tsumogiri: p.riverTsumogiri[i],
      })),
      melds: p.melds.map((m) => ({
        kind: KIND[m.kind],
        tiles: m.ids.map((id) => c.names[id]),
        calledTile: m.called >= 0 ? c.names[m.called] : null,
        from: m.from,
      })),
      kita: p.kita,
      safe,
    };
  });
}

/**
 * Who the viewer is shown as deciding. On a turn, the seat to act (public). In a claim window only the viewer
 * itself, when it may claim: that another seat may call a discard tells what it holds, so a view never shows it,
 * and a seat that may not claim sees the same window whether nobody, one seat or three seats may.
 */
function deciders(phase: string, all: SeatChoices[], viewer: number): number[] {
  if (phase !== 'claim') return all.map((x) => x.seat);
  return all.some((x) => x.seat === viewer) ? [viewer] : [];
}

export function view(state: GameState, seat: number): SeatViewPlus {
  const s = state as MachineState;
  const c = ctxOf(s, null);
  const h = s.hand as HandState;
  const n = s.players;
  const own = seat >= 0 && seat < n ? h.seats[seat] : null;
  const live = s.phase === 'turn' || s.phase === 'claim';
  const pend = live ? h.pending : null;
  const all: SeatChoices[] = live ? choicesOf(c, h) : [];
  const drawnId = pend && pend.kind === 'turn' && pend.seat === seat ? pend.drawn : -1;
  const scores = live ? h.scores : s.scores;
  return {
    seat: own ? seat : -1,
    players: n,
    phase: s.phase,
    roundWind: h.roundWind,
    dealer: h.dealer,
    honba: h.honba,
    kyotaku: live ? h.kyotaku : s.kyotaku,
    tilesLeft: remaining(h.wall),
    doraIndicators: doraIndicators(h.wall).map((id) => c.names[id]),
    scores: scores.slice(),
    hand: own
      ? own.hand
          .filter((id) => id !== drawnId)
          .sort((a, b) => a - b)
          .map((id) => c.names[id])
      : [],
    drawn: drawnId >= 0 ? c.names[drawnId] : null,
    seats: publicSeats(c, h, scores),
    choices: own ? (all.find((x) => x.seat === seat) ?? null) : null,
    waitingOn: deciders(s.phase, all, own ? seat : -1),
    lastHand: s.last ? outcomeOf(s.last) : null,
    final: s.final ? s.final.map((x) => ({ ...x })) : null,
    claim: pend && pend.kind === 'claim' ? { tile: c.names[pend.tile], from: pend.from, source: pend.source } : null,
    furiten: own ? isFuriten(own) : false,
  };
}
