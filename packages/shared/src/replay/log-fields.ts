/**
 * A log event's fields read without trusting them: the log file is JSON from disk or a download, so a field of the
 * wrong type reads as a default (a number as -1 or the given default, a string as '', a list as the entries of the
 * right type).
 */

/** One mjai event of the log, as parsed. */
export type Ev = Record<string, unknown>;

export const num = (e: Ev, k: string, d = -1): number => {
  const v = e[k];
  return typeof v === 'number' && Number.isFinite(v) ? v : d;
};
export const str = (e: Ev, k: string): string => {
  const v = e[k];
  return typeof v === 'string' ? v : '';
};
export const strs = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
export const nums = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number' && Number.isFinite(x)) : [];
export const bools = (v: unknown): boolean[] => (Array.isArray(v) ? v.map((x) => x === true) : []);
