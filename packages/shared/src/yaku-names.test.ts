import { describe, expect, it } from 'vitest';
import { MESSAGE_LANGS } from './error-messages.js';
import { contentIn, exportFileName } from './export-columns.js';
import type { LangContent } from './schemas/common.js';
import { YAKU_NAMES, yakuName } from './yaku-names.js';

describe('yaku names', () => {
  it('name every engine yaku in the five languages, the English one being its id', () => {
    for (const [id, names] of Object.entries(YAKU_NAMES)) {
      expect(names.en).toBe(id);
      for (const lang of MESSAGE_LANGS) expect(names[lang].trim()).not.toBe('');
    }
    expect(yakuName('Kokushi Musou', 'zh-CN')).toBe('国士无双');
    expect(yakuName('Kokushi Musou', 'zh-TW')).toBe('國士無雙');
    expect(yakuName('Kokushi Musou', 'ja')).toBe('国士無双');
    expect(yakuName('Kokushi Musou', 'ko')).toBe('국사무쌍');
  });

  it('show a name the table does not know as stored', () => {
    expect(yakuName('国士无双', 'en')).toBe('国士无双');
    expect(yakuName('toString', 'en')).toBe('toString');
  });
});

describe('export file names', () => {
  it("are the roster file's: contest id, name in the reader's language, season, then the kind", () => {
    const name: LangContent[] = [
      { lang: 'chs', content: '秋季雀王战' },
      { lang: 'jp', content: '秋季雀王戦' },
      { lang: 'default', content: 'Autumn' },
    ];
    expect(exportFileName(1001, contentIn(name, 'zh-CN'), 2, 'records')).toBe('1001_秋季雀王战_season2_records.csv');
    expect(exportFileName(1001, contentIn(name, 'ja'), 2)).toBe('1001_秋季雀王戦_season2.csv');
    expect(exportFileName(1001, contentIn(name, 'en'), 2, 'rank')).toBe('1001_Autumn_season2_rank.csv');
    expect(exportFileName(7, 'a/b:c', 1, 'yakuman')).toBe('7_a_b_c_season1_yakuman.csv');
  });
});
