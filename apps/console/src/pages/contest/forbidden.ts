/**
 * Forbidden words masked in contest names when the field loses focus (spec part 1 section 5). The server keeps the
 * authoritative, operator-extended list (table `forbidden_words`) and answers 502 for anything this copy of its seed
 * list misses.
 */
export const FORBIDDEN_WORDS: readonly string[] = ['赌博', '賭博', '博彩', 'gambling', 'casino', '도박', 'ギャンブル'];

/** The server's folding: Unicode compatibility form (full-width letters become ASCII), lower case. */
const fold = (text: string) => text.normalize('NFKC').toLowerCase();

/**
 * Replaces every character that is part of a forbidden word by an asterisk. Matching follows the server: folded
 * text, anywhere inside other text, so `ＣＡＳＩＮＯ` and `Casino` are both masked.
 */
export function maskForbiddenWords(text: string, words: readonly string[] = FORBIDDEN_WORDS): string {
  if (!text || words.length === 0) return text;
  const chars = Array.from(text);
  // The folded text, and for each of its code units the character of `text` it came from.
  let folded = '';
  const origin: number[] = [];
  chars.forEach((char, index) => {
    const piece = fold(char);
    folded += piece;
    for (let i = 0; i < piece.length; i++) origin.push(index);
  });
  const masked = new Set<number>();
  for (const word of words.map(fold).filter((w) => w.length > 0)) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
      for (let i = at; i < at + word.length; i++) masked.add(origin[i]);
    }
  }
  return masked.size === 0 ? text : chars.map((char, index) => (masked.has(index) ? '*' : char)).join('');
}
