/**
 * An endpoint of the shared table without its zod schemas, for a page that must load little (the players' lobby
 * at /m/): importing the shared endpoint table evaluates its schemas, which brings zod and every
 * schema along (about 26 KB of gzip on a phone's first load), while `call()` reads only the method, the path and
 * whether the path has parameters.
 *
 *   const myGames = light<typeof lobbyEndpoints.playerMyGames>({ method: 'GET', path: '/api/contest/player/my_games' });
 *
 * No second contract: `E` is the shared entry (a type-only import), and its method and path are literal types, so a
 * path or method that differs from the table's does not compile; its input and reply types are the entry's.
 */
import type { Endpoint } from '@taikai/shared/endpoints/define';

export function light<E extends Endpoint>(route: Pick<E, 'method' | 'path'> & { params?: E['params'] }): E {
  return Object.freeze({ ...route }) as unknown as E;
}
