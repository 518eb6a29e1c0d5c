import { describe, expect, it } from 'vitest';
import { makeDetail, makeSeason } from '../../test/fixtures/contest';
import { maskForbiddenWords } from './forbidden';
import { nameErrors, reviewLabel, settingOf, valuesFromDetail, withI18n } from './infoModel';
import { cutText, nameError } from './names';
import { gameCount, sortSeasons } from './players';

describe('forbidden words', () => {
  it('masks each word by its length, case-insensitively and inside other text', () => {
    expect(maskForbiddenWords('周末赌博杯')).toBe('周末**杯');
    expect(maskForbiddenWords('Big CASINO night')).toBe('Big ****** night');
    expect(maskForbiddenWords('ギャンブル大会 도박')).toBe('*****大会 **');
    expect(maskForbiddenWords('雀魂春季公开赛')).toBe('雀魂春季公开赛');
    expect(maskForbiddenWords('ＣＡＳＩＮＯ杯')).toBe('******杯');
    expect(maskForbiddenWords('赌博彩')).toBe('***');
  });
});

describe('name rules', () => {
  it('needs a name and counts characters, not code units', () => {
    expect(nameError('default', '  ')).toBe('required');
    expect(nameError('default', '🀄'.repeat(25))).toBeNull();
    expect(nameError('default', '🀄'.repeat(26))).toBe('tooLong');
    expect(nameError('chs', '字'.repeat(26))).toBe('tooLong');
    expect(nameError('kr', '가'.repeat(50))).toBeNull();
    expect(nameError('jp', 'あ'.repeat(51))).toBe('tooLong');
  });

  it('checks only the names of the current mode', () => {
    const values = valuesFromDetail(makeDetail());
    expect(nameErrors(values)).toEqual({});
    const multi = { ...values, i18n: 1 as const };
    expect(Object.keys(nameErrors(multi)).sort()).toEqual(['chs', 'chs_t', 'en', 'jp', 'kr']);
    expect(nameErrors(withI18n(values, 1))).toEqual({});
  });

  it('cuts long texts with an ellipsis', () => {
    expect(cutText('一二三四五六七八九十', 10)).toEqual({ text: '一二三四五六七八九十', cut: false });
    expect(cutText('一二三四五六七八九十壹', 10)).toEqual({ text: '一二三四五六七八九十…', cut: true });
  });
});

describe('setting', () => {
  it('turns banned zones into available zones', () => {
    const values = valuesFromDetail(makeDetail({ show_zones: [3, 1], available_zones: [2] }));
    expect(values.bannedZones).toEqual([1, 3]);
    expect(settingOf(values)).toMatchObject({ show_zones: [1, 3], available_zones: [2] });
  });

  it('labels reviews', () => {
    expect(reviewLabel({ check_state: 0, review_state: 0 })).toBeNull();
    expect(reviewLabel({ check_state: 1, review_state: 0 })).toBe('checking');
    expect(reviewLabel({ check_state: 0, review_state: 1 })).toBe('checking');
    expect(reviewLabel({ check_state: 1, review_state: 2 })).toBe('checkingFailed');
  });
});

describe('user cards', () => {
  it('sorts seasons by state, then newest start first', () => {
    const list = [
      makeSeason({ season_id: 1, state: 4, start_time: 10 }),
      makeSeason({ season_id: 2, state: 2, start_time: 20 }),
      makeSeason({ season_id: 3, state: 3, start_time: 30 }),
      makeSeason({ season_id: 4, state: 2, start_time: 40 }),
      makeSeason({ season_id: 5, state: 1, start_time: 50 }),
    ];
    expect(sortSeasons(list).map((s) => s.season_id)).toEqual([5, 4, 2, 3, 1]);
  });

  it('reads the game count from account data', () => {
    expect(gameCount(JSON.stringify({ total_game_count: 12 }))).toBe(12);
    expect(gameCount('{}')).toBe(0);
    expect(gameCount('')).toBe(0);
    expect(gameCount('not json')).toBe(0);
    expect(gameCount(JSON.stringify({ total_game_count: '7' }))).toBe(0);
  });
});
