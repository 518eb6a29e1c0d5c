import type { ContestDetail } from '@taikai/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buttonNamed, fastUser, makeDetail, postedTo, stubServer } from '../../test/fixtures/contest';
import { renderWithProviders } from '../../test/render';
import ContestPage from './ContestPage';

const UPDATE = '/api/contest/update_contest_base';

function setup(detail: ContestDetail = makeDetail(), updateReply: unknown = { held: false }) {
  let current = detail;
  const server = stubServer({
    '/api/contest/fetch_contest_detail': () => current,
    [UPDATE]: () => updateReply,
  });
  const view = renderWithProviders(<ContestPage />, { route: '/contest/7', path: '/contest/:id/*' });
  // No pause between keystrokes: the shared test machine is slow enough.
  return {
    ...view,
    user: fastUser(),
    server,
    setDetail: (d: ContestDetail) => {
      current = d;
    },
  };
}

const updateButton = () => buttonNamed('更新');
/** Long texts are pasted: typing them key by key is slow on a small machine. */
async function fill(
  user: { clear(e: Element): Promise<void>; click(e: Element): Promise<void>; paste(t: string): Promise<void> },
  input: HTMLElement,
  text: string,
) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}
const nameInput = async (label = '比赛名称') => screen.findByLabelText(label);

vi.setConfig({ testTimeout: 90_000 });
afterEach(() => vi.unstubAllGlobals());

describe('contest info without multi-language', () => {
  it('shows the name, and update stays disabled while nothing changed', async () => {
    const { user } = setup();
    const input = await nameInput();
    expect(input).toHaveValue('雀魂春季公开赛');
    expect(updateButton()).toBeDisabled();

    await user.type(input, '！');
    expect(updateButton()).toBeEnabled();
    await user.type(input, '{Backspace}');
    expect(updateButton()).toBeDisabled();
  });

  it('requires the name', async () => {
    const { user } = setup();
    await user.clear(await nameInput());
    expect(await screen.findByText('请输入比赛名称')).toBeInTheDocument();
    expect(updateButton()).toBeDisabled();
  });

  it('allows 25 characters and no more', async () => {
    const { user } = setup();
    const input = await nameInput();
    await fill(user, input, '麻'.repeat(25));
    expect(screen.queryByText('比赛名称最多25个字')).not.toBeInTheDocument();
    expect(updateButton()).toBeEnabled();

    await user.type(input, '将');
    expect(screen.getByText('比赛名称最多25个字')).toBeInTheDocument();
    expect(updateButton()).toBeDisabled();
  });

  it('masks forbidden words with asterisks when the field loses focus', async () => {
    const { user } = setup();
    const input = await nameInput();
    await fill(user, input, '周末Casino赌博杯');
    expect(input).toHaveValue('周末Casino赌博杯');
    await user.tab();
    expect(input).toHaveValue('周末********杯');
  });

  it('sends the setting and shows the success message, then refreshes the detail', async () => {
    const { user, server, setDetail } = setup();
    const input = await nameInput();
    await fill(user, input, '秋季杯');
    await user.click(screen.getByLabelText('在比赛列表中显示'));
    setDetail(makeDetail({ contest_name: [{ lang: 'default', content: '秋季杯' }], open: 0 }));
    const detailCalls = () => server.mock.calls.filter(([u]) => String(u).includes('fetch_contest_detail')).length;
    const before = detailCalls();
    await user.click(updateButton());

    expect(await screen.findByText('比赛信息已更新')).toBeInTheDocument();
    expect(postedTo(server, UPDATE)).toEqual([
      {
        unique_id: 7,
        setting: {
          name: [{ lang: 'default', content: '秋季杯' }],
          i18n_switch: 0,
          open_show: 0,
          observer_switch: 0,
          show_zones: [1, 2, 3],
          available_zones: [1, 2, 3],
        },
      },
    ]);
    await waitFor(() => expect(detailCalls()).toBe(before + 1));
    await waitFor(() => expect(updateButton()).toBeDisabled());
  });

  it('shows the applies-after-review message when the change is held', async () => {
    const { user } = setup(makeDetail(), { held: true });
    const input = await nameInput();
    await user.type(input, '2');
    await user.click(updateButton());
    expect(await screen.findByText('已提交，修改将在审核通过后生效')).toBeInTheDocument();
    expect(screen.queryByText('比赛信息已更新')).not.toBeInTheDocument();
  });

  it('turns spectating (the observer switch) on and off', async () => {
    const { user, server } = setup(makeDetail({ observer_switch: 0 }));
    await nameInput();
    const observer = screen.getByLabelText('允许观战');
    expect(observer).not.toBeChecked();
    expect(screen.getByText('开启后可以在管理员设置中管理观战名单')).toBeInTheDocument();
    await user.click(observer);
    await user.click(updateButton());
    await waitFor(() => expect(postedTo(server, UPDATE)).toHaveLength(1));
    expect(postedTo(server, UPDATE)[0]).toMatchObject({ setting: { observer_switch: 1 } });
  });

  it('sends banned zones as the zones not available', async () => {
    const { user, server } = setup(makeDetail({ show_zones: [1, 2], available_zones: [1, 2] }));
    await nameInput();
    const banned = screen.getByText('禁止进入的服务器').closest('.ant-form-item') as HTMLElement;
    expect(within(banned).getByLabelText('国际服')).toBeChecked();
    expect(within(banned).getByLabelText('日服')).not.toBeChecked();
    await user.click(within(banned).getByLabelText('日服'));
    await user.click(updateButton());
    await waitFor(() => expect(postedTo(server, UPDATE)).toHaveLength(1));
    expect(postedTo(server, UPDATE)[0]).toMatchObject({ setting: { show_zones: [1, 2], available_zones: [1] } });
  });
});

