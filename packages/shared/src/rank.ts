/**
 * Rank rule codes (DESIGN section 4): 0 none; 100+N total of the recent N games; 200+N best total of N
 * consecutive games (N 2..10). Legacy codes: 1 → recent 3, 2 → recent 5, 12..15 → series N = code − 10.
 */
export type RankRuleKind = 'none' | 'recent' | 'series';
export interface RankRule {
  kind: RankRuleKind;
  count: number;
}

export function parseRankRule(code: number): RankRule | null {
  if (code === 0) return { kind: 'none', count: 0 };
  if (code === 1) return { kind: 'recent', count: 3 };
  if (code === 2) return { kind: 'recent', count: 5 };
  if (code >= 12 && code <= 15) return { kind: 'series', count: code - 10 };
  if (code >= 102 && code <= 110) return { kind: 'recent', count: code - 100 };
  if (code >= 202 && code <= 210) return { kind: 'series', count: code - 200 };
  return null;
}

export function rankRuleCode(rule: RankRule): number {
  if (rule.kind === 'none') return 0;
  return (rule.kind === 'recent' ? 100 : 200) + rule.count;
}

/** The canonical (written) form of any readable code, or null for an unknown code. */
export function canonicalRankRule(code: number): number | null {
  const rule = parseRankRule(code);
  return rule ? rankRuleCode(rule) : null;
}
