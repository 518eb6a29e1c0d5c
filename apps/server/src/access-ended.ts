/**
 * A nudge inside one process: a session ended or someone lost a right to a contest's games (logout, a roster removal,
 * an observer or manager removed). The call that made the change sends it after its commit; whoever holds sockets for
 * sessions and rights (the players' table hub) checks them at once instead of at its next tick. It says nothing about
 * whom: the listener reads what changed from the database (one query for all its sockets).
 *
 * Per database handle, so apps on separate databases in one test process do not nudge each other. Other processes
 * (several instances on one PostgreSQL) and the operator's CLI (an account ban) are not told: the hub's tick finds
 * their changes in the database within half a second.
 */
type Nudge = () => void;

const listeners = new WeakMap<object, Set<Nudge>>();

/** Listens for nudges about `db`; answers the unsubscribe. */
export function onAccessEnded(db: object, nudge: Nudge): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(nudge);
  return () => {
    set.delete(nudge);
  };
}

/** Sessions or rights stored in `db` may have ended (call after the commit). */
export function accessEnded(db: object): void {
  for (const nudge of listeners.get(db) ?? []) nudge();
}
