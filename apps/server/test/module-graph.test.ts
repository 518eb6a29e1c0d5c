import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's layers depend one way, and this reads every import of src (its tests left out) to hold it:
 *  - src/lib (helpers), then src/db (the database), then src/games (the game runtime), then src/modules (the areas
 *    of the API, with the HTTP plumbing they are built with: plugins/, http.ts), then the composition at the top
 *    of src (app.ts, routes.ts, downloads.ts, upkeep.ts, subscribers.ts, main.ts, game-thread.ts, cli/, demo/)
 *    that wires them together. A file imports only from its own layer or below; the
 *    shared files at the top of src (context.ts, errors.ts, clock.ts, config.ts, domain-events.ts, http.ts, …) are
 *    usable by every layer above lib.
 *  - The areas under src/modules import each other in one direction only (no cycle between two areas). Areas, and
 *    the game runtime, tell the areas that build on them what happened through domain events
 *    (src/domain-events.ts), subscribed at the top (subscribers.ts).
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Every relative import of every source file (static and dynamic, type-only ones included), resolved to a path. */
function imports(): { from: string; to: string }[] {
  return sources(src).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((m) => ({
      from: path.relative(src, file),
      to: path.relative(src, path.resolve(path.dirname(file), m[1])),
    })),
  );
}

const COMPOSITION = new Set([
  'app',
  'routes',
  'downloads',
  'upkeep',
  'subscribers',
  'main',
  'game-thread',
  'cli',
  'demo',
]);
/** the HTTP plumbing the areas' routes are built with: part of the API layer */
const API = new Set(['plugins', 'http']);
const RANK = { lib: 0, shared: 1, db: 1, games: 2, modules: 3, composition: 4 } as const;
type Layer = keyof typeof RANK;

/** The layer of a path relative to src. */
function layerOf(rel: string): Layer {
  const top = rel.split(path.sep)[0].replace(/\.(js|ts|mjs)$/, '');
  if (top === 'lib' || top === 'db' || top === 'games' || top === 'modules') return top;
  if (API.has(top)) return 'modules';
  return COMPOSITION.has(top) ? 'composition' : 'shared';
}

/** The imports that point up the layers. */
function upwardImports(list: { from: string; to: string }[]): string[] {
  return list
    .filter(({ from, to }) => {
      const a = layerOf(from);
      const b = layerOf(to);
      return (
        RANK[b] > RANK[a] &&
        !(a === 'db' && b === 'shared') &&
        !(a === 'shared' && b !== 'composition' && b !== 'modules')
      );
    })
    .map(({ from, to }) => `${from} → ${to}`);
}

/** area → the other areas it imports. */
function areaGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of imports()) {
    if (layerOf(from) !== 'modules' || !from.startsWith(`modules${path.sep}`)) continue;
    const area = from.split(path.sep)[1];
    const deps = graph.get(area) ?? new Set<string>();
    graph.set(area, deps);
    if (!to.startsWith(`modules${path.sep}`)) continue;
    const other = to.split(path.sep)[1];
    if (other !== area) deps.add(other);
  }
  return graph;
}

/** The cycles of a graph (each as a path that returns to its start), by depth-first search. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return found;
}

describe('module boundaries', () => {
  it('finds a cycle when there is one (the check itself)', () => {
    const g = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(g)).toEqual([['a', 'b', 'c', 'a']]);
    expect(cycles(new Map([['a', new Set(['b'])]]))).toEqual([]);
  });

  it('has no import cycle between areas of src/modules', () => {
    const graph = areaGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(cycles(graph).map((c) => c.join(' → '))).toEqual([]);
  });
});

describe('layers', () => {
  it('finds an import that points up (the check itself)', () => {
    const j = path.join;
    expect(
      upwardImports([
        { from: j('games', 'host.ts'), to: j('modules', 'ranking', 'standings.js') },
        { from: j('lib', 'chunked.ts'), to: j('games', 'engine.js') },
        { from: j('modules', 'game', 'plan.service.ts'), to: 'routes.js' },
        { from: j('db', 'database.ts'), to: 'config.js' },
        { from: j('modules', 'game', 'plan.service.ts'), to: j('games', 'scheduler.repository.js') },
        { from: 'game-thread.ts', to: 'subscribers.js' },
      ]),
    ).toEqual([
      `${j('games', 'host.ts')} → ${j('modules', 'ranking', 'standings.js')}`,
      `${j('lib', 'chunked.ts')} → ${j('games', 'engine.js')}`,
      `${j('modules', 'game', 'plan.service.ts')} → routes.js`,
    ]);
  });

  it('has no source file that imports the test kit (test/): test support lives outside src', () => {
    const list = imports();
    expect(list.filter(({ to }) => to.split(path.sep)[0] === '..').map(({ from, to }) => `${from} → ${to}`)).toEqual(
      [],
    );
  });

  it('has no import from a lower layer of src into a higher one (lib → db → games → modules → composition)', () => {
    const list = imports();
    expect(list.length).toBeGreaterThan(500);
    expect(upwardImports(list)).toEqual([]);
  });
});
