import { describe, expect, it } from 'vitest';
import { PAGE_LANGS } from './index';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/{rules,season}.json', {
  eager: true,
  import: 'default',
});
const text = (lang: string, area: string, key: string) =>
  (files[`../locales/${lang}/${area}.json`] as Record<string, string>)[key];

/** A screen's title and its menu entry use the same word in every language. */
describe('wording', () => {
  it.each([...PAGE_LANGS])('the rules page title is its menu entry (%s)', (lang) => {
    expect(text(lang, 'rules', 'title')).toBe(text(lang, 'season', 'menuAdvanced'));
  });
});
