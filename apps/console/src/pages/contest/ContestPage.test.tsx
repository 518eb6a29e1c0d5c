import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buttonNamed, fastUser, makeDetail, postedTo, stubServer } from '../../test/fixtures/contest';
import { jsonReply, renderWithProviders } from '../../test/render';
import ContestPage from './ContestPage';

vi.setConfig({ testTimeout: 90_000 });
afterEach(() => vi.unstubAllGlobals());

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

/** The contest page inside the app's two routes it moves between. */
function render(route: string, handlers: Parameters<typeof stubServer>[0] = {}) {
  const server = stubServer({ '/api/contest/fetch_contest_detail': () => makeDetail(), ...handlers });
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/contest/:id/*" element={<ContestPage />} />
        <Route path="/" element={<div>home</div>} />
      </Routes>
      <Where />
    </>,
    { route },
  );
  return { ...view, user: fastUser(), server };
}

const selectedTab = () => document.querySelector('.ant-tabs-tab-active')?.textContent;
const where = () => screen.getByTestId('where').textContent;

describe('contest page tabs', () => {
  it('shows contest info on the empty sub-path, with the header', async () => {
    render('/contest/7');
    expect(await screen.findByLabelText('比赛名称')).toBeInTheDocument();
    expect(selectedTab()).toBe('比赛信息');
    expect(screen.getByText('比赛ID：482913')).toBeInTheDocument();
    expect(screen.getByText('返回比赛列表').closest('a')).toHaveAttribute('href', '/');
    expect(screen.getByText('赛季列表')).toBeInTheDocument();
  });

  it.each([
    ['/contest/7/announcement', '公告'],
    ['/contest/7/manager', '管理员设置'],
    ['/contest/7/user', '选手卡片'],
  ])('%s opens the %s tab', async (route, tab) => {
    render(route, { '/api/contest/contest_season_player_list': () => ({ list: [], total: 0 }) });
    await screen.findByText('比赛ID：482913');
    expect(selectedTab()).toBe(tab);
  });

  it('sends an unknown sub-path to the first tab', async () => {
    render('/contest/7/no-such-tab/deeper');
    expect(await screen.findByLabelText('比赛名称')).toBeInTheDocument();
    expect(where()).toBe('/contest/7');
    expect(selectedTab()).toBe('比赛信息');
  });

  it('moves between tabs by sub-path', async () => {
    const { user } = render('/contest/7', {
      '/api/contest/contest_season_player_list': () => ({ list: [], total: 0 }),
    });
    await user.click(await screen.findByText('选手卡片'));
    expect(where()).toBe('/contest/7/user');
    await user.click(screen.getByText('比赛信息'));
    expect(where()).toBe('/contest/7');
  });

  it('shows the whole name in the header, cut only by an ellipsis on overflow', async () => {
    render('/contest/7', {
      '/api/contest/fetch_contest_detail': () =>
        makeDetail({ contest_name: [{ lang: 'default', content: '第一届雀魂段位战邀请赛决赛' }] }),
    });
    const title = await screen.findByTestId('contest-title');
    expect(title).toHaveTextContent(/^第一届雀魂段位战邀请赛决赛$/);
    expect(title).toHaveClass('ant-typography-ellipsis');
  });

  it('shows an error page with a way back when the contest cannot be loaded', async () => {
    const { user } = render('/contest/7', {
      '/api/contest/fetch_contest_detail': () =>
        jsonReply({ error: { code: 2501, message: '比赛不存在，请刷新' } }, 404),
    });
    expect(await screen.findByText('比赛加载失败')).toBeInTheDocument();
    expect(screen.getByText('比赛不存在，请刷新')).toBeInTheDocument();
    await user.click(buttonNamed('返回比赛列表'));
    expect(where()).toBe('/');
  });
});

describe('delete contest', () => {
  it('is not offered to a manager who did not create the contest', async () => {
    render('/contest/7', { '/api/contest/fetch_contest_detail': () => makeDetail({ is_creator: false }) });
    await screen.findByLabelText('比赛名称');
    expect(screen.queryByText('删除比赛')).not.toBeInTheDocument();
  });

  it('needs the contest ID typed before it deletes, then goes home', async () => {
    const { user, server } = render('/contest/7', { '/api/contest/delete_contest': () => ({}) });
    await screen.findByLabelText('比赛名称');
    await user.click(buttonNamed('删除比赛'));
    const confirm = await waitFor(() => buttonNamed('确认删除'));
    expect(confirm).toBeDisabled();

    const input = screen.getByPlaceholderText('482913');
    await user.type(input, '48291');
    expect(confirm).toBeDisabled();
    await user.type(input, '4');
    expect(confirm).toBeDisabled();
    await user.type(input, '{Backspace}3');
    expect(confirm).toBeEnabled();

    await user.click(confirm);
    expect(await screen.findByText('比赛已删除')).toBeInTheDocument();
    expect(postedTo(server, '/api/contest/delete_contest')).toEqual([{ unique_id: 7 }]);
    await waitFor(() => expect(where()).toBe('/'));
  });

  it('tells why a delete failed', async () => {
    const { user } = render('/contest/7', {
      '/api/contest/delete_contest': () => jsonReply({ error: { code: 2513, message: '仅创建者可以操作' } }, 403),
    });
    await screen.findByLabelText('比赛名称');
    await user.click(buttonNamed('删除比赛'));
    await user.type(screen.getByPlaceholderText('482913'), '482913');
    await user.click(buttonNamed('确认删除'));
    expect(await screen.findByText('删除失败：仅创建者可以操作')).toBeInTheDocument();
    expect(where()).toBe('/contest/7');
  });
});
