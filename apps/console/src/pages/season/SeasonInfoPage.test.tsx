import type { Season } from '@taikai/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setServerTimeOffset } from '../../api/account';
import { button, DAY, makeSeason, NOW, postedTo, renderInSeason, stubServer } from '../../test/fixtures/season';
import { jsonReply } from '../../test/render';
import SeasonInfoPage from './SeasonInfoPage';

const UPDATE = '/api/contest/update_contest_season';
const END = '/api/contest/end_contest_season';

function setup(patch: Partial<Season> = {}, handlers: Parameters<typeof stubServer>[1] = {}) {
  const season = makeSeason(patch);
  const server = stubServer([season], { [UPDATE]: () => season, [END]: () => season, ...handlers });
  const view = renderInSeason(<SeasonInfoPage />, season);
  return { ...view, server };
}

const remarkInput = () => screen.findByLabelText('备注');
const updateButton = () => button('更新');
const fmt = (unix: number) => dayjs.unix(unix).format('YYYY-MM-DD HH:mm:ss');

/**
 * Enters a date-time into an antd DatePicker and commits it with Enter, as one change of the input's text: typing
 * it key by key costs seconds per date in jsdom; the e2e journeys type dates into these pickers key by key.
 */
async function typeDate(label: string, unix: number) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: fmt(unix) } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
  await waitFor(() => expect(input).toHaveValue(fmt(unix)));
}

beforeEach(() => setServerTimeOffset(NOW - Math.floor(Date.now() / 1000)));
afterEach(() => vi.unstubAllGlobals());

describe('season info update button', { timeout: 90_000 }, () => {
  it('is disabled while nothing changed and enabled after a change', async () => {
    const { user } = setup();
    const remark = await remarkInput();
    expect(updateButton()).toBeDisabled();
    await user.type(remark, 'A');
    expect(updateButton()).toBeEnabled();
    await user.type(remark, '{Backspace}');
    expect(updateButton()).toBeDisabled();
  });

  it('is disabled, like every field, when the season has ended', async () => {
    setup({ state: 4 });
    const remark = await remarkInput();
    expect(remark).toBeDisabled();
    expect(updateButton()).toBeDisabled();
    expect(button('结束赛季')).toBeDisabled();
    expect(screen.getByLabelText('赛季结束时间')).toBeDisabled();
    expect(screen.getByText('该赛季已结束，所有设置仅可查看。')).toBeInTheDocument();
  });

  it('a running season sends the setting without start time', async () => {
    const { user, server } = setup({ state: 2 });
    await user.type(await remarkInput(), '决赛');
    await user.click(updateButton());
    await waitFor(() => expect(postedTo(server, UPDATE)).toHaveLength(1));
    const body = postedTo(server, UPDATE)[0] as {
      unique_id: number;
      season_id: number;
      setting: Record<string, unknown>;
    };
    expect(body).toMatchObject({ unique_id: 7, season_id: 1, setting: { remark: '决赛', rank_rule: 0 } });
    expect(body.setting).not.toHaveProperty('start_time');
    expect(await screen.findByText('赛季信息已更新')).toBeInTheDocument();
  });

  it('a pending season sends the whole setting including start time', async () => {
    const start = NOW + DAY;
    const { user, server } = setup({
      state: 1,
      start_time: start,
      end_time: start + 7 * DAY,
      match_start_time: start,
      match_end_time: start + 7 * DAY,
      signup_start_time: start,
      signup_end_time: start + 7 * DAY,
    });
    await user.type(await remarkInput(), 'x');
    await user.click(updateButton());
    await waitFor(() => expect(postedTo(server, UPDATE)).toHaveLength(1));
    expect((postedTo(server, UPDATE)[0] as { setting: object }).setting).toHaveProperty('start_time', start);
  });

  it('shows the update failure with its prefix', async () => {
    const { user } = setup({}, { [UPDATE]: () => jsonReply({ error: { code: 2562, message: '时间配置错误' } }, 409) });
    await user.type(await remarkInput(), 'x');
    await user.click(updateButton());
    expect(await screen.findByText('更新赛季基本信息失败：时间配置错误')).toBeInTheDocument();
  });
});

