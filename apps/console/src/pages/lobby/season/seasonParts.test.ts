import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { myRecord, playerData } from '../../../test/fixtures/watch';
import { averagePoints, averageRank, handRates, placementCounts, rate, signedPoints } from '../../ranking/playerStats';
import { CHART_HEIGHT, chartLayout, niceMax, PAD } from './chartGeometry';
import { myGameRow, pageCount, ranksOf } from './seasonGames';
import { loadSeasonTexts, SEASON_AREA } from './seasonTexts';

const ME = 16329130;

describe('season chart geometry', () => {
  it('rounds the points axis up to 10, 20, 50, 100, …', () => {
    expect(niceMax(0)).toBe(10);
    expect(niceMax(10)).toBe(10);
    expect(niceMax(10.1)).toBe(20);
    expect(niceMax(47.3)).toBe(50);
    expect(niceMax(51)).toBe(100);
    expect(niceMax(150)).toBe(200);
  });

  it('puts 1st at the top and 4th at the bottom, bars from the zero line, one slot a game', () => {
    const games = [
      { uuid: 'a', end_time: 1, rank: 1, part_point_1: 45000, total_point: 65000 },
      { uuid: 'b', end_time: 2, rank: 4, part_point_1: 5000, total_point: -45000 },
    ];
    const l = chartLayout(games, 364);
    expect(l.plot).toEqual({ x0: PAD.left, x1: 364 - PAD.right, y0: PAD.top, y1: CHART_HEIGHT - PAD.bottom });
    expect(l.rankY(1)).toBe(l.plot.y0);
    expect(l.rankY(4)).toBe(l.plot.y1);
    expect(l.max).toBe(100);
    const zero = l.pointY(0);
    expect(zero).toBe((l.plot.y0 + l.plot.y1) / 2);
    // a positive bar ends at zero, a negative one starts there
    expect(l.bars[0].y + l.bars[0].height).toBeCloseTo(zero);
    expect(l.bars[0].positive).toBe(true);
    expect(l.bars[1].y).toBe(zero);
    expect(l.bars[1].positive).toBe(false);
    // the slots split the plot evenly; the line's points sit at their centres, over the bars
    expect(l.line.map((p) => p.x)).toEqual([PAD.left + 75, PAD.left + 225]);
    expect(l.line.map((p) => p.y)).toEqual([l.rankY(1), l.rankY(4)]);
    expect(l.bars[0].x + l.bars[0].width / 2).toBe(l.line[0].x);
  });

  it('draws nothing for no game, and keeps the bars of 20 games at least 2 px wide', () => {
    expect(chartLayout([], 320).bars).toEqual([]);
    const many = Array.from({ length: 20 }, (_, i) => ({
      uuid: `g${i}`,
      end_time: i,
      rank: (i % 4) + 1,
      part_point_1: 25000,
      total_point: 0,
    }));
    const l = chartLayout(many, 280);
    expect(l.bars).toHaveLength(20);
    for (const b of l.bars) expect(b.width).toBeGreaterThanOrEqual(2);
    expect(l.bars[19].x + l.bars[19].width).toBeLessThanOrEqual(l.plot.x1);
  });
});

describe('my games in the season', () => {
  it('takes the server placement when the chart has the game, else orders by settlement, points, seat', () => {
    const known = ranksOf(playerData().recent);
    expect(myGameRow(myRecord('r-1', { seat: 3 }), ME, known).placement).toBe(1);
    // two seats on the same settlement and points: the earlier seat places first
    const tie = myRecord('t', { seat: 2, parts: [30000, 25000, 30000, 15000], totals: [20000, -5000, 20000, -35000] });
    expect(myGameRow(tie, ME, known).placement).toBe(2);
    const row = myGameRow(myRecord('x', { seat: 1 }), ME, known);
    expect(row).toMatchObject({ placement: 2, part_point_1: 30000, total_point: 10000, terminated: false });
    expect(row.others.map((o) => o.nickname)).toEqual(['Aki', 'Mei', '']);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(23, 10)).toBe(3);
  });
});

describe('season texts', () => {
  it('are fetched on demand when the language pack in use does not carry them (the lobby page)', async () => {
    const bundle = i18n.getResourceBundle('ja', 'translation') as Record<string, unknown>;
    const kept = bundle[SEASON_AREA];
    delete bundle[SEASON_AREA];
    expect(i18n.getResource('ja', 'translation', 'myseason.standing')).toBeUndefined();
    await loadSeasonTexts('ja');
    expect(i18n.getFixedT('ja')('myseason.standing')).toBe('自分の順位');
    bundle[SEASON_AREA] = kept;
  });
});

describe('player statistics (shared with the organiser dialog)', () => {
  it('computes placements, averages and rates as the player detail shows them', () => {
    const d = playerData();
    const r = d.rank_data;
    expect(placementCounts(r, 12).map((p) => `${p.count} (${p.share})`)).toEqual([
      '4 (33.3%)',
      '3 (25.0%)',
      '3 (25.0%)',
      '2 (16.7%)',
    ]);
    expect(averageRank(r, 12)).toBe('2.25');
    expect(averageRank(r, 0)).toBe('-');
    expect(averagePoints(r, 12)).toBe('26500');
    expect(handRates(r)).toEqual({ win: '25.0%', dealIn: '12.0%', riichi: '20.0%' });
    expect(rate(1, 0)).toBe('-');
    expect(signedPoints(45200)).toBe('+45.2');
    expect(signedPoints(-1500)).toBe('-1.5');
    expect(signedPoints(0)).toBe('0.0');
  });
});
