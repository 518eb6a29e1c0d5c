import { describe, expect, it } from 'vitest';

/**
 * `src/test/` (the render helper, the fetch stubs, the fixtures under `test/fixtures/<area>`) is for tests only:
 * no source the console ships imports from it.
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']*)'/g;

/** Where the relative imports of `file` (a key of `sources`) lead, as paths from the root (`/src/...`, no extension). */
function importedPaths(file: string, text: string): string[] {
  const at = new URL(file, 'file:///src/test/');
  return [...text.matchAll(SPECIFIER)].map((m) => new URL(m[1], at).pathname.replace(/\.tsx?$/, ''));
}

const moduleOf = (file: string) => new URL(file, 'file:///src/test/').pathname.replace(/\.tsx?$/, '');
const isTestOnly = (path: string) => path.startsWith('/src/test/');

describe('test-only files', () => {
  it('reads the console sources, and no test file among them', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(Object.keys(sources).some((f) => f.startsWith('./') || /\.test\.tsx?$/.test(f))).toBe(false);
  });

  it('are imported by tests only', () => {
    const offenders = Object.entries(sources)
      .filter(([file]) => !isTestOnly(moduleOf(file)))
      .flatMap(([file, text]) =>
        importedPaths(file, text)
          .filter(isTestOnly)
          .map((path) => `${file} imports ${path}`),
      );
    expect(offenders).toEqual([]);
  });

  it('spots an import of a fixture', () => {
    const imports = (text: string) => importedPaths('../pages/game/X.tsx', text).filter(isTestOnly);
    expect(imports("import { a } from '../../test/fixtures/game';")).toEqual(['/src/test/fixtures/game']);
    expect(imports("import { a } from '../../test/render';")).toEqual(['/src/test/render']);
    expect(imports("import { a } from '../season/seasonForm';")).toEqual([]);
  });
});