describe('season info validation on screen', { timeout: 90_000 }, () => {
  it('end earlier than start: error shown and update disabled', async () => {
    const start = NOW + DAY;
    const end = start + 7 * DAY;
    setup({
      state: 1,
      start_time: start,
      end_time: end,
      match_start_time: start,
      match_end_time: end,
    });
    await remarkInput();
    await typeDate('赛季开始时间', end + DAY);
    expect(await screen.findByText('结束时间不能早于开始时间')).toBeInTheDocument();
    expect(updateButton()).toBeDisabled();
  });

  it('a typed season end beyond a year is kept and says "within one year" (not dropped)', async () => {
    const start = NOW + DAY;
    setup({ state: 1, start_time: start, end_time: start + 7 * DAY });
    await remarkInput();
    await typeDate('赛季结束时间', start + 400 * DAY);
    expect(await screen.findByText('赛季最长为一年（365天）')).toBeInTheDocument();
    expect(screen.getByLabelText('赛季结束时间')).toHaveValue(fmt(start + 400 * DAY));
    expect(updateButton()).toBeDisabled();
  });

  it('start is editable only while pending', async () => {
    setup({ state: 2 });
    await remarkInput();
    expect(screen.getByLabelText('赛季开始时间')).toBeDisabled();
    expect(screen.getByLabelText('赛季结束时间')).toBeEnabled();
  });

  it('a pending season can move its start but cannot be ended yet', async () => {
    const start = NOW + DAY;
    setup({
      state: 1,
      start_time: start,
      end_time: start + 7 * DAY,
      match_start_time: start,
      match_end_time: start + 7 * DAY,
    });
    await remarkInput();
    expect(screen.getByLabelText('赛季开始时间')).toBeEnabled();
    expect(button('结束赛季')).toBeDisabled();
  });

  it('check sign-up shows its window and its range errors', async () => {
    setup({ signup_type: 3, signup_start_time: NOW - 5 * DAY, signup_end_time: NOW + 9 * DAY });
    await remarkInput();
    expect(screen.getByText('报名开始时间必须在赛季时间范围内')).toBeInTheDocument();
    expect(screen.getByText('报名截止时间必须在赛季时间范围内')).toBeInTheDocument();
  });

  it('match times outside the season are errors', async () => {
    setup({ auto_match: 1, match_end_time: NOW + 30 * DAY });
    await remarkInput();
    expect(screen.getByText('匹配时间必须在赛季时间范围内')).toBeInTheDocument();
    expect(updateButton()).toBeDisabled();
  });

  it('choosing a rank rule defaults the count to 3; counts outside 2–10 are errors', async () => {
    const { user } = setup();
    await remarkInput();
    await user.click(screen.getByRole('combobox', { name: '排名规则' }));
    await user.click(await screen.findByTitle('最近N场总分'));
    const count = await screen.findByLabelText('场数');
    expect(count).toHaveValue('3');
    expect(updateButton()).toBeEnabled();

    await user.type(count, '1'); // 31
    expect(await screen.findByText('场数必须是2到10之间的整数')).toBeInTheDocument();
    expect(updateButton()).toBeDisabled();
  });

  it('sends the canonical rank rule code', async () => {
    const { user, server } = setup({ rank_rule: 105 });
    await remarkInput();
    const count = screen.getByLabelText('场数');
    expect(count).toHaveValue('5');
    await user.type(count, '{Backspace}1'); // 1
    expect(await screen.findByText('场数必须是2到10之间的整数')).toBeInTheDocument();
    await user.type(count, '0'); // 10
    expect(screen.queryByText('场数必须是2到10之间的整数')).not.toBeInTheDocument();
    await user.click(updateButton());
    await waitFor(() => expect(postedTo(server, UPDATE)).toHaveLength(1));
    expect(postedTo(server, UPDATE)[0]).toMatchObject({ setting: { rank_rule: 110 } });
  });
});

