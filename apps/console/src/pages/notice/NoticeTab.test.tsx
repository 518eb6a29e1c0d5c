import type { ContestDetail } from '@taikai/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDetail, postedTo, stubServer } from '../../test/fixtures/contest';
import { renderWithProviders } from '../../test/render';
import NoticeTab from './NoticeTab';

const PUBLIC = '/api/contest/update_contest_external_notice';
const PRIVATE = '/api/contest/update_contest_internal_notice';

function setup(detail: ContestDetail, held = false) {
  const server = stubServer({
    '/api/contest/fetch_contest_detail': () => detail,
    [PUBLIC]: () => ({ held }),
    [PRIVATE]: () => ({ held: false }),
  });
  return { ...renderWithProviders(<NoticeTab detail={detail} />), server };
}

function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}
const area = (label: string) => screen.getByLabelText(label) as HTMLTextAreaElement;
/** The character counter antd shows with the text area. */
const counter = (el: HTMLElement) =>
  el.closest('.ant-input-textarea-show-count')?.querySelector('.ant-input-data-count')?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('notice page', () => {
  it('has one box each with counters and limits when multi-language is off', async () => {
    const { user, server } = setup(
      makeDetail({ public_notice: [{ lang: 'default', content: '欢迎参赛' }], private_notice: [] }),
    );
    const pub = area('公开公告');
    const priv = area('内部公告');
    expect(pub).toHaveValue('欢迎参赛');
    // no maxlength: pasted text is never cut silently
    expect(pub).not.toHaveAttribute('maxlength');
    expect(priv).not.toHaveAttribute('maxlength');
    expect(counter(pub)).toBe('4 / 500');
    expect(counter(priv)).toBe('0 / 3000');
    expect(screen.queryByText('日语')).not.toBeInTheDocument();
    expect(button('更新')).toBeDisabled();

    await user.type(priv, '请准时');
    expect(counter(priv)).toBe('3 / 3000');
    // pasted text over the limit is kept whole, counted in red, named, and Update refuses
    fireEvent.change(pub, { target: { value: '麻'.repeat(501) } });
    expect(pub).toHaveValue('麻'.repeat(501));
    expect(counter(pub)).toBe('501 / 500');
    expect(pub.closest('.ant-input-textarea-show-count')).toHaveClass('ant-input-out-of-range');
    expect(screen.getByText('公告最多 500 字')).toBeInTheDocument();
    expect(button('更新')).toBeDisabled();
    fireEvent.change(pub, { target: { value: '麻'.repeat(500) } });
    expect(counter(pub)).toBe('500 / 500');
    expect(screen.queryByText('公告最多 500 字')).not.toBeInTheDocument();

    await user.click(button('更新'));
    expect(await screen.findByText('公告已更新')).toBeInTheDocument();
    expect(postedTo(server, PUBLIC)).toEqual([
      { unique_id: 7, notice: [{ lang: 'default', content: '麻'.repeat(500) }] },
    ]);
    expect(postedTo(server, PRIVATE)).toEqual([{ unique_id: 7, notice: [{ lang: 'default', content: '请准时' }] }]);
  });

  it('has five language tabs each when multi-language is on', async () => {
    const { user, server } = setup(
      makeDetail({
        i18n_switch: 1,
        public_notice: [
          { lang: 'chs', content: '欢迎' },
          { lang: 'jp', content: 'ようこそ' },
        ],
      }),
    );
    for (const lang of ['简体中文', '繁体中文', '日语', '英语', '韩语'])
      expect(screen.getAllByText(lang)).toHaveLength(2);
    expect(area('公开公告（简体中文）')).toHaveValue('欢迎');
    expect(area('公开公告（日语）')).toHaveValue('ようこそ');
    expect(counter(area('公开公告（英语）'))).toBe('0 / 500');
    expect(counter(area('内部公告（韩语）'))).toBe('0 / 3000');

    fireEvent.change(area('内部公告（英语）'), { target: { value: 'Be on time' } });
    expect(counter(area('内部公告（英语）'))).toBe('10 / 3000');
    await user.click(button('更新'));
    await screen.findByText('公告已更新');
    const [priv] = postedTo(server, PRIVATE) as { notice: { lang: string; content: string }[] }[];
    expect(priv.notice.map((n) => n.lang)).toEqual(['chs', 'chs_t', 'jp', 'en', 'kr']);
    expect(priv.notice.find((n) => n.lang === 'en')?.content).toBe('Be on time');
    const [pub] = postedTo(server, PUBLIC) as { notice: { lang: string; content: string }[] }[];
    expect(pub.notice.find((n) => n.lang === 'jp')?.content).toBe('ようこそ');
  });

  it('previews what the sanitiser keeps before saving', () => {
    setup(makeDetail({ public_notice: [], private_notice: [] }));
    expect(screen.queryByTestId('notice-preview')).not.toBeInTheDocument();
    fireEvent.change(area('公开公告'), {
      target: {
        value:
          '<p onclick="x()">周六<b>开赛</b></p><script>alert(1)</script><a href="javascript:x()">链接</a><img src="data:x" alt="图">',
      },
    });
    const preview = screen.getByTestId('notice-preview');
    expect(preview).toHaveTextContent('预览：保存后保留的内容');
    const body = preview.querySelector('.taikai-notice-preview-body') as HTMLElement;
    expect(body.querySelector('b')).toHaveTextContent('开赛');
    expect(body.innerHTML).not.toMatch(/onclick|script|alert|javascript|data:/);
    expect(body.querySelector('a')).toHaveTextContent('链接');
    expect(body.querySelector('img')).not.toHaveAttribute('src');
  });

  it('shows the review message when the change is held', async () => {
    const { user } = setup(makeDetail(), true);
    fireEvent.change(area('公开公告'), { target: { value: '新公告' } });
    await user.click(button('更新'));
    expect(await screen.findByText('已提交，审核通过后生效')).toBeInTheDocument();
  });

  it('refresh reloads the notices from the server', async () => {
    const detail = makeDetail({ public_notice: [{ lang: 'default', content: '旧' }] });
    const { user, server } = setup(detail);
    // The first load must be over: a loading button ignores clicks.
    await waitFor(() => expect(server).toHaveBeenCalled());
    await waitFor(() => expect(button('刷新')).not.toHaveClass('ant-btn-loading'));
    fireEvent.change(area('公开公告'), { target: { value: '改了一半' } });
    await user.click(button('刷新'));
    await waitFor(() => expect(area('公开公告')).toHaveValue('旧'));
  });
});
