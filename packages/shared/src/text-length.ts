/**
 * Text length as a person counts it: user-perceived characters (extended grapheme clusters, `Intl.Segmenter`),
 * so an emoji with skin tone or a ZWJ family, a flag, or a letter with combining marks is one character. The
 * console's counters and the server's limits (contest names, notices, remarks) both count with this, so the number
 * the person sees is the number the server checks.
 */

let segmenter: Intl.Segmenter | undefined;
const graphemes = (): Intl.Segmenter => {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter;
};

/** Characters as people count them (grapheme clusters). */
export function textLength(text: string): number {
  if (/^[\x20-\x7e]*$/.test(text)) return text.length; // printable ASCII: one character per unit
  let n = 0;
  for (const _ of graphemes().segment(text)) n++;
  return n;
}

/**
 * The first `max` characters (grapheme clusters) of `text`, and whether anything was left off. A text of at most `max`
 * UTF-16 units has at most `max` characters: it is whole without segmenting (the console's home cuts every card's
 * title, and the segmenter's first use costs its first render some 15 ms).
 */
export function cutToLength(text: string, max: number): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  let n = 0;
  for (const { index } of graphemes().segment(text)) {
    if (n === max) return { text: text.slice(0, index), cut: true };
    n++;
  }
  return { text, cut: false };
}
