// What a page of the console loads before its first render: the modules with code in the static import graph of its
// entry, bundled the way the build does (esbuild: tree-shaken, production mode), every `import()` left out (those load
// later, with their route). Prints `{ "<entry>": ["<module path from apps/console>", ...] }` as JSON. Used by
// src/app/first-load.test.ts; by hand:
//
//   node apps/console/scripts/first-load.mjs src/main.tsx src/app/lobby-main.tsx
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const consoleRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isFile = (file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * `import()` stays out of the bundle; relative imports resolve as Vite does, case and all (esbuild's own lookup mixes
 * up `gameAlerts.ts` and `GameAlerts.tsx`, which sit side by side in pages/lobby).
 */
const staticGraphOnly = {
  name: 'static-graph-only',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'dynamic-import') return { path: args.path, external: true };
      if (!/^\.\.?\//.test(args.path)) return undefined;
      for (const end of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
        const file = path.resolve(args.resolveDir, args.path + end);
        if (isFile(file)) return { path: file };
      }
      return undefined;
    });
  },
};

async function firstLoad(entry) {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: consoleRoot,
    bundle: true,
    write: false,
    format: 'esm',
    outdir: 'first-load',
    metafile: true,
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins: [staticGraphOnly],
  });
  const [output] = Object.values(result.metafile.outputs);
  return Object.entries(output.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([file]) => file);
}

const entries = process.argv.slice(2);
const found = await Promise.all(entries.map(firstLoad));
process.stdout.write(`${JSON.stringify(Object.fromEntries(entries.map((e, i) => [e, found[i]])))}\n`);
