import type SQLite from 'better-sqlite3';
import { announcedEffect, ScopedReadCache } from './read-cache.js';

/**
 * The embedded SQLite database's memory of hot reads (read-cache.ts). Other connections (game threads, the operator
 * CLI, a second process on the same file) commit without this connection seeing the statements. `PRAGMA data_version`,
 * read once per turn of the event loop, says whether any did; when it moved, the keys triggers recorded in
 * `cache_writes` since the last read (migration 2026-12-08_cache_writes: every write to a table a cached read
 * depends on, by table, operation and contest) say what changed, and only that is forgotten — a game thread's
 * commits to the games' own tables forget nothing. Without that table (a database not yet migrated) everything is.
 */
export class SqliteReadCache extends ScopedReadCache {
  readonly #dataVersion: SQLite.Statement;
  readonly #sqlite: SQLite.Database;
  #writesSince: SQLite.Statement | null = null;
  /** the last `cache_writes.seq` read; undefined until read once */
  #seq: number | undefined;
  #foreign: number | undefined;
  #lastForeign: number | undefined;

  constructor(sqlite: SQLite.Database, checkTables?: boolean) {
    super(checkTables);
    this.#sqlite = sqlite;
    this.#dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  }

  /** `PRAGMA data_version` as read in this turn of the event loop; when it moved, what the others wrote. */
  protected foreign(): void {
    if (this.#foreign !== undefined) return;
    this.#foreign = this.#dataVersion.get() as number;
    setImmediate(() => {
      this.#foreign = undefined;
    });
    if (this.#lastForeign !== undefined && this.#lastForeign !== this.#foreign) this.#heardWrites();
    else if (this.#seq === undefined) this.#readSeq();
    this.#lastForeign = this.#foreign;
  }

  /** Forgets what the keys written since the last read name (everything when they cannot be read). */
  #heardWrites(): void {
    if (this.#seq === undefined || !this.#prepare()) {
      this.bump('all');
      this.#readSeq();
      return;
    }
    const rows = (this.#writesSince as SQLite.Statement).all(this.#seq) as { write_key: string; seq: number }[];
    for (const { write_key, seq } of rows) {
      if (seq > (this.#seq as number)) this.#seq = seq;
      const [table, op, id] = write_key.split(':');
      this.bump(announcedEffect(table, op, id === '*' || id === undefined ? 'all' : [Number(id)]));
    }
  }

  /** Where the keys stand now (the memory starts empty, or was just emptied). */
  #readSeq(): void {
    if (!this.#prepare()) return;
    const row = this.#sqlite.prepare('select coalesce(max(seq), 0) as seq from cache_writes').get() as { seq: number };
    this.#seq = row.seq;
  }

  #prepare(): boolean {
    if (this.#writesSince) return true;
    try {
      this.#writesSince = this.#sqlite.prepare('select write_key, seq from cache_writes where seq > ? order by seq');
      return true;
    } catch {
      return false; // not migrated yet
    }
  }
}
