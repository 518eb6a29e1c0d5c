import type { Executor } from '../../db/database.js';

/**
 * Forbidden words (table `forbidden_words`, seeded by the initial migration and extended by the operator).
 * A text contains one when, after Unicode compatibility folding (full-width letters become ASCII) and lower
 * casing, the word occurs anywhere in it.
 */
export async function loadForbiddenWords(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('forbidden_words').select('word').execute();
  return rows.map((r) => fold(r.word)).filter((w) => w.length > 0);
}

function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** The first forbidden word `text` contains, or null. `words` comes from `loadForbiddenWords`. */
export function findForbiddenWord(words: readonly string[], text: string): string | null {
  const folded = fold(text);
  return words.find((w) => folded.includes(w)) ?? null;
}

/** For other areas: does `text` contain a forbidden word? (One query; load the list once for many texts.) */
export async function containsForbiddenWord(db: Executor, text: string): Promise<boolean> {
  return findForbiddenWord(await loadForbiddenWords(db), text) !== null;
}
