import { encodeAccountId } from '@taikai/shared';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePlayer, queriesTo, stubServer } from '../../test/fixtures/season';
import { fetchWholeRoster, rosterCsv, rosterFileName } from './rosterCsv';

const LIST = '/api/contest/contest_season_player_list';

afterEach(() => vi.unstubAllGlobals());

describe('roster CSV export', () => {
  it('fetches joined players in pages of 100 and reports progress', async () => {
    const players = Array.from({ length: 250 }, (_, i) => makePlayer(20000 + i));
    const server = stubServer([], {
      [LIST]: (q) => {
        const offset = Number(q.get('offset'));
        const limit = Number(q.get('limit'));
        return { list: players.slice(offset, offset + limit), total: players.length };
      },
    });
    const progress: [number, number][] = [];
    const all = await fetchWholeRoster(7, 2, (loaded, total) => progress.push([loaded, total]));

    expect(all).toHaveLength(250);
    const queries = queriesTo(server, LIST);
    expect(queries.map((q) => [q.get('offset'), q.get('limit'), q.get('state'), q.get('season_id')])).toEqual([
      ['0', '100', '2', '2'],
      ['100', '100', '2', '2'],
      ['200', '100', '2', '2'],
    ]);
    expect(progress).toEqual([
      [100, 250],
      [200, 250],
      [250, 250],
    ]);
  });

  it('writes UTF-8 with a BOM: nickname, encoded id, remark', () => {
    const csv = rosterCsv(
      [
        makePlayer(16329130, { nickname: '一姬', remark: '种子, 选手' }),
        makePlayer(10001, { nickname: 'ゆうき', remark: '' }),
        makePlayer(10002, { nickname: '=cmd', remark: '"quoted"' }),
        makePlayer(10003, { nickname: '＠full', remark: 'seed;-1' }),
      ],
      ['昵称', '玩家ID', '备注'],
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(rows).toEqual([
      ['昵称', '玩家ID', '备注'],
      ['一姬', '47904916', '种子, 选手'],
      ['ゆうき', String(encodeAccountId(10001)), ''],
      ["'=cmd", String(encodeAccountId(10002)), '"quoted"'],
      ["'＠full", String(encodeAccountId(10003)), "seed;'-1"],
    ]);
    expect(Array.from(new TextEncoder().encode(csv).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('names the file from contest id, contest name and season', () => {
    expect(rosterFileName(482913, '雀魂春季公开赛', 2)).toBe('482913_雀魂春季公开赛_season2.csv');
    expect(rosterFileName(1, 'A/B: C?', 3)).toBe('1_A_B_ C__season3.csv');
  });
});