describe('confirmations', { timeout: 90_000 }, () => {
  it('asks before updating while sign-ups are pending', async () => {
    const { user, server } = setup({ signup_type: 3, pending_count: 2 });
    await user.type(await remarkInput(), 'x');
    await user.click(updateButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('目前有2名玩家的报名等待审核，确定要更新赛季信息吗？')).toBeInTheDocument();
    expect(postedTo(server, UPDATE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(postedTo(server, UPDATE)).toHaveLength(1));
  });

  it('warns that pending players are deleted when sign-up stops needing review', async () => {
    const { user } = setup({ signup_type: 3, pending_count: 4 });
    await remarkInput();
    await user.click(screen.getByRole('radio', { name: '报名自动通过' }));
    await user.click(updateButton());
    expect(
      await screen.findByText('报名方式将不再需要审核，等待审核的4个报名会被删除。确定继续吗？'),
    ).toBeInTheDocument();
  });

  it('switches sign-up mode without asking when no sign-up is waiting', async () => {
    const { user, server } = setup({ signup_type: 3, pending_count: 0 });
    await remarkInput();
    await user.click(screen.getByRole('radio', { name: '报名自动通过' }));
    await user.click(updateButton());
    await waitFor(() => expect(postedTo(server, UPDATE)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/等待审核的0个报名/)).not.toBeInTheDocument();
  });

  it('updates at once when nothing is pending', async () => {
    const { user, server } = setup({ pending_count: 0 });
    await user.type(await remarkInput(), 'x');
    await user.click(updateButton());
    await waitFor(() => expect(postedTo(server, UPDATE)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** A finished season: ended with a plain confirmation (its end time has passed). */
const FINISHED: Partial<Season> = { state: 3, start_time: NOW - 8 * DAY, end_time: NOW - DAY };

describe('end season', { timeout: 90_000 }, () => {
  it('confirms, then shows the season-not-ended text for 2541', async () => {
    const { user, server } = setup(FINISHED, {
      [END]: () => jsonReply({ error: { code: 2541, message: '赛季尚未结束' } }, 409),
    });
    await remarkInput();
    await user.click(button('结束赛季'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/结束后第1赛季将无法再修改/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /结束赛季/ }));
    expect(await screen.findByText('赛季尚未结束')).toBeInTheDocument();
    expect(postedTo(server, END)).toEqual([{ unique_id: 7, season_id: 1 }]);
  });

  it('ends a running season now in one guided step: the dialog says the end time moves to now', async () => {
    const end = NOW + 5 * DAY;
    const { user, server } = setup({ state: 2, start_time: NOW - DAY, end_time: end, signup_end_time: end });
    await remarkInput();
    await user.click(button('立即结束赛季'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('end-now-explain')).toHaveTextContent(
      `原定 ${fmt(end)} 结束）。确认后，结束时间改为现在（`,
    );
    await user.click(within(dialog).getByRole('button', { name: /立即结束赛季/ }));
    await waitFor(() => expect(postedTo(server, END)).toEqual([{ unique_id: 7, season_id: 1, end_now: 1 }]));
    expect(await screen.findByText('赛季已结束')).toBeInTheDocument();
  });

  it('does not offer ending a season that has not started, and says why', async () => {
    setup({ state: 1, start_time: NOW + DAY, end_time: NOW + 5 * DAY });
    await remarkInput();
    expect(button('结束赛季')).toBeDisabled();
    expect(screen.getByText('赛季尚未开始，不能结束；可以修改开始和结束时间')).toBeInTheDocument();
  });

  it('prefixes other failures with the end-season error text', async () => {
    const { user } = setup(FINISHED, { [END]: () => jsonReply({ error: { code: 2506 } }, 403) });
    await remarkInput();
    await user.click(button('结束赛季'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /结束赛季/ }));
    expect(await screen.findByText(/^结束赛季失败：/)).toBeInTheDocument();
  });
});
