import type { PageLang, YakumanRecordEntry } from '@taikai/shared';
import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetTransportEffects } from '../../api/client';
import { buttonNamed } from '../../test/fixtures/contest';
import { makeSeason, NOW, postedTo, renderInSeason, stubServer } from '../../test/fixtures/season';
import YakumanTable from './YakumanTable';

const YAKUMAN = '/api/contest/fetch_contest_yakuman_records';
const EXPORT = '/api/contest/export_contest_yakuman_records';

const entry: YakumanRecordEntry = {
  game_uuid: 'g-1',
  account_id: 10_001,
  nickname: '一姬',
  yiman: 2,
  start_time: NOW - 3600,
  end_time: NOW - 600,
  // the engine's yaku ids, as the record keeps them
  info: { names: ['Kokushi Musou 13-sided', 'Daisangen'], chang: 0, ju: 1, ben: 0 },
};

function setup(lang?: PageLang) {
  const server = stubServer([makeSeason()], { [YAKUMAN]: () => ({ list: [entry], total: 1 }) });
  const view = renderInSeason(<YakumanTable uniqueId={7} seasonId={1} />, makeSeason(), undefined, lang);
  return { ...view, server };
}

afterEach(() => {
  resetTransportEffects();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('yakuman list (issue 29 #2, #10)', { timeout: 60_000 }, () => {
  it.each([
    ['zh-CN', '国士无双十三面 · 大三元'],
    ['zh-TW', '國士無雙十三面 · 大三元'],
    ['ja', '国士無双十三面 · 大三元'],
    ['en-US', 'Kokushi Musou 13-sided · Daisangen'],
    ['kr', '국사무쌍 13면 · 대삼원'],
  ] as const)("names the yakuman in the page's language (%s)", async (lang, shown) => {
    setup(lang);
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it('keeps the cooldown per contest: a download in another contest does not hold this one back', async () => {
    const { user } = setup();
    await screen.findByText('国士无双十三面 · 大三元');
    // this browser downloaded the yakuman of contest 8 a minute ago
    localStorage.setItem('taikai.export.8.exportContestYakumanRecords', String(dayjs().unix() - 60));
    const fetchNow = globalThis.fetch;
    const name = '7_秋季雀王战_season1_yakuman.csv';
    const file = () =>
      new Response('\uFEFF结束时间\r\n', {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': `attachment; filename="7______season1_yakuman.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
        },
      });
    const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith(EXPORT) ? Promise.resolve(file()) : fetchNow(input, init),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(buttonNamed('导出役满'));
    // saved under the server's UTF-8 name: the contest's id and name, as the roster file
    await waitFor(() => expect(saved).toEqual([name]));
    expect(fetchSpy.mock.calls.filter(([input]) => String(input).endsWith(EXPORT))).toHaveLength(1);
    expect(Number(localStorage.getItem('taikai.export.7.exportContestYakumanRecords'))).toBeGreaterThan(0);
  });

  it('within the cooldown of this contest asks nothing of the server', async () => {
    const { user, server } = setup();
    await screen.findByText('国士无双十三面 · 大三元');
    const last = dayjs().unix() - 60;
    localStorage.setItem('taikai.export.7.exportContestYakumanRecords', String(last));
    await user.click(buttonNamed('导出役满'));
    // the toast names the earlier download's time
    expect(await screen.findByText(new RegExp(dayjs.unix(last).format('YYYY-MM-DD HH:mm:ss')))).toBeInTheDocument();
    expect(postedTo(server, EXPORT)).toEqual([]);
  });
});
