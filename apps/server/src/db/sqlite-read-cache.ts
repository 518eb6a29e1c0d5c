import type SQLite from 'better-sqlite3';
import { ScopedReadCache } from './read-cache.js';

/**
 * The embedded SQLite database's memory of hot reads (read-cache.ts). Other connections (the operator CLI, a second
 * process on the same file) commit without this process seeing the statements: `PRAGMA data_version`, read once per
 * turn of the event loop, empties everything when it moves.
 */
export class SqliteReadCache extends ScopedReadCache {
  readonly #dataVersion: SQLite.Statement;
  #foreign: number | undefined;
  #lastForeign: number | undefined;

  constructor(sqlite: SQLite.Database, checkTables?: boolean) {
    super(checkTables);
    this.#dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  }

  /** `PRAGMA data_version` as read in this turn of the event loop; a change empties everything. */
  protected foreign(): void {
    if (this.#foreign !== undefined) return;
    this.#foreign = this.#dataVersion.get() as number;
    setImmediate(() => {
      this.#foreign = undefined;
    });
    if (this.#lastForeign !== undefined && this.#lastForeign !== this.#foreign) this.bump('all');
    this.#lastForeign = this.#foreign;
  }
}
