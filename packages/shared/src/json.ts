/**
 * Reading JSON text that may be malformed — stored JSON columns, socket messages, pasted bundles, drag data — with
 * one helper instead of a try/catch around `JSON.parse` at every reader. Values are not checked against `T`: the
 * callers read text they wrote themselves, or check the value with a zod schema afterwards.
 */

/** The value of a JSON text, or `undefined` when the text is not JSON (no JSON text parses to `undefined`). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The value of a JSON text, or `fallback` when the text is not JSON or holds `null`. */
export function parseJsonOr<T>(text: string, fallback: T): T {
  return (parseJson(text) as T | null | undefined) ?? fallback;
}

/** The list a JSON text holds, or an empty list for anything else (malformed text, `null`, an object). */
export function parseJsonList<T>(text: string): T[] {
  const value = parseJson(text);
  return Array.isArray(value) ? (value as T[]) : [];
}
