import { type ContestDetail, type DEFAULT_GAME_RULE_SETTING, defaultGameRuleSetting } from '@taikai/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOP_BAR_HEIGHT } from '../../app/layout/topBarMetrics';
import { makeDetail, makeSeason, postedTo, stubServer } from '../../test/fixtures/contest';
import { jsonReply, renderWithProviders } from '../../test/render';
import { SeasonProvider } from '../season/SeasonContext';
import RuleEditor from './RuleEditor';
import RuleEditorPage from './RuleEditorPage';

const UPDATE = '/api/contest/update_contest_base';

function setup(detail: ContestDetail = makeDetail(), update: () => unknown = () => ({ held: false })) {
  const server = stubServer({
    '/api/contest/fetch_contest_detail': () => detail,
    [UPDATE]: update,
  });
  const view = renderWithProviders(<RuleEditor contest={detail} ended={false} />);
  return { ...view, server };
}

// Role queries are far too slow on a page of this size in jsdom: buttons are found by their text (antd puts a
// space between two Chinese characters of a button), inputs and switches by their label.
function button(name: string, root: ParentNode = document): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const sw = (label: string) => screen.getByLabelText(label) as HTMLButtonElement;

/** The last opened dialog. */
const dialog = () =>
  waitFor(() => {
    const all = [...document.querySelectorAll<HTMLElement>('.ant-modal')];
    if (!all.length) throw new Error('no dialog');
    return all[all.length - 1];
  });

type User = ReturnType<typeof setup>['user'];

async function typeInto(user: User, label: string, text: string) {
  const el = input(label);
  await user.clear(el);
  await user.type(el, text);
}

/** Sets a number input's text at once (what typing ends with). */
const setText = (label: string, text: string) => fireEvent.change(input(label), { target: { value: text } });

async function chooseOption(user: User, comboLabel: string, option: string) {
  fireEvent.mouseDown(input(comboLabel));
  const list = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  await user.click(list[list.length - 1]);
}

vi.setConfig({ testTimeout: 120_000 });
afterEach(() => vi.unstubAllGlobals());

