/**
 * The storage of the server's caches (their registry, owners and bounds: src/caches.ts). Each can be turned off —
 * every lookup misses and nothing is kept — so a benchmark measures what it saves in one run, with and without.
 */

/** Entries by key, at most `max` (past it the oldest entry goes). */
export class BoundedMap<K, V> {
  #map = new Map<K, V>();
  #on = true;

  constructor(readonly max: number) {}

  get(key: K): V | undefined {
    return this.#on ? this.#map.get(key) : undefined;
  }

  set(key: K, value: V): void {
    if (!this.#on) return;
    if (!this.#map.has(key) && this.#map.size >= this.max) this.#map.delete(this.#map.keys().next().value as K);
    this.#map.set(key, value);
  }

  entries(): IterableIterator<[K, V]> {
    return this.#map.entries();
  }

  get size(): number {
    return this.#map.size;
  }

  /** On (the default) or off: off, it forgets everything and keeps nothing (benchmarks). */
  set on(on: boolean) {
    this.#on = on;
    if (!on) this.#map.clear();
  }

  get on(): boolean {
    return this.#on;
  }
}

/** Values by the identity of an object: an entry lives as long as its key does (a WeakMap). */
export class IdentityMemo<K extends object, V> {
  #map = new WeakMap<K, V>();
  #on = true;

  get(key: K): V | undefined {
    return this.#on ? this.#map.get(key) : undefined;
  }

  set(key: K, value: V): void {
    if (this.#on) this.#map.set(key, value);
  }

  /** On (the default) or off: off, it forgets everything and keeps nothing (benchmarks). */
  set on(on: boolean) {
    this.#on = on;
    if (!on) this.#map = new WeakMap();
  }

  get on(): boolean {
    return this.#on;
  }
}

/** One IdentityMemo per name (a route, say), turned on and off together. */
export class IdentityMemos<K extends object, V> {
  readonly #memos = new Map<string, IdentityMemo<K, V>>();
  #on = true;

  of(name: string): IdentityMemo<K, V> {
    let memo = this.#memos.get(name);
    if (!memo) {
      memo = new IdentityMemo<K, V>();
      memo.on = this.#on;
      this.#memos.set(name, memo);
    }
    return memo;
  }

  set on(on: boolean) {
    this.#on = on;
    for (const memo of this.#memos.values()) memo.on = on;
  }

  get on(): boolean {
    return this.#on;
  }
}
