/** Rows per multi-row statement by default: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 400;

/** `items` in consecutive slices of at most `size` (the last one shorter), for multi-row and `in (…)` statements. */
export function chunked<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
