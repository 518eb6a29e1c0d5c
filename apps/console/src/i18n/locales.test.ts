/**
 * Every area file exists in all five languages with exactly the same keys, and no value is empty
 * (spec part 1 section 1; issue: "a test fails when any key is missing in any of the five files").
 */
import { describe, expect, it } from 'vitest';
import { PAGE_LANGS } from './index';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
    else out.set(key, v);
  }
  return out;
}

const files = import.meta.glob<Tree>('../locales/*/*.json', { eager: true, import: 'default' });
const table: Record<string, Record<string, Tree>> = {};
for (const [file, tree] of Object.entries(files)) {
  const m = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (m) {
    table[m[1]] ??= {};
    table[m[1]][m[2]] = tree;
  }
}
const areas = [...new Set(Object.values(table).flatMap((byArea) => Object.keys(byArea)))].sort();

describe('locale files', () => {
  it('exist for exactly the five page languages', () => {
    expect(Object.keys(table).sort()).toEqual([...PAGE_LANGS].sort());
  });

  it('include the shell areas', () => {
    expect(areas).toEqual(expect.arrayContaining(['common', 'shell', 'home', 'login']));
  });

  describe.each(areas)('area %s', (area) => {
    const keys = new Set<string>();
    for (const lang of PAGE_LANGS) for (const k of flatten(table[lang]?.[area] ?? {}).keys()) keys.add(k);

    it.each([...PAGE_LANGS])('%s has every key with a non-empty text', (lang) => {
      const file = table[lang]?.[area];
      expect(file, `locales/${lang}/${area}.json is missing`).toBeDefined();
      const flat = flatten(file ?? {});
      const missing = [...keys].filter((k) => !flat.has(k));
      expect(missing, `missing in locales/${lang}/${area}.json`).toEqual([]);
      const empty = [...flat].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
      expect(empty, `empty or non-text values in locales/${lang}/${area}.json`).toEqual([]);
    });

    it('uses the same interpolation variables in every language', () => {
      const vars = (s: unknown) =>
        [...String(s).matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
          .map((m) => m[1])
          .sort()
          .join(',');
      const base = flatten(table['zh-CN']?.[area] ?? {});
      const mismatches: string[] = [];
      for (const lang of PAGE_LANGS) {
        const flat = flatten(table[lang]?.[area] ?? {});
        for (const [k, v] of base) if (flat.has(k) && vars(flat.get(k)) !== vars(v)) mismatches.push(`${lang}:${k}`);
      }
      expect(mismatches).toEqual([]);
    });
  });
});
