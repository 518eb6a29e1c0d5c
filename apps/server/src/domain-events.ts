import type { Executor } from './db/database.js';

/**
 * Domain events: how an area tells the areas that build on it that something happened, without importing them (the
 * areas import each other in one direction only; test/module-graph.test.ts). Listeners run inside the emitting
 * call's transaction, in the order they were subscribed, so their writes land with the call or not at all; a
 * listener that throws refuses the whole call. Each area lists its listeners in `<area>.events.ts`; subscribers.ts
 * subscribes them all once, before the first route is registered.
 */
export interface DomainEvents {
  /** A season's sign-up type left "check": the sign-ups still waiting for review must go. */
  'season.reviewClosed': { unique_id: number; season_id: number };
  /** A season is about to end; a listener throws to refuse (e.g. games still open). */
  'season.ending': { unique_id: number; season_id: number };
  /** Players left a season's roster (removed by a manager). */
  'roster.playersRemoved': { unique_id: number; season_id: number; account_ids: readonly number[] };
  /** Game records of these players in a season were written, removed or restored. */
  'records.changed': { unique_id: number; season_id: number; account_ids: readonly number[]; now: number };
}

export type EventName = keyof DomainEvents;
/** A listener; a number it returns (rows it changed) is added up for the emitter's audit row. */
export type Listener<K extends EventName> = (
  trx: Executor,
  payload: DomainEvents[K],
) => Promise<number | undefined> | Promise<void>;
export type Listeners = { [K in EventName]?: Listener<K> };

const subscribed: { [K in EventName]?: Listener<K>[] } = {};
let ready = false;

/** Subscribes an area's listeners (subscribers.ts does it for every area). */
export function subscribe(listeners: Listeners): void {
  for (const name of Object.keys(listeners) as EventName[]) {
    const list = (subscribed[name] ?? []) as Listener<typeof name>[];
    list.push(listeners[name] as Listener<typeof name>);
    (subscribed as Record<EventName, unknown>)[name] = list;
  }
}

export function markSubscribed(): void {
  ready = true;
}

/** Runs the event's listeners in the transaction; the sum of the numbers they return. */
export async function emit<K extends EventName>(trx: Executor, name: K, payload: DomainEvents[K]): Promise<number> {
  if (!ready) throw new Error(`domain event ${name} emitted before the listeners were subscribed`);
  let total = 0;
  for (const listener of (subscribed[name] ?? []) as Listener<K>[]) {
    const n = await listener(trx, payload);
    if (typeof n === 'number') total += n;
  }
  return total;
}
