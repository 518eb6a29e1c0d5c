import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth a compressed copy; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;
/** Smaller files gain less than a request's headers. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (Brotli at quality 10: 11 took 2.5 times as long for 1 % fewer bytes) and `<file>.gz` (gzip, best level) beside each compressible file of
 * `dir` of at least MIN_BYTES, keeping only copies smaller than the file. The server sends them to browsers that
 * accept them (apps/server/src/plugins/console-files.ts). Answers the files written.
 */
export function precompressDir(dir: string): string[] {
  const written: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const copies: [string, Buffer][] = [
      [
        '.br',
        brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 10,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
      ],
      ['.gz', gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION })],
    ];
    for (const [ext, copy] of copies) {
      if (copy.length >= bytes.length) continue;
      fs.writeFileSync(file + ext, copy);
      written.push(file + ext);
    }
  }
  return written;
}

/** The build's last step: compressed copies of the output (`vite build` only). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'taikai-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
