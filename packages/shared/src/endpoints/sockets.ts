import { TABLE_WS_PATH } from '../schemas/table.js';
import type { Policy } from './define.js';

/**
 * WebSocket routes. Not JSON calls, so not in the endpoint table, but declared beside it like the CSV downloads: the
 * route test fails for any /api route that is neither an endpoint, a download nor a socket declared here. `policy`
 * is what the upgrade request needs (a socket that authenticates with its first message is `public` at upgrade).
 */
export interface SocketEndpoint {
  readonly method: 'GET';
  readonly path: string;
  readonly policy: Policy;
  readonly tags: readonly string[];
}

export function socket(spec: Omit<SocketEndpoint, 'method'>): SocketEndpoint {
  return Object.freeze({ method: 'GET' as const, ...spec });
}

/** Every WebSocket route, by key. */
export const socketEndpoints: Record<string, SocketEndpoint> = {
  /** The players' table: the upgrade is open, the first message authenticates (`auth` with the token). */
  tableSocket: socket({ path: TABLE_WS_PATH, policy: 'public', tags: ['table'] }),
};
