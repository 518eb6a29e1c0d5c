/**
 * The node flags the server is deployed with, read from apps/server/package.json's `start` script (the flags between
 * `node` and the bundle, source maps aside), so a benchmark's server process runs as `npm start` runs it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const manifest = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'server', 'package.json');
const start: string = JSON.parse(fs.readFileSync(manifest, 'utf8')).scripts.start;

export const DEPLOYED_NODE_FLAGS: readonly string[] = start
  .split(/\s+/)
  .filter((word) => word.startsWith('--') && word !== '--enable-source-maps');

/** The deployed flags, then BENCH_TARGET_NODE_ARGS (extra flags for the server process, space-separated). */
export function targetNodeArgs(): string[] {
  return [...DEPLOYED_NODE_FLAGS, ...(process.env.BENCH_TARGET_NODE_ARGS ?? '').split(' ').filter(Boolean)];
}
