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

/** Every WebSocket route, by key (the players' table adds its socket here). */
export const socketEndpoints: Record<string, SocketEndpoint> = {};