describe('contest info with multi-language', () => {
  const names = [
    { lang: 'chs', content: '春季赛' },
    { lang: 'chs_t', content: '春季賽' },
    { lang: 'jp', content: '春の大会' },
    { lang: 'en', content: 'Spring Cup' },
    { lang: 'kr', content: '봄 대회' },
  ] as ContestDetail['contest_name'];

  it('switching it on shows five language tabs filled from the single name', async () => {
    const { user } = setup();
    await nameInput();
    await user.click(screen.getByLabelText('多语言'));
    for (const tab of ['简体中文', '繁体中文', '日语', '英语', '韩语']) {
      expect(screen.getByText(tab).closest('[role="tab"]')).toBeInTheDocument();
    }
    expect(screen.getByLabelText('比赛名称（日语）')).toHaveValue('雀魂春季公开赛');
    expect(updateButton()).toBeEnabled();
  });

  it('requires every language', async () => {
    const { user } = setup(makeDetail({ i18n_switch: 1, contest_name: names }));
    await nameInput('比赛名称（简体中文）');
    expect(updateButton()).toBeDisabled();
    await user.click(screen.getByText('韩语'));
    await user.clear(screen.getByLabelText('比赛名称（韩语）'));
    expect(await screen.findByText('请输入比赛名称')).toBeInTheDocument();
    expect(updateButton()).toBeDisabled();
  });

  it('allows 50 characters for English', async () => {
    const { user } = setup(makeDetail({ i18n_switch: 1, contest_name: names }));
    await user.click(await screen.findByText('英语'));
    const en = screen.getByLabelText('比赛名称（英语）');
    await fill(user, en, 'a'.repeat(50));
    expect(screen.queryByText(/比赛名称最多/)).not.toBeInTheDocument();
    expect(updateButton()).toBeEnabled();
    await user.type(en, 'b');
    expect(screen.getByText('比赛名称最多50个字')).toBeInTheDocument();
    expect(updateButton()).toBeDisabled();
  });

  it('allows 25 characters for Traditional Chinese', async () => {
    const { user } = setup(makeDetail({ i18n_switch: 1, contest_name: names }));
    await user.click(await screen.findByText('繁体中文'));
    const chsT = screen.getByLabelText('比赛名称（繁体中文）');
    await fill(user, chsT, '賽'.repeat(25));
    expect(updateButton()).toBeEnabled();
    await user.type(chsT, '賽');
    expect(screen.getByText('比赛名称最多25个字')).toBeInTheDocument();
    // the tab of a language with an error is marked
    expect(screen.getByText(/繁体中文\s\*/)).toBeInTheDocument();
    expect(updateButton()).toBeDisabled();
  });

  it('sends the five names', async () => {
    const { user, server } = setup(makeDetail({ i18n_switch: 1, contest_name: names }));
    await user.click(await screen.findByText('英语'));
    await fill(user, screen.getByLabelText('比赛名称（英语）'), 'Spring Cup 2026');
    await user.click(updateButton());
    await waitFor(() => expect(postedTo(server, UPDATE)).toHaveLength(1));
    expect(postedTo(server, UPDATE)[0]).toMatchObject({
      setting: {
        i18n_switch: 1,
        name: [
          { lang: 'chs', content: '春季赛' },
          { lang: 'chs_t', content: '春季賽' },
          { lang: 'jp', content: '春の大会' },
          { lang: 'en', content: 'Spring Cup 2026' },
          { lang: 'kr', content: '봄 대회' },
        ],
      },
    });
  });
});

describe('review labels', () => {
  it('shows "checking" while the contest is under review', async () => {
    setup(makeDetail({ check_state: 1 }));
    expect(await screen.findByText('审核中')).toBeInTheDocument();
  });

  it('shows "checking failed" when the review failed', async () => {
    setup(makeDetail({ review_state: 2 }));
    expect(await screen.findByText('审核未通过')).toBeInTheDocument();
    expect(screen.queryByText('审核中')).not.toBeInTheDocument();
  });
});
