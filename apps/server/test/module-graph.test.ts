import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Module boundaries: the areas under src/modules import each other in one direction only. This reads every import of
 * src/modules/** (tests and test support left out) and fails on any cycle between two areas, naming it; new areas are
 * covered as they appear. Areas talk back up the graph through domain events (src/events.ts).
 */
const modules = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/modules');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|test-support\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** area → the other areas it imports (static and dynamic imports, type-only ones included). */
function areaGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sources(modules)) {
    const area = path.relative(modules, file).split(path.sep)[0];
    const deps = graph.get(area) ?? new Set<string>();
    graph.set(area, deps);
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)) {
      const target = path.resolve(path.dirname(file), m[1]);
      const rel = path.relative(modules, target);
      if (rel.startsWith('..')) continue;
      const other = rel.split(path.sep)[0];
      if (other !== area) deps.add(other);
    }
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
