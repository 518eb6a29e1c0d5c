import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe('precompressDir (the console build’s compressed copies)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    dirs.push(dir);
    return dir;
  };
  it('writes a Brotli and a gzip copy of each compressible file that decompress to the file itself', () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.mkdirSync(path.join(dir, 'tiles'));
    const script = `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `雀士${i}`))};\n`;
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
    fs.writeFileSync(path.join(dir, 'tiles', 'm1.svg'), `<svg>${'<path d="M0 0L10 10"/>'.repeat(100)}</svg>`);
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>'); // under 1 KB
    fs.writeFileSync(path.join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 7)); // not a text file

    const written = precompressDir(dir)
      .map((f) => path.relative(dir, f))
      .sort();

    expect(written).toEqual(['assets/index-abc.js.br', 'assets/index-abc.js.gz', 'tiles/m1.svg.br', 'tiles/m1.svg.gz']);
    const original = fs.readFileSync(path.join(dir, 'assets', 'index-abc.js'));
    const br = fs.readFileSync(path.join(dir, 'assets', 'index-abc.js.br'));
    const gz = fs.readFileSync(path.join(dir, 'assets', 'index-abc.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(original.toString());
    expect(gunzipSync(gz).toString()).toBe(original.toString());
    expect(br.length).toBeLessThan(original.length / 2);
  });

  it('keeps no copy that would be larger than the file (noise does not compress)', () => {
    const dir = tempDir();
    let x = 2463534242;
    const noise = Buffer.from(
      Array.from({ length: 4096 }, () => {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        return (x >>> 24) & 255;
      }),
    );
    fs.writeFileSync(path.join(dir, 'noise.txt'), noise);
    expect(precompressDir(dir)).toEqual([]);
    expect(fs.readdirSync(dir)).toEqual(['noise.txt']);
  });
});
