/**
 * The seat choices: every seat that must decide now with its exact choices in mjai tile names (`legalActions`,
 * `choicesOf` for a hand), and every concrete action in a seat's choices (`actionsOf`).
 */
import type { HandState, TurnPending } from '../hand.js';
import type { Ctx } from '../hand-context.js';
import { idsOf } from '../hand-seat.js';
import { riichiDiscardKeepsTenpai } from '../play-turn.js';
import { mjaiName } from '../tiles.js';
import { typeOfName } from './names.js';
import { asMachine, ctxOf } from './state.js';
import type { Action, GameState, SeatChoices, Tile } from './types.js';

/** Tile names of a seat's concealed hand that it may discard now (kuikae and riichi applied). */
function discardNames(c: Ctx, h: HandState, pend: TurnPending): string[] {
  const p = h.seats[pend.seat];
  if (p.riichi && pend.drawn >= 0) return [c.names[pend.drawn]];
  const ids = p.hand.filter((id) => !p.forbidden.includes(id >> 2)).sort((a, b) => a - b);
  const out: string[] = [];
  for (const id of ids) if (!out.includes(c.names[id])) out.push(c.names[id]);
  return out;
}

function namesOfType(c: Ctx, h: HandState, seat: number, t: number): string[] {
  return idsOf(h.seats[seat], t, c.red).map((id) => c.names[id]);
}

function uniquePairs(a: string[], b: string[], same: boolean): [Tile, Tile][] {
  const out: [Tile, Tile][] = [];
  const seen = new Set<string>();
  for (let i = 0; i < a.length; i++)
    for (let j = same ? i + 1 : 0; j < b.length; j++) {
      const pair: [Tile, Tile] = [a[i], b[j]];
      const key = pair.slice().sort().join(',');
      if (!seen.has(key)) {
        seen.add(key);
        out.push(pair);
      }
    }
  return out;
}

export function choicesOf(c: Ctx, h: HandState): SeatChoices[] {
  const pend = h.pending;
  if (!pend) return [];
  if (pend.kind === 'turn') {
    const p = h.seats[pend.seat];
    const ch: SeatChoices = { seat: pend.seat, discard: discardNames(c, h, pend) };
    if (pend.canRiichi) {
      const r = (ch.discard as string[]).filter((name) => riichiDiscardKeepsTenpai(p, typeOfName(name)));
      if (r.length) ch.riichi = r;
    }
    if (pend.canTsumo) ch.tsumo = true;
    if (pend.ankan.length) ch.ankan = pend.ankan.map((t) => mjaiName(t));
    if (pend.kakan.length) ch.kakan = pend.kakan.map((t) => namesOfType(c, h, pend.seat, t)[0]);
    if (pend.canKita) ch.kita = true;
    if (pend.canAbort) ch.abort = true;
    return [ch];
  }
  const t = pend.tile >> 2;
  const out: SeatChoices[] = [];
  pend.offers.forEach((o, i) => {
    if (pend.answers[i]) return;
    const ch: SeatChoices = { seat: o.seat, pass: true };
    if (o.ron) ch.ron = true;
    if (o.pon) {
      const own = namesOfType(c, h, o.seat, t);
      ch.pon = uniquePairs(own, own, true);
    }
    if (o.minkan) ch.daiminkan = true;
    if (o.chi.length) {
      ch.chi = [];
      for (const [a, b] of o.chi)
        ch.chi.push(...uniquePairs(namesOfType(c, h, o.seat, a), namesOfType(c, h, o.seat, b), false));
    }
    out.push(ch);
  });
  return out;
}

/** Every seat that must decide now, with its exact choices (empty between hands and after the end). */
export function legalActions(state: GameState): SeatChoices[] {
  const s = asMachine(state);
  if ((s.phase !== 'turn' && s.phase !== 'claim') || !s.hand) return [];
  return choicesOf(ctxOf(s, null), s.hand);
}

/** Every concrete action in a seat's choices (for random play, tests and simple hosts). */
export function actionsOf(ch: SeatChoices): Action[] {
  const out: Action[] = [];
  if (ch.tsumo) out.push({ type: 'tsumo' });
  if (ch.ron) out.push({ type: 'ron' });
  if (ch.abort) out.push({ type: 'abort' });
  if (ch.kita) out.push({ type: 'kita' });
  for (const t of ch.ankan ?? []) out.push({ type: 'ankan', tile: t });
  for (const t of ch.kakan ?? []) out.push({ type: 'kakan', tile: t });
  for (const t of ch.discard ?? []) out.push({ type: 'discard', tile: t });
  for (const t of ch.riichi ?? []) out.push({ type: 'discard', tile: t, riichi: true });
  for (const p of ch.pon ?? []) out.push({ type: 'pon', tiles: p });
  if (ch.daiminkan) out.push({ type: 'daiminkan' });
  for (const p of ch.chi ?? []) out.push({ type: 'chi', tiles: p });
  if (ch.pass) out.push({ type: 'pass' });
  return out;
}
