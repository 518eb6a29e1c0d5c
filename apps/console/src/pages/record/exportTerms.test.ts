import { EXPORT_TERMS, type PageLang } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { messageLang, PAGE_LANGS } from '../../i18n';

/**
 * The CSV exports speak the screens' words (issue 29 #10: "Total points" on the page, "Total score" in the file):
 * every column title the server writes (`EXPORT_TERMS` in `@taikai/shared`) is the label of the column it exports,
 * in each of the five languages. A label changed on one side only fails here.
 */

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('../../locales/*/{record,ranking,table}.json', { eager: true, import: 'default' });

function text(lang: PageLang, key: string, n?: number): string {
  const [area, ...path] = key.split('.');
  const file = Object.entries(files).find(([f]) => f.endsWith(`/${lang}/${area}.json`))?.[1];
  let v: string | Tree | undefined = file;
  for (const k of path) v = typeof v === 'object' ? v[k] : undefined;
  if (typeof v !== 'string') throw new Error(`no ${key} in ${lang}`);
  return n === undefined ? v : v.replace('{{n}}', String(n));
}

describe.each(PAGE_LANGS)('export column titles (%s)', (lang) => {
  const w = EXPORT_TERMS[messageLang(lang)];

  it('are the records page and yakuman list labels', () => {
    expect(w.endTime).toBe(text(lang, 'record.endTime'));
    expect(w.terminated).toBe(text(lang, 'record.terminated'));
    expect(w.seat(3)).toBe(text(lang, 'record.seat', 3));
    expect(w.player).toBe(text(lang, 'record.player'));
    expect(w.id).toBe(text(lang, 'record.accountId'));
    expect(w.score).toBe(text(lang, 'record.score'));
    expect(w.remark).toBe(text(lang, 'record.remark'));
    expect(w.tag).toBe(text(lang, 'record.tag'));
    // a tag number the season has not named (issue 29 #9)
    expect(w.tagN(3)).toBe(text(lang, 'record.tagN', 3));
    expect(w.yakuman).toBe(text(lang, 'record.yakuman'));
    expect(w.value).toBe(text(lang, 'record.yakumanValue'));
    expect(w.kazoe).toBe(text(lang, 'record.kazoe'));
  });

  it('are the ranking page and calculated ranking labels', () => {
    for (const area of ['record', 'ranking']) {
      expect(w.rank).toBe(text(lang, `${area}.rank`));
      expect(w.player).toBe(text(lang, `${area}.player`));
      expect(w.id).toBe(text(lang, `${area}.accountId`));
      expect(w.totalPoints).toBe(text(lang, `${area}.accumulate`));
      expect(w.games).toBe(text(lang, `${area}.games`));
      expect(w.place(2)).toBe(text(lang, `${area}.placeCount`, 2));
    }
    expect(w.ruleScore).toBe(text(lang, 'ranking.rulePoint'));
  });

  it("name a robot seat as the players' table does, with its level", () => {
    expect(w.robot(2).startsWith(text(lang, 'table.robot'))).toBe(true);
    expect(w.robot(2)).toContain('2');
  });
});
