declare const shared: unique symbol;

/**
 * A value handed to several callers: deep-frozen by `deepFreeze`, so no caller can change what the others see. Only
 * such a value may be memoised by identity (its reply bytes and their gzip form: src/caches.ts) — a value a call
 * could still change would be sent as it was when first encoded. Primitives are immutable, so they stay as they are.
 */
export type Shared<T> = T extends object ? T & { readonly [shared]: true } : T;

/** Freezes a value and everything reachable from it, so a value shared between calls cannot be changed by one. */
export function deepFreeze<T>(value: T): Shared<T> {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value as Shared<T>;
}

/**
 * Whether a value reaching code that cannot see its type (a reply passing through Fastify) is shared: frozen, as
 * `deepFreeze` leaves it (the check is its top level; a value is frozen only by being shared).
 */
export function isShared(value: unknown): value is Shared<object> {
  return value !== null && typeof value === 'object' && Object.isFrozen(value);
}
