import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverNow, setServerTimeOffset } from '../../api/account';
import { button, DAY, makeSeason, NOW, postedTo, stubServer } from '../../test/fixtures/season';
import { jsonReply, renderWithProviders } from '../../test/render';
import SeasonListPage from './SeasonListPage';

const CREATE = '/api/contest/create_contest_season';

function setup(...args: Parameters<typeof stubServer>) {
  const server = stubServer(...args);
  const view = renderWithProviders(
    <Routes>
      <Route path="/" element={<div>home page</div>} />
      <Route path="/contest/:id/season" element={<SeasonListPage />} />
    </Routes>,
    { route: '/contest/7/season' },
  );
  return { ...view, server };
}

const fmt = (unix: number) => dayjs.unix(unix).format('YYYY-MM-DD HH:mm:ss');

/**
 * Enters a date-time into an antd DatePicker and commits it with Enter, as one change of the input's text: typing
 * it key by key costs seconds per date in jsdom; the e2e journeys type dates into these pickers key by key.
 */
async function typeDate(label: string, unix: number) {
  const input = within(screen.getByRole('dialog')).getByLabelText(label) as HTMLInputElement;
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: fmt(unix) } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
  await waitFor(() => expect(input).toHaveValue(fmt(unix)));
}

beforeEach(() => setServerTimeOffset(NOW - Math.floor(Date.now() / 1000)));
afterEach(() => vi.unstubAllGlobals());

describe('season list', { timeout: 90_000 }, () => {
  it('shows each season with state, sign-up, auto match and rank rule', async () => {
    setup([
      makeSeason({ season_id: 2, state: 1, signup_type: 3, rank_rule: 105, auto_match: 1 }),
      makeSeason({ season_id: 1, state: 4, signup_type: 2, rank_rule: 203, remark: '春季' }),
    ]);
    expect(await screen.findByText('第2赛季')).toBeInTheDocument();
    expect(screen.getByText('未开始')).toBeInTheDocument();
    expect(screen.getByText('已结束')).toBeInTheDocument();
    expect(screen.getByText('报名需审核')).toBeInTheDocument();
    expect(screen.getByText('报名自动通过')).toBeInTheDocument();
    expect(screen.getByText('最近5场总分')).toBeInTheDocument();
    expect(screen.getByText('最佳连续3场总分')).toBeInTheDocument();
    expect(screen.getByDisplayValue('春季')).toBeDisabled();
  });

  it('disables create while a season is not ended', async () => {
    setup([makeSeason({ season_id: 2, state: 3 }), makeSeason({ season_id: 1, state: 4 })]);
    await screen.findByText('第2赛季');
    expect(button('创建赛季')).toBeDisabled();
  });

  it('clicking a row offers the season shortcuts', async () => {
    const { user } = setup([makeSeason({ season_id: 3, state: 2 })]);
    await user.click(await screen.findByText('第3赛季'));
    expect(await screen.findByRole('button', { name: '修改对局规则' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '管理选手' })).toBeInTheDocument();
  });

  it('the expanded row offers the spec five shortcuts in order, and seating a round, create game going to its page (issue 29 #5)', async () => {
    stubServer([makeSeason({ season_id: 3, state: 2 })]);
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/contest/:id/season" element={<SeasonListPage />} />
        <Route path="/contest/:id/season/:seasonId/match-reservation" element={<div>create game page</div>} />
      </Routes>,
      { route: '/contest/7/season', lang: 'en-US' },
    );
    await user.click(await screen.findByText('Season 3'));
    const row = (await screen.findByRole('button', { name: 'Create game' })).closest('.ant-space') as HTMLElement;
    const labels = within(row)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels).toEqual([
      'Season info',
      'Change game rules',
      'Manage players',
      'Create game',
      'Seat a round',
      'Game records',
    ]);
    await user.click(screen.getByRole('button', { name: 'Create game' }));
    expect(await screen.findByText('create game page')).toBeInTheDocument();
  });

  it('an ended season offers no create game (zh-CN)', async () => {
    const { user } = setup([makeSeason({ season_id: 1, state: 4 })]);
    await user.click(await screen.findByText('第1赛季'));
    expect(await screen.findByRole('button', { name: '赛季信息' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '对局记录' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '创建对局' })).not.toBeInTheDocument();
  });

  it('the expanded row offers create game in zh-CN', async () => {
    const { user } = setup([makeSeason({ season_id: 3, state: 1 })]);
    await user.click(await screen.findByText('第3赛季'));
    expect(await screen.findByRole('button', { name: '创建对局' })).toBeInTheDocument();
  });

  it('saves the remark (max 25)', async () => {
    const { user, server } = setup([makeSeason({ season_id: 1, state: 2 })], {
      '/api/contest/update_contest_season': () => makeSeason(),
    });
    const input = await screen.findByPlaceholderText('最多25个字');
    await user.type(input, '决赛');
    await user.click(button('保存'));
    await waitFor(() =>
      expect(postedTo(server, '/api/contest/update_contest_season')).toEqual([
        { unique_id: 7, season_id: 1, setting: { remark: '决赛' } },
      ]),
    );
  });

  it('shows an error page with a way back when the contest cannot be loaded', async () => {
    const { user } = setup([], {
      '/api/contest/fetch_contest_detail': () => jsonReply({ error: { code: 2501, message: '比赛不存在' } }, 404),
    });
    expect(await screen.findByText('比赛加载失败')).toBeInTheDocument();
    await user.click(button('返回比赛列表'));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});

