/**
 * The formula-injection guard of every CSV file we write (OWASP "CSV Injection"): text a person typed (a nickname,
 * a remark) must open in a spreadsheet as that text, never run as a formula.
 *
 * A spreadsheet runs a cell as a formula when it begins with `=`, `+`, `-` or `@` (also in the full-width forms
 * `＝` `＋` `－` `＠`, which East Asian input methods type and spreadsheets may read as the half-width ones), and
 * tab and carriage return are refused at the start too (OWASP's list). Where the list separator is `;` (much of
 * Europe), a spreadsheet opening our comma-separated file splits each line at `;` and ignores our quoting, so any
 * text after a `;` in a cell starts a cell of its own; a reader that ends rows at a line break inside a quoted cell
 * does the same with the text after it. Every such piece is guarded, not only the cell's beginning.
 *
 * The neutralisation is OWASP's: a single quote `'` in front of the piece, so it reads as text. Whitespace and
 * double quotes before the formula sign do not hide it (an importer may trim or unquote them).
 */

/**
 * Where pieces meet: a `;`, or a run of line breaks taken whole (so a blank line inside a multi-line remark is not a
 * piece of its own). Captured, so `split` keeps them at the odd places.
 */
const SEPARATOR = /(;|[\r\n]+)/u;

/**
 * A piece (it holds no line break) a spreadsheet could run: it begins with a tab, or its first character other than
 * whitespace and `"` is a formula sign, half- or full-width.
 */
const UNSAFE_PIECE = /^(?:\t|[\s"]*[=+\-@＝＋－＠])/u;

/** `text` with a `'` in front of every piece a spreadsheet could run as a formula; other text is unchanged. */
export function guardFormula(text: string): string {
  const guarded = text
    .split(SEPARATOR)
    .map((part, i) => (i % 2 === 0 && UNSAFE_PIECE.test(part) ? `'${part}` : part))
    .join('');
  // a cell beginning with a carriage return (its first piece is empty, the line break comes first)
  return guarded.startsWith('\r') ? `'${guarded}` : guarded;
}

/**
 * A cell as it was before `guardFormula`: the `'` in front of each piece that a spreadsheet could run is taken off
 * again (a spreadsheet shows such a cell without it too). For reading our own files back (the offline tables'
 * import); text whose piece began with `'` and a formula sign before the guard reads without that `'`.
 */
export function unguardFormula(text: string): string {
  const unguarded = text
    .split(SEPARATOR)
    .map((part, i) => (i % 2 === 0 && part.startsWith("'") && UNSAFE_PIECE.test(part.slice(1)) ? part.slice(1) : part))
    .join('');
  return unguarded.startsWith("'\r") ? unguarded.slice(1) : unguarded;
}
