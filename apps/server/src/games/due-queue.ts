/**
 * The driver loop's queue: items by due time (a binary min-heap), so each step finds the next due game in
 * O(log n) instead of scanning every game. Entries are never removed in place: a game whose due time changed is
 * pushed again and the stale entry is skipped by the caller when it comes out (its time no longer matches).
 */
export class DueQueue<T> {
  private at: number[] = [];
  private items: T[] = [];

  get size(): number {
    return this.at.length;
  }

  /** The earliest due time, or +∞ when empty. */
  peek(): number {
    return this.at.length ? this.at[0] : Number.POSITIVE_INFINITY;
  }

  push(at: number, item: T): void {
    const a = this.at;
    const items = this.items;
    let i = a.length;
    a.push(at);
    items.push(item);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (a[parent] <= at) break;
      a[i] = a[parent];
      items[i] = items[parent];
      i = parent;
    }
    a[i] = at;
    items[i] = item;
  }

  /** Removes and answers the earliest entry with its time (undefined when empty). */
  pop(): { at: number; item: T } | undefined {
    const a = this.at;
    const items = this.items;
    if (a.length === 0) return undefined;
    const top = { at: a[0], item: items[0] };
    const lastAt = a.pop() as number;
    const lastItem = items.pop() as T;
    const n = a.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= n) break;
        const r = l + 1;
        const c = r < n && a[r] < a[l] ? r : l;
        if (a[c] >= lastAt) break;
        a[i] = a[c];
        items[i] = items[c];
        i = c;
      }
      a[i] = lastAt;
      items[i] = lastItem;
    }
    return top;
  }

  clear(): void {
    this.at = [];
    this.items = [];
  }
}