describe('rule editor', () => {
  it('shows the saved rule with the derived 1st-place uma, and update disabled', () => {
    setup();
    expect(input('起始点数')).toHaveValue('25000');
    expect(input('二位顺位马')).toHaveValue('5');
    expect(input('一位顺位马')).toHaveValue('15');
    expect(button('更新')).toBeDisabled();
    // the emoji switch is shown un-inverted: emoji_switch false = emotes allowed
    expect(sw('允许表情')).toBeChecked();
  });

  it('keeps its toolbar stuck below the sticky top bar, not under it, while the rule scrolls (issue 29)', () => {
    setup();
    const bar = screen.getByTestId('rule-editor-bar');
    expect(button('更新', bar)).toBeInTheDocument();
    const style = getComputedStyle(bar);
    expect(style.position).toBe('sticky');
    // its top edge, once stuck, is the top bar's bottom edge
    expect(Number.parseFloat(style.top)).toBe(TOP_BAR_HEIGHT);
  });

  it('loads a preset only after confirming', async () => {
    const { user } = setup();
    await chooseOption(user, '规则预设', 'M.League 规则');
    await user.click(button('载入预设'));
    const modal = await dialog();
    expect(within(modal).getByText(/M\.League 规则/)).toBeInTheDocument();
    expect(input('精算原点')).toHaveValue('25000');

    await user.click(button('载入', modal));
    await waitFor(() => expect(input('精算原点')).toHaveValue('30000'));
    expect(input('二位顺位马')).toHaveValue('10');
    expect(input('四位顺位马')).toHaveValue('-30');
    expect(input('一位顺位马')).toHaveValue('30');
    expect(button('更新')).toBeEnabled();
  });

  it('cancelling the preset confirmation keeps the form', async () => {
    const { user } = setup();
    await chooseOption(user, '规则预设', 'M.League 规则');
    await user.click(button('载入预设'));
    const modal = await dialog();
    await user.click(button('取消', modal));
    expect(input('精算原点')).toHaveValue('25000');
    expect(button('更新')).toBeDisabled();
  });

  it('shows an uma error as the user types and disables update until it is fixed', async () => {
    const { user } = setup();
    await typeInto(user, '二位顺位马', '10');
    expect(input('一位顺位马')).toHaveValue('10');
    expect(button('更新')).toBeEnabled();

    await typeInto(user, '三位顺位马', '20');
    expect(screen.getByText('三位顺位马不能大于二位顺位马（10）')).toBeInTheDocument();
    expect(button('更新')).toBeDisabled();

    await typeInto(user, '三位顺位马', '-5');
    expect(screen.queryByText(/三位顺位马不能大于/)).not.toBeInTheDocument();
    expect(button('更新')).toBeEnabled();
  });

  it('reports the 2nd-place uma exceeding the 1st', async () => {
    setup();
    setText('二位顺位马', '30');
    expect(screen.getByText('二位顺位马不能大于一位顺位马（-10）')).toBeInTheDocument();
  });

  it('turning the dora indicator off clears and disables ura and kan dora', async () => {
    const { user } = setup();
    expect(screen.queryByRole('switch', { name: '里宝牌' })).not.toBeInTheDocument();
    await user.click(sw('更多设置'));
    expect(sw('里宝牌')).toBeChecked();
    expect(sw('杠宝牌')).toBeChecked();
    expect(sw('杠里宝牌')).toBeChecked();

    await user.click(sw('宝牌指示牌'));
    for (const name of ['里宝牌', '杠宝牌', '杠里宝牌', '明杠宝牌即翻']) {
      expect(sw(name)).not.toBeChecked();
      expect(sw(name)).toBeDisabled();
    }
    await user.click(sw('宝牌指示牌'));
    expect(sw('里宝牌')).toBeEnabled();
    expect(sw('里宝牌')).not.toBeChecked();
  });

  it('sanjiahele and toutiao exclude each other', async () => {
    const { user } = setup();
    await user.click(sw('更多设置'));
    await user.click(sw('三家和了'));
    expect(sw('三家和了')).toBeChecked();
    await user.click(sw('头跳'));
    expect(sw('头跳')).toBeChecked();
    expect(sw('三家和了')).not.toBeChecked();
  });

  it('hides three-player-only options with four players and four-player-only ones with three', async () => {
    const { user, unmount } = setup();
    await user.click(sw('更多设置'));
    expect(screen.queryByText('自摸损')).not.toBeInTheDocument();
    expect(sw('四风连打')).toBeInTheDocument();
    expect(input('四位顺位马')).toBeInTheDocument();
    unmount();

    const three = makeDetail({ round_type: 12, game_rule_setting: defaultGameRuleSetting(12) });
    const v = setup(three);
    await v.user.click(sw('更多设置'));
    expect(sw('自摸损')).toBeInTheDocument();
    expect(screen.queryByText('四风连打')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('四位顺位马')).not.toBeInTheDocument();
    expect(input('起始点数')).toHaveValue('35000');
  });

  it('shows "no more settings" for a mode without detail rules', async () => {
    const { user } = setup(
      makeDetail({ game_mode: 'chuanma', game_rule_setting: defaultGameRuleSetting(2, 'chuanma') }),
    );
    expect(screen.getByText('该游戏模式没有更多设置')).toBeInTheDocument();
    expect(screen.queryByLabelText('起始点数')).not.toBeInTheDocument();
    expect(screen.getByTestId('rule-card-level_limit')).toBeInTheDocument();
    await user.click(sw('更多设置'));
    expect(screen.queryByTestId('rule-card-dora_settings')).not.toBeInTheDocument();
  });

  it('switching the game mode to one without detail rules shows "no more settings"', async () => {
    const { user } = setup();
    expect(screen.queryByText('该游戏模式没有更多设置')).not.toBeInTheDocument();
    await chooseOption(user, '游戏模式', '万象修罗');
    expect(screen.getByText('该游戏模式没有更多设置')).toBeInTheDocument();
    expect(button('更新')).toBeEnabled();
  });

  it('clamps and rounds number inputs on blur', async () => {
    const { user } = setup();
    setText('立直棒点数', '12345');
    fireEvent.blur(input('立直棒点数'));
    await waitFor(() => expect(input('立直棒点数')).toHaveValue('12300'));
    expect(screen.getByText('不能大于 10000')).toBeInTheDocument();

    setText('天边（0 为不设）', '987654');
    fireEvent.blur(input('天边（0 为不设）'));
    await waitFor(() => expect(input('天边（0 为不设）')).toHaveValue('400000'));
    expect(screen.getByText('不能大于 200000')).toBeInTheDocument();

    // empty falls back to the field's default (honba 300 with four players)
    await user.clear(input('本场点数'));
    expect(screen.getByText('请输入整数')).toBeInTheDocument();
    fireEvent.blur(input('本场点数'));
    await waitFor(() => expect(input('本场点数')).toHaveValue('300'));
    expect(screen.queryByText('请输入整数')).not.toBeInTheDocument();
  });

  it('raises the settlement origin with the start points', async () => {
    setup();
    setText('起始点数', '30000');
    fireEvent.blur(input('起始点数'));
    await waitFor(() => expect(input('精算原点')).toHaveValue('30000'));
    expect(input('一位必要点数')).toHaveValue('30000');
  });

  it('keeps out-of-range start points out of the dependent fields, and clears their errors once fixed', async () => {
    setup();
    const saved = { target: input('一位必要点数').value, origin: input('精算原点').value };
    setText('起始点数', '9999999');
    // the dependents follow the value the field will hold (400000), never the raw 9999999
    expect(input('一位必要点数')).toHaveValue('400000');
    expect(input('精算原点')).toHaveValue('400000');
    fireEvent.blur(input('起始点数'));
    await waitFor(() => expect(input('起始点数')).toHaveValue('400000'));
    expect(input('一位必要点数')).toHaveValue('400000');

    setText('起始点数', '25000');
    fireEvent.blur(input('起始点数'));
    // back where they were before the start points were touched: no error left, nothing else to edit
    await waitFor(() => expect(input('一位必要点数')).toHaveValue(saved.target));
    expect(input('精算原点')).toHaveValue(saved.origin);
    expect(document.querySelector('.ant-form-item-has-error')).toBeNull();
    expect(button('更新')).toBeDisabled(); // nothing changed any more

    setText('起始点数', '30000');
    fireEvent.blur(input('起始点数'));
    await waitFor(() => expect(input('一位必要点数')).toHaveValue('30000'));
    expect(document.querySelector('.ant-form-item-has-error')).toBeNull();
    expect(button('更新')).toBeEnabled();
  });

  it('rejects a bad bundle on import with the import-failed error', async () => {
    const { user } = setup();
    await user.click(button('导入规则'));
    const modal = await dialog();
    await user.type(within(modal).getByLabelText('规则文本'), 'not a rule');
    await user.click(button('导入', modal));
    expect(await within(modal).findByText('导入失败，规则文本无效')).toBeInTheDocument();
    expect(input('起始点数')).toHaveValue('25000');
  });

  it('copies the rule to the clipboard and imports it back', async () => {
    const { user } = setup();
    setText('二位顺位马', '10');
    setText('四位顺位马', '-20');
    await user.click(button('复制规则'));
    expect(await screen.findByText('规则已复制到剪贴板')).toBeInTheDocument();
    const text = await navigator.clipboard.readText();
    expect(text).toMatch(/^taikai-rule\.v1\./);

    await user.click(button('刷新'));
    await waitFor(() => expect(input('二位顺位马')).toHaveValue('5'));

    await user.click(button('导入规则'));
    const modal = await dialog();
    await user.click(within(modal).getByLabelText('规则文本'));
    await user.paste(text);
    await user.click(button('导入', modal));
    await waitFor(() => expect(input('二位顺位马')).toHaveValue('10'));
    expect(input('四位顺位马')).toHaveValue('-20');
    expect(button('更新')).toBeEnabled();
  });

  it('sends the game rule setting on update and shows the review message when held', async () => {
    const { user, server } = setup(makeDetail(), () => ({ held: true }));
    setText('二位顺位马', '10');
    await user.click(button('更新'));
    expect(await screen.findByText('已提交，审核通过后生效')).toBeInTheDocument();
    const [body] = postedTo(server, UPDATE) as {
      unique_id: number;
      setting: { game_rule_setting: typeof DEFAULT_GAME_RULE_SETTING };
    }[];
    expect(body.unique_id).toBe(7);
    expect(Object.keys(body.setting)).toEqual(['game_rule_setting']);
    expect(body.setting.game_rule_setting.detail_rule.shunweima_2).toBe(10);
    expect(body.setting.game_rule_setting.round_type).toBe(2);
  });

  it('highlights the field a 2517 reply names', async () => {
    const { user } = setup(makeDetail(), () =>
      jsonReply(
        { error: { code: 2517, message: '设置错误', field: 'game_rule_setting.detail_rule.liqibang_value' } },
        400,
      ),
    );
    setText('立直棒点数', '2000');
    await user.click(button('更新'));
    expect(await screen.findByText('服务器拒绝了该值，请检查')).toBeInTheDocument();
    setText('立直棒点数', '1000');
    expect(screen.queryByText('服务器拒绝了该值，请检查')).not.toBeInTheDocument();
  });

  it('an ended season disables every editing control', () => {
    const detail = makeDetail();
    const season = makeSeason({ state: 4 });
    stubServer({ '/api/contest/fetch_contest_detail': () => detail });
    renderWithProviders(
      <SeasonProvider value={{ uniqueId: 7, seasonId: 1, season, seasons: [season], contest: detail, ended: true }}>
        <RuleEditorPage />
      </SeasonProvider>,
    );
    expect(screen.getByText('该赛季已结束，规则只能查看')).toBeInTheDocument();
    expect(button('更新')).toBeDisabled();
    expect(button('导入规则')).toBeDisabled();
    expect(button('载入预设')).toBeDisabled();
    expect(input('起始点数')).toBeDisabled();
    expect(sw('允许表情')).toBeDisabled();
  });
});
