import { type ContestDetail, encodeAccountId, type PageLang } from '@taikai/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOP_BAR_HEIGHT } from '../../app/layout/topBarMetrics';
import { makeDetail, postedTo, stubServer } from '../../test/fixtures/contest';
import { jsonReply, renderWithProviders } from '../../test/render';
import ManagerTab from './ManagerTab';

const ADD = '/api/contest/add_contest_admin';
const REMOVE = '/api/contest/remove_contest_admin';
const OBSERVERS = '/api/contest/fetch_observer_list';
const SET_OBSERVERS = '/api/contest/set_observer_list';
const SEARCH = '/api/contest/search_accounts';

const ALICE = { account_id: 16329130, nickname: 'Alice' };
const BOB = { account_id: 16329131, nickname: 'Bob' };
const CAROL = { account_id: 16329132, nickname: 'Carol' };
const KNOWN = [ALICE, BOB, CAROL];

function setup(
  detail: ContestDetail,
  handlers: Record<string, (q: URLSearchParams, body: unknown) => unknown> = {},
  lang: PageLang = 'zh-CN',
) {
  const server = stubServer({
    '/api/contest/fetch_contest_detail': () => detail,
    [OBSERVERS]: () => ({ list: [CAROL] }),
    [SEARCH]: (_q, body) => ({
      list: KNOWN.filter((a) => (body as { account_list: number[] }).account_list.includes(a.account_id)),
    }),
    [ADD]: (_q, body) => ({ success: (body as { account_list: number[] }).account_list, failed: [] }),
    [REMOVE]: (_q, body) => ({ success: (body as { account_id_list: number[] }).account_id_list, failed: [] }),
    [SET_OBSERVERS]: () => ({ success: [], failed: [] }),
    ...handlers,
  });
  return { ...renderWithProviders(<ManagerTab detail={detail} />, { lang }), server };
}

function button(name: string, root: ParentNode = document): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}
const lastDialog = () =>
  waitFor(() => {
    const all = [...document.querySelectorAll<HTMLElement>('.ant-modal')];
    if (!all.length) throw new Error('no dialog');
    return all[all.length - 1];
  });
const section = (id: string) => document.getElementById(id);

afterEach(() => vi.unstubAllGlobals());

