import { sql } from 'kysely';
import { type Executor, isPostgres } from '../../db/database.js';

/** The key of the transaction-scoped advisory lock that guards the platform-wide count of active contests. */
const PLATFORM_CAP_LOCK = 0x7a1_ca9;

/**
 * Serialises contest creations platform-wide for the rest of the transaction, so the count of active contests a
 * creation checks against the cap (code 2502) cannot change before it commits. PostgreSQL: an
 * advisory lock held until commit or rollback (row locks cannot guard a count of rows that do not exist yet).
 * SQLite: nothing to do, every write transaction starts with BEGIN IMMEDIATE and holds the file's write lock.
 */
export async function lockPlatformContestCount(trx: Executor): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${PLATFORM_CAP_LOCK})`.execute(trx);
}