describe('create season dialog', { timeout: 120_000 }, () => {
  const ended = [makeSeason({ season_id: 1, state: 4 })];

  it('defaults to start now and end 7 days later, confirms, then creates', async () => {
    const { user, server } = setup(ended, { [CREATE]: () => ({ season_id: 2 }) });
    await screen.findByText('第1赛季');
    await user.click(button('创建赛季'));
    const dialog = await screen.findByRole('dialog');
    const shownStart = dayjs((within(dialog).getByLabelText('开始时间') as HTMLInputElement).value).unix();
    // "now" on the server clock when the dialog opened (the clock runs on while a slow test machine renders)
    expect(shownStart).toBeGreaterThanOrEqual(NOW);
    expect(shownStart).toBeLessThanOrEqual(serverNow());
    expect(within(dialog).getByLabelText('结束时间')).toHaveValue(fmt(shownStart + 7 * DAY));
    await user.click(within(dialog).getByRole('button', { name: '创建赛季' }));
    expect((await screen.findAllByText('确定创建赛季吗？')).length).toBeGreaterThan(0);
    const confirm = screen.getAllByRole('dialog').at(-1) as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(postedTo(server, CREATE)).toHaveLength(1));
    const body = postedTo(server, CREATE)[0] as { unique_id: number; start_time: number; end_time: number };
    expect(body.unique_id).toBe(7);
    expect(body.end_time).toBe(shownStart + 7 * DAY);
    expect(body.start_time).toBeGreaterThanOrEqual(shownStart);
    expect(await screen.findByText('赛季已创建')).toBeInTheDocument();
  });

  it('end must be after start (season end time limit)', async () => {
    const { user, server } = setup(ended, { [CREATE]: () => ({ season_id: 2 }) });
    await screen.findByText('第1赛季');
    await user.click(button('创建赛季'));
    await screen.findByRole('dialog');
    await typeDate('开始时间', NOW + 8 * DAY);
    expect(await screen.findByText('赛季结束时间必须晚于开始时间')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '创建赛季' }));
    expect(screen.queryAllByText('确定创建赛季吗？')).toHaveLength(0);
    expect(postedTo(server, CREATE)).toHaveLength(0);
  });

  it('a season lasts at most 365 days (its own message)', async () => {
    const { user } = setup(ended);
    await screen.findByText('第1赛季');
    await user.click(button('创建赛季'));
    await screen.findByRole('dialog');
    await typeDate('开始时间', NOW + 100 * DAY);
    await typeDate('结束时间', NOW + 465 * DAY);
    expect(screen.queryByText('赛季最长为一年（365天）')).not.toBeInTheDocument();
    await typeDate('开始时间', NOW + DAY);
    expect(await screen.findByText('赛季最长为一年（365天）')).toBeInTheDocument();
  });

  it('shows "create failed: message" when the server refuses', async () => {
    const { user } = setup(ended, {
      [CREATE]: () => jsonReply({ error: { code: 2541, message: '赛季尚未结束' } }, 409),
    });
    await screen.findByText('第1赛季');
    await user.click(button('创建赛季'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '创建赛季' }));
    await screen.findAllByText('确定创建赛季吗？');
    const confirm = screen.getAllByRole('dialog').at(-1) as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('创建失败：赛季尚未结束')).toBeInTheDocument();
  });
});
