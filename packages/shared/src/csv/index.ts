/**
 * The one CSV writer, used by the server's exports (records, yakuman, standings, calculated ranking) and the
 * console's roster download, built on papaparse's `unparse`:
 * - write.ts: `csvFile` / `csvChunks` / `csvRows` — BOM, header, CRLF rows; numbers stay numbers;
 * - formula-guard.ts: `guardFormula` — the formula-injection guard every text cell goes through.
 */

export * from './formula-guard.js';
export * from './write.js';
