import { DAY_SECONDS } from '@taikai/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountKey, serverTimeKey, setServerTimeOffset } from '../../api/account';
import { resetTransportEffects } from '../../api/client';
import { contestListKey } from '../../api/contest';
import { TOKEN_KEY } from '../../api/token';
import { stubFetch } from '../../test/fetchRoutes';
import { ACCOUNT } from '../../test/fixtures/home';
import { jsonReply, renderWithProviders } from '../../test/render';
import { CreateContestDialog } from './CreateContestDialog';
import { checkEnd, checkName, checkStart, endBounds, MAX_END_OFFSET, startBounds } from './createContestRules';
import { dayOutside, disabledTimeOutside } from './timeLimits';

const FMT = 'YYYY-MM-DD HH:mm:ss';
let created: unknown[];
let createReply: () => Response | unknown;

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, 'tok');
  setServerTimeOffset(0);
  resetTransportEffects();
  created = [];
  createReply = () => ({ unique_id: 9, contest_id: 999999 });
  stubFetch({
    '/api/contest/fetch_account_info': ACCOUNT,
    // the server clock agrees with the browser unless a test moves it
    '/api/contest/server_time': () => ({ time: Math.floor(Date.now() / 1000) }),
    '/api/contest/fetch_contest_list': { list: [] },
    '/api/contest/create_contest': (_url: URL, init?: RequestInit) => {
      created.push(JSON.parse(String(init?.body)));
      return createReply();
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setServerTimeOffset(0);
});

async function openDialog() {
  const onClose = vi.fn();
  const utils = renderWithProviders(<CreateContestDialog open onClose={onClose} />);
  await screen.findByText('创建比赛', { selector: '.ant-modal-title' });
  // wait until the server clock's answer has been taken in, so later offset changes are not overwritten by it
  await waitFor(() => expect(utils.queryClient.getQueryData(serverTimeKey)).toBeDefined());
  return { ...utils, onClose };
}

const okButton = () => screen.getByTestId('create-ok');
const nameInput = () => screen.getByPlaceholderText('请输入比赛名称（最多 25 个字）');
const startInput = () => screen.getByLabelText('开始时间') as HTMLInputElement;
const endInput = () => screen.getByLabelText('结束时间') as HTMLInputElement;

/** Types a date-time into an antd DatePicker and commits it with Enter. */
function typeDate(input: HTMLInputElement, value: string) {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}

describe('CreateContestDialog', () => {
  it('starts with the defaults: start now+1 day, end now+8 days, riichi, 4-player south, 5+20 s', async () => {
    const before = dayjs();
    await openDialog();
    const now = before;
    const start = dayjs(startInput().value, FMT);
    const end = dayjs(endInput().value, FMT);
    expect(Math.abs(start.diff(now.add(1, 'day'), 'second'))).toBeLessThan(60);
    expect(Math.abs(end.diff(now.add(8, 'day'), 'second'))).toBeLessThan(60);
    expect(screen.getByText('立直麻将')).toBeInTheDocument();
    expect(screen.getByText('四人半庄战')).toBeInTheDocument();
    expect(screen.getByText('5+20秒')).toBeInTheDocument();
  });

  it('keeps OK disabled until the promise box is ticked', async () => {
    const { user } = await openDialog();
    expect(okButton()).toBeDisabled();
    await user.click(screen.getByText('我承诺本比赛不用于赌博或任何违法用途'));
    expect(okButton()).toBeEnabled();
    await user.click(screen.getByText('我承诺本比赛不用于赌博或任何违法用途'));
    expect(okButton()).toBeDisabled();
  });

  it('requires a name', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByText('我承诺本比赛不用于赌博或任何违法用途'));
    await user.click(okButton());
    expect(await screen.findByText('比赛名称不能为空')).toBeInTheDocument();
    fireEvent.change(nameInput(), { target: { value: '   ' } });
    expect(await screen.findByText('比赛名称不能为空')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it('allows at most 25 characters in the name', async () => {
    await openDialog();
    fireEvent.change(nameInput(), { target: { value: 'あ'.repeat(26) } });
    expect(await screen.findByText('比赛名称不能超过 25 个字')).toBeInTheDocument();
    fireEvent.change(nameInput(), { target: { value: 'あ'.repeat(25) } });
    await waitFor(() => expect(screen.queryByText('比赛名称不能超过 25 个字')).not.toBeInTheDocument());
  });

  it('refuses a start time before the current server time', async () => {
    const { user } = await openDialog();
    fireEvent.change(nameInput(), { target: { value: '春季联赛' } });
    await user.click(screen.getByText('我承诺本比赛不用于赌博或任何违法用途'));
    // the dialog stays open for two days: its default start is now in the past on the server clock
    setServerTimeOffset(2 * DAY_SECONDS);
    await user.click(okButton());
    expect(await screen.findByText('开始时间不能早于当前时间')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it('refuses an end time that is not after the start', async () => {
    const { user } = await openDialog();
    const laterStart = dayjs().add(10, 'day').format(FMT);
    typeDate(startInput(), laterStart);
    await waitFor(() => expect(startInput().value).toBe(laterStart));
    expect(await screen.findByText('结束时间必须晚于开始时间')).toBeInTheDocument();
    fireEvent.change(nameInput(), { target: { value: '春季联赛' } });
    await user.click(screen.getByText('我承诺本比赛不用于赌博或任何违法用途'));
    await user.click(okButton());
    expect(screen.queryByText('确认创建比赛')).not.toBeInTheDocument();
  });

  it('keeps a typed end before the start and says why (the picker does not drop it)', async () => {
    await openDialog();
    const early = dayjs().add(2, 'hour').format(FMT); // before the default start (now + 1 day)
    typeDate(endInput(), early);
    await waitFor(() => expect(endInput().value).toBe(early));
    expect(await screen.findByText('结束时间必须晚于开始时间')).toBeInTheDocument();
  });

  it('refuses an end time more than 365 days from now', async () => {
    const { user } = await openDialog();
    fireEvent.change(nameInput(), { target: { value: '春季联赛' } });
    await user.click(screen.getByText('我承诺本比赛不用于赌博或任何违法用途'));
    // seen from a server clock 360 days behind, the default end (now+8 days) is beyond a year
    setServerTimeOffset(-360 * DAY_SECONDS);
    await user.click(okButton());
    expect(await screen.findByText('结束时间不能超过当前时间起 365 天（一年）')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it('asks for confirmation stating the 60-diamond cost, creates, resets and reloads', async () => {
    const { user, onClose, queryClient } = await openDialog();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.change(nameInput(), { target: { value: '  春季联赛 ' } });
    await user.click(screen.getByText('不公开'));
    await user.click(screen.getByText('我承诺本比赛不用于赌博或任何违法用途'));
    await user.click(okButton());
    expect(await screen.findByText('创建比赛将消耗 60 钻石（当前持有 940 钻石），确定要创建吗？')).toBeInTheDocument();
    await user.click(screen.getByText('确认创建'));
    await waitFor(() => expect(created).toHaveLength(1));
    const body = created[0] as Record<string, unknown>;
    expect(body).toMatchObject({
      name: [{ lang: 'default', content: '春季联赛' }],
      game_rule_setting: { game_mode: 'liqi', round_type: 2, thinking_type: 3 },
      open_show: 0,
    });
    expect((body.end_time as number) - (body.start_time as number)).toBe(7 * DAY_SECONDS);
    expect(await screen.findByText('比赛创建成功')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const keys = invalidate.mock.calls.map((c) => JSON.stringify(c[0]?.queryKey));
    expect(keys).toEqual(expect.arrayContaining([JSON.stringify(contestListKey), JSON.stringify(accountKey)]));
  });

  it('shows the not-enough-resource text for code 501', async () => {
    createReply = () => jsonReply({ error: { code: 501, message: '资源不足' } }, 409);
    const { user, onClose } = await openDialog();
    fireEvent.change(nameInput(), { target: { value: '春季联赛' } });
    await user.click(screen.getByText('我承诺本比赛不用于赌博或任何违法用途'));
    await user.click(okButton());
    await user.click(await screen.findByText('确认创建'));
    expect(await screen.findByText('钻石不足，创建比赛需要 60 钻石')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows "create failed: {message}" for other failures', async () => {
    createReply = () => jsonReply({ error: { code: 2515, message: '每 7 天只能创建一个比赛' } }, 409);
    const { user } = await openDialog();
    fireEvent.change(nameInput(), { target: { value: '春季联赛' } });
    await user.click(screen.getByText('我承诺本比赛不用于赌博或任何违法用途'));
    await user.click(okButton());
    await user.click(await screen.findByText('确认创建'));
    expect(await screen.findByText('创建失败：每 7 天只能创建一个比赛')).toBeInTheDocument();
  });
});

describe('create-contest rules', () => {
  const now = 1_800_000_000;

  it('name: required and at most 25 characters', () => {
    expect(checkName('')).toBe('empty');
    expect(checkName('   ')).toBe('empty');
    expect(checkName('a'.repeat(25))).toBeNull();
    expect(checkName('a'.repeat(26))).toBe('tooLong');
  });

  it('start: not before now', () => {
    expect(checkStart(undefined, now)).toBe('required');
    expect(checkStart(now - 1, now)).toBe('beforeNow');
    expect(checkStart(now, now)).toBeNull();
  });

  it('end: after start and within 365 days of now', () => {
    expect(checkEnd(undefined, now, now)).toBe('required');
    expect(checkEnd(now + 10, now + 10, now)).toBe('beforeStart');
    expect(checkEnd(now + 5, now + 10, now)).toBe('beforeStart');
    expect(checkEnd(now + MAX_END_OFFSET, now + 10, now)).toBeNull();
    expect(checkEnd(now + MAX_END_OFFSET + 1, now + 10, now)).toBe('tooLate');
  });

  it('pickers disable days and times outside the allowed range', () => {
    const nowDay = dayjs.unix(now);
    const s = startBounds(now);
    expect(dayOutside(nowDay.subtract(1, 'day'), s.min, s.max)).toBe(true);
    expect(dayOutside(nowDay, s.min, s.max)).toBe(false);
    expect(dayOutside(nowDay.add(366, 'day'), s.min, s.max)).toBe(true);
    const e = endBounds(now, now + 3 * DAY_SECONDS);
    expect(dayOutside(nowDay.add(2, 'day'), e.min, e.max)).toBe(true);
    expect(dayOutside(nowDay.add(3, 'day'), e.min, e.max)).toBe(false);

    const times = disabledTimeOutside(nowDay, s.min, s.max);
    const h = nowDay.hour();
    const m = nowDay.minute();
    expect(times.disabledHours?.()).toEqual(Array.from({ length: h }, (_, i) => i));
    expect(times.disabledMinutes?.(h)).toEqual(Array.from({ length: m }, (_, i) => i));
    expect(times.disabledSeconds?.(h, m)).toEqual(Array.from({ length: nowDay.second() }, (_, i) => i));
    expect(times.disabledMinutes?.(h + 1 > 23 ? h : h + 1).length).toBe(h + 1 > 23 ? m : 0);
  });
});