describe('manager page', () => {
  it('the anchor menu, stuck while scrolling, stays below the sticky top bar (issue 29 #6)', async () => {
    // scrolled down: the menu's place is above the window's top, as at 1280 px and at narrow widths alike (the
    // page keeps its 1,248 px and the top bar its height)
    const initialWidth = window.innerWidth;
    for (const width of [1280, 800]) {
      const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
        top: -400,
        bottom: -280,
        left: 1000,
        right: 1180,
        width: 180,
        height: 120,
        x: 1000,
        y: -400,
        toJSON: () => ({}),
      } as DOMRect);
      window.innerWidth = width;
      const view = setup(makeDetail({ is_creator: true, admin_list: [ALICE] }), {}, 'en-US');
      fireEvent.scroll(window);
      const affixed = await waitFor(() => {
        const el = document.querySelector<HTMLElement>('nav .ant-affix');
        if (!el) throw new Error('the menu is not stuck');
        return el;
      });
      expect(within(affixed).getByText('Managers')).toBeInTheDocument();
      expect(Number.parseFloat(affixed.style.top)).toBeGreaterThanOrEqual(TOP_BAR_HEIGHT);
      view.unmount();
      rect.mockRestore();
    }
    window.innerWidth = initialWidth;
  });

  it('shows the manager roster to the creator, with the anchor menu', () => {
    setup(makeDetail({ is_creator: true, admin_list: [ALICE] }));
    expect(section('manager-roster')).not.toBeNull();
    expect(screen.getByText('管理员名单（1/20）')).toBeInTheDocument();
    expect(within(section('manager-roster') as HTMLElement).getByText('Alice')).toBeInTheDocument();
    expect(screen.getByText(String(encodeAccountId(ALICE.account_id)))).toBeInTheDocument();
    const nav = document.querySelector('nav') as HTMLElement;
    expect(within(nav).getByText('管理员公告')).toBeInTheDocument();
    expect(within(nav).getByText('管理员名单')).toBeInTheDocument();
  });

  it('hides the manager roster from an account that is not the creator', () => {
    setup(makeDetail({ is_creator: false, admin_list: [ALICE] }));
    expect(section('manager-notice')).not.toBeNull();
    expect(section('manager-roster')).toBeNull();
    expect(screen.queryByText('Alice')).not.toBeInTheDocument();
    expect(screen.queryByText('管理员名单')).not.toBeInTheDocument();
  });

  it('shows the observer roster only while the observer switch is on', async () => {
    const off = setup(makeDetail({ observer_switch: 0 }));
    expect(section('observer-roster')).toBeNull();
    expect(postedTo(off.server, OBSERVERS)).toEqual([]);
    expect(off.server.mock.calls.some(([u]) => String(u).includes(OBSERVERS))).toBe(false);
    off.unmount();

    setup(makeDetail({ observer_switch: 1 }));
    expect(section('observer-roster')).not.toBeNull();
    expect(await screen.findByText('Carol')).toBeInTheDocument();
    expect(within(document.querySelector('nav') as HTMLElement).getByText('观战者名单')).toBeInTheDocument();
  });

  it('adds managers through the search dialog, unfound ids in red', async () => {
    const { user, server } = setup(makeDetail({ is_creator: true, admin_list: [] }));
    await user.click(button('添加管理员'));
    const modal = await lastDialog();
    const ids = [encodeAccountId(ALICE.account_id), encodeAccountId(BOB.account_id), encodeAccountId(99999)];
    fireEvent.change(within(modal).getByLabelText('玩家ID列表'), { target: { value: ids.join('\n') } });
    await user.click(button('搜索', modal));
    const failed = await within(modal).findByTestId('search-failed-id');
    expect(failed).toHaveTextContent(String(ids[2]));
    expect(failed).toHaveClass('ant-typography-danger');
    expect(within(modal).getByText('Alice')).toBeInTheDocument();

    await user.click(button('添加', modal));
    expect(await screen.findByText('已添加 2 名管理员')).toBeInTheDocument();
    expect(postedTo(server, ADD)).toEqual([{ unique_id: 7, account_list: [ALICE.account_id, BOB.account_id] }]);
  });

  it('toasts "add manager failed" with the server message', async () => {
    const { user } = setup(makeDetail({ is_creator: true, admin_list: [] }), {
      [ADD]: () => jsonReply({ error: { code: 2514, message: '管理员数量已达上限' } }, 409),
    });
    await user.click(button('添加管理员'));
    const modal = await lastDialog();
    fireEvent.change(within(modal).getByLabelText('玩家ID列表'), {
      target: { value: String(encodeAccountId(ALICE.account_id)) },
    });
    await user.click(button('搜索', modal));
    await within(modal).findByText('Alice');
    await user.click(button('添加', modal));
    expect(await screen.findByText('添加管理员失败：管理员数量已达上限')).toBeInTheDocument();
  });

  it('deletes selected managers after confirming', async () => {
    const { user, server } = setup(makeDetail({ is_creator: true, admin_list: [ALICE, BOB] }));
    const roster = section('manager-roster') as HTMLElement;
    await user.click(within(roster).getByLabelText('管理模式'));
    await user.click(within(roster).getByText('Bob'));
    await user.click(button('删除选中（1）', roster));
    const modal = await lastDialog();
    await user.click(button('确定', modal));
    await waitFor(() =>
      expect(postedTo(server, REMOVE)).toEqual([{ unique_id: 7, account_id_list: [BOB.account_id] }]),
    );
  });

  it('updates the manager notice within 2000 characters', async () => {
    const { user, server } = setup(makeDetail({ manager_notice: '' }), {
      '/api/contest/update_contest_base': () => ({ held: false }),
    });
    const area = screen.getByLabelText('管理员公告') as HTMLTextAreaElement;
    expect(area).not.toHaveAttribute('maxlength'); // over the limit is refused, never cut
    fireEvent.change(area, { target: { value: '周六晚上八点开赛' } });
    await user.click(button('更新'));
    expect(await screen.findByText('管理员公告已更新')).toBeInTheDocument();
    expect(postedTo(server, '/api/contest/update_contest_base')).toEqual([
      { unique_id: 7, setting: { manager_notice: '周六晚上八点开赛' } },
    ]);
  });
});
