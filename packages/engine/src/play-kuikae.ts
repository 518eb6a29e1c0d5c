/**
 * Kuikae (swap calling): whether a call leaves the hand a legal discard, and the tile types barred right after it.
 */
import type { SeatState } from './hand.js';
import type { Ctx } from './hand-context.js';

/** Would the hand still have a legal discard after calling with `take` (kuikae rule)? */
export function kuikaeOk(c: Ctx, p: SeatState, x: number, y: number, t: number, pon: boolean): boolean {
  if (c.rule.kuikaeAllowed) return true;
  // the forbidden types: t, and for a chi from the end of a run the other end (see kuikaeTypes)
  let other = -1;
  if (!pon) {
    const a = Math.min(x, y);
    const b = Math.max(x, y);
    const num = t % 9;
    if (t < a && num + 3 <= 8) other = t + 3;
    else if (t > b && num - 3 >= 0) other = t - 3;
  }
  const cnt = p.counts;
  cnt[x]--;
  cnt[y]--;
  let ok = false;
  for (let u = 0; u < 34 && !ok; u++) if (cnt[u] > 0 && u !== t && u !== other) ok = true;
  cnt[x]++;
  cnt[y]++;
  return ok;
}

/** Types that may not be discarded right after calling `t` (pon when `chiTypes` is null). */
export function kuikaeTypes(t: number, chiTypes: number[] | null): number[] {
  if (!chiTypes) return [t];
  const [a, b] = chiTypes[0] < chiTypes[1] ? chiTypes : [chiTypes[1], chiTypes[0]];
  const out = [t];
  const num = t % 9;
  if (t < a && num + 3 <= 8) out.push(t + 3);
  if (t > b && num - 3 >= 0) out.push(t - 3);
  return out;
}
