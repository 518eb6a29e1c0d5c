import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createDatabase, type Database, migrateToLatest } from '../db/database.js';
import { cacheControlOf, IMMUTABLE, REVALIDATE } from './console-files.js';

/**
 * The console's files as the build leaves them (apps/console/vite/precompress.ts writes .br and .gz copies): a browser
 * accepting Brotli or gzip gets the copy with its Content-Encoding, one accepting neither the file; hashed assets are
 * kept for a year, index.html and the tiles revalidated; the single-page fallback serves index.html for console
 * paths but a missing asset is a 404.
 */
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ seat: i % 4, name: `雀士${i}` })))};`;
const TILE = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0L10 10"/>'.repeat(80)}</svg>`;
const PAGE =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>';
const LOBBY =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/lobby-abc.js"></script></body></html>';

let dir: string;
let db: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-console-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'tiles'));
  fs.writeFileSync(path.join(dir, 'index.html'), PAGE);
  fs.mkdirSync(path.join(dir, 'm'));
  fs.writeFileSync(path.join(dir, 'm', 'index.html'), LOBBY);
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js.br'), brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js.gz'), gzipSync(SCRIPT));
  fs.writeFileSync(path.join(dir, 'tiles', '1m.svg'), TILE);
  fs.writeFileSync(path.join(dir, 'tiles', '1m.svg.gz'), gzipSync(TILE));
  db = createDatabase({ url: 'sqlite::memory:' });
  await migrateToLatest(db);
  app = await buildApp({ db, logger: false, consoleDir: dir, config: { demo: false, scheduler: false } });
});

afterAll(async () => {
  await app.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the console files', () => {
  it('sends the Brotli copy to a browser that accepts it (Chrome over HTTPS), gzip to one that accepts only gzip', async () => {
    const br = await get('/assets/index-abc.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-abc.js', 'gzip, deflate'); // Chrome over plain HTTP
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    expect(gz.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 3);
  });

  it('sends the file itself to a client that accepts no encoding, or one the build made no copy of', async () => {
    const plain = await get('/assets/index-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    const refused = await get('/assets/index-abc.js', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(SCRIPT);
    const onlyGzipMade = await get('/tiles/1m.svg', 'br');
    expect(onlyGzipMade.headers['content-encoding']).toBeUndefined();
    expect(onlyGzipMade.body).toBe(TILE);
    expect((await get('/tiles/1m.svg', 'gzip, br')).headers['content-encoding']).toBe('gzip');
  });

  it('keeps hashed assets for a year and has everything else revalidated, with an ETag answered by 304', async () => {
    expect((await get('/assets/index-abc.js', 'br')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/assets/index-abc.js')).headers['cache-control']).toBe(IMMUTABLE);
    const page = await get('/');
    expect(page.body).toBe(PAGE);
    expect(page.headers['cache-control']).toBe(REVALIDATE);
    const tile = await get('/tiles/1m.svg');
    expect(tile.headers['cache-control']).toBe(REVALIDATE);
    const etag = String(tile.headers.etag);
    const again = await app.inject({ method: 'GET', url: '/tiles/1m.svg', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('serves index.html, revalidated, for console paths; a missing asset is a 404', async () => {
    const route = await get('/contest/12/season/3/ranking', 'gzip, deflate, br');
    expect(route.statusCode).toBe(200);
    expect(route.body).toBe(PAGE);
    expect(route.headers['cache-control']).toBe(REVALIDATE);
    const stale = await get('/assets/index-old.js', 'gzip, deflate, br');
    expect(stale.statusCode).toBe(404);
    expect(stale.headers['content-type']).toMatch(/json/);
  });
});

describe("the players' lobby's page", () => {
  it('is what every path under /m/ gets (revalidated), and only those', async () => {
    for (const url of ['/m', '/m/', '/m/?contest=654321', '/m/login', '/m/register', '/m/table/g-42']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(LOBBY);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
    }
    expect((await get('/mobile')).body).toBe(PAGE);
    expect((await get('/contest/12')).body).toBe(PAGE);
    expect((await get('/api/contest/player/my_games')).statusCode).toBe(401);
  });
});

describe('cacheControlOf', () => {
  it('keeps only the files of the root’s own assets folder, wherever the root lies', () => {
    const root = path.join(path.sep, 'srv', 'assets', 'console', 'dist');
    expect(cacheControlOf(root, path.join(root, 'assets', 'index-abc.js.br'))).toBe(IMMUTABLE);
    expect(cacheControlOf(root, path.join(root, 'index.html'))).toBe(REVALIDATE);
    expect(cacheControlOf(root, path.join(root, 'tiles', 'assets.svg'))).toBe(REVALIDATE);
  });
});
