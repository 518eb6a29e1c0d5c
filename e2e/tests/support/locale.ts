/**
 * The console's own locale texts (apps/console/src/locales/<lang>/<area>.json) for selecting by text in any page
 * language: `const t = texts('zh-CN'); page.getByRole('button', { name: t('rules.update') })`. Keys are
 * `<area>.<path>` as in the console, `{{name}}` placeholders are filled from `params`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageLang } from './api';

type Tree = { [key: string]: string | Tree };

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps/console/src/locales');
const cache = new Map<string, Tree>();

function area(lang: PageLang, name: string): Tree {
  const key = `${lang}/${name}`;
  let tree = cache.get(key);
  if (!tree) {
    tree = JSON.parse(fs.readFileSync(path.join(localesDir, lang, `${name}.json`), 'utf8')) as Tree;
    cache.set(key, tree);
  }
  return tree;
}

export type T = (key: string, params?: Record<string, string | number>) => string;

/** A `t` over the console's locale files of one page language; an unknown key throws (a typo fails loudly). */
export function texts(lang: PageLang): T {
  return (key, params = {}) => {
    const [first, ...rest] = key.split('.');
    let node: string | Tree = area(lang, first);
    for (const [i, part] of rest.entries()) {
      if (typeof node !== 'object') throw new Error(`no locale text ${lang}:${key}`);
      // a counted text is stored in i18next's plural forms (`added_one`, `added_other`): pick by params.count
      const last = i === rest.length - 1;
      const plural: string = params.count === 1 && `${part}_one` in node ? `${part}_one` : `${part}_other`;
      const found: string | null = part in node ? part : last && plural in node ? plural : null;
      if (found === null) throw new Error(`no locale text ${lang}:${key}`);
      node = node[found];
    }
    if (typeof node !== 'string') throw new Error(`locale text ${lang}:${key} is not a string`);
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
      name in params ? String(params[name]) : `{{${name}}}`,
    );
  };
}
