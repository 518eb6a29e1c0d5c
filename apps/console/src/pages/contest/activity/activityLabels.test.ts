/**
 * Every audit action, field and text value has a label in all five languages (issue 29, defect 1). The lists come
 * from packages/shared (AUDIT_ACTIONS, AUDIT_FIELDS, AUDIT_TEXT_VALUES); the server's `writeAudit` refuses, under
 * test, a row naming a field or value those lists lack. So a new audit kind, field or value fails a test until it
 * is named here in every language.
 */
import { AUDIT_ACTIONS, AUDIT_FIELDS, AUDIT_TEXT_VALUES } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { PAGE_LANGS } from '../../../i18n/index';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('../../../locales/*/contest.json', { eager: true, import: 'default' });
const activity = (lang: string): Tree => {
  const tree = files[`../../../locales/${lang}/contest.json`]?.activity;
  if (!tree || typeof tree === 'string') throw new Error(`no contest.activity in ${lang}`);
  return tree;
};
/** The text at a dotted path (`season.create` is `season` → `create`), or undefined. */
const at = (tree: Tree, path: string): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' && node.trim() !== '' ? node : undefined;
};
const valueKeys = Object.entries(AUDIT_TEXT_VALUES).flatMap(([field, values]) => values.map((v) => `${field}.${v}`));

describe.each([...PAGE_LANGS])('activity labels in %s', (lang) => {
  const tree = activity(lang);

  it('names every audit action', () => {
    expect(AUDIT_ACTIONS.filter((a) => !at(tree, `actions.${a}`))).toEqual([]);
  });

  it('names every field an audit row may hold, and only those', () => {
    expect(AUDIT_FIELDS.filter((f) => !at(tree, `fields.${f}`))).toEqual([]);
    const fields = tree.fields as Tree;
    expect(Object.keys(fields).filter((f) => !(AUDIT_FIELDS as readonly string[]).includes(f))).toEqual([]);
  });

  it('names every text value (game and plan states, review kinds)', () => {
    expect(valueKeys.filter((k) => !at(tree, `values.${k}`))).toEqual([]);
  });

  it('says them in its own words, not as the stored name or in English', () => {
    const stored = [
      ...AUDIT_ACTIONS.map((a) => [`actions.${a}`, a]),
      ...AUDIT_FIELDS.map((f) => [`fields.${f}`, f]),
      ...valueKeys.map((k) => [`values.${k}`, k.split('.')[1]]),
    ];
    // an English state may read as it is stored ("paused"); an action or a field never reads as its code
    const raw = stored
      .filter(([path, name]) => at(tree, path) === name && (lang !== 'en-US' || !path.startsWith('values.')))
      .map(([path]) => path);
    expect(raw).toEqual([]);
    if (lang !== 'en-US') {
      const english = activity('en-US');
      const same = stored.filter(([path]) => at(tree, path) === at(english, path)).map(([path]) => path);
      expect(same).toEqual([]);
    }
  });
});
