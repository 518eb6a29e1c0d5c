import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The built console's files (apps/console/dist). The build writes a Brotli and a gzip copy beside every text file
 * worth compressing (apps/console/vite/precompress.ts), and a browser that accepts one gets it: the console's first
 * load is about a third of the bytes, with no compression work per request. Files under `assets/` carry a hash of
 * their content in their name, so a browser keeps them for a year without asking again; everything else (index.html,
 * the tiles) is checked with the server on each use (ETag, 304), so a new version is seen at once.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a console file (or its precompressed copy), by its path under the console's root. */
export function cacheControlOf(root: string, file: string): string {
  return path.relative(root, file).split(path.sep)[0] === 'assets' ? IMMUTABLE : REVALIDATE;
}

/** The players' lobby's own page in the build: its entry loads the lobby and nothing else (light on a phone). */
export const LOBBY_PAGE = 'm/index.html';

export async function registerConsoleFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader('cache-control', cacheControlOf(root, file));
      res.setHeader('vary', 'accept-encoding');
    },
  });
  // Every path of the lobby (/m/, /m/login, /m/table/<uuid>: routes in the browser) gets the lobby's page, so a phone
  // opening or reloading one loads only the lobby; a build without that page leaves them to the console's page.
  if (fs.existsSync(path.join(root, LOBBY_PAGE))) {
    const lobbyPage = (_request: unknown, reply: FastifyReply) => reply.sendFile(LOBBY_PAGE);
    app.get('/m', { schema: { hide: true } }, lobbyPage);
    app.get('/m/*', { schema: { hide: true } }, lobbyPage);
  }
}
