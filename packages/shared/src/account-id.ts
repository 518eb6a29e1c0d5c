/**
 * The displayed ("encoded") account id of the original platform and the zone an internal id belongs to
 * (DESIGN section 4). `encodeAccountId(16329130) === 47904916`.
 */
const XOR_KEY = 6139246;
const LOW_MASK = 0x3ffffff; // low 26 bits
const HIGH_MASK = ~LOW_MASK;
const OFFSET = 1e7;

export function encodeAccountId(accountId: number): number {
  const t = accountId ^ XOR_KEY;
  let e = t & LOW_MASK;
  for (let i = 0; i < 5; i++) e = ((511 & e) << 17) | (e >> 9);
  return e + (t & HIGH_MASK) + OFFSET;
}

export function decodeAccountId(encoded: number): number {
  const t = encoded - OFFSET;
  let e = t & LOW_MASK;
  for (let i = 0; i < 5; i++) e = ((131071 & e) << 9) | (e >> 17);
  return ((t & HIGH_MASK) + e) ^ XOR_KEY;
}

export const Zone = { China: 1, Japan: 2, International: 3 } as const;
export type ZoneValue = (typeof Zone)[keyof typeof Zone];

/** Zone from `account_id >> 23`: 0–6 China, 7–12 Japan, 13–15 International, otherwise unknown (0). */
export function zoneOf(accountId: number): ZoneValue | 0 {
  const high = accountId >> 23;
  if (high >= 0 && high <= 6) return Zone.China;
  if (high >= 7 && high <= 12) return Zone.Japan;
  if (high >= 13 && high <= 15) return Zone.International;
  return 0;
}

/** The inclusive id range new accounts of a zone are allocated in. */
export function zoneIdRange(zone: ZoneValue): { first: number; last: number } {
  const [lo, hi] = zone === Zone.China ? [1, 6] : zone === Zone.Japan ? [7, 12] : [13, 15];
  return { first: lo << 23, last: ((hi + 1) << 23) - 1 };
}
