/**
 * Issue 4 journeys of the game-rule editor (/contest/<id>/season/<seasonId>/advanced):
 *  - load the M.League preset, break an uma value (inline error, Update disabled), fix it, save, reload and find
 *    the rule kept — in English and in Simplified Chinese;
 *  - copy a contest's rule and import it into a second contest, save, and find the second contest's rule equal.
 * Each journey makes its own accounts and contests (one contest per creator: 2515 allows one every 7 days), so it
 * does not depend on other journeys or on the demo contest.
 */
import { expect, type Page, test } from '@playwright/test';
import { addContestAdmins, contestDetail, loginContext, newContest, type PageLang, screenshot } from './support/api';
import { texts } from './support/locale';
import { button, chooseOption, formItemOf } from './support/ui';

const editorUrl = (uniqueId: number, seasonId = 1) => `/contest/${uniqueId}/season/${seasonId}/advanced`;

/** The M.League values the preset carries (packages/shared/src/rules/presets.ts), as the editor shows them. */
const M_LEAGUE_NUMBERS = {
  init_point: '25000',
  fandian: '30000',
  jingsuanyuandian: '30000',
  shunweima_1: '30',
  shunweima_2: '10',
  shunweima_3: '-10',
  shunweima_4: '-30',
} as const;

const field = (page: Page, name: string) => page.locator(`#rule-${name}`);

async function expectNumbers(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await expect(field(page, name), name).toHaveValue(value);
}

for (const lang of ['en-US', 'zh-CN'] as const satisfies readonly PageLang[]) {
  test(`M.League preset, broken uma, fixed, saved and kept after reload (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    const t = texts(lang);
    const { creator, uniqueId } = await newContest(request, { name: `E2E rules ${lang}` });
    const token = creator.token;
    await loginContext(context, token, lang);

    await page.goto(editorUrl(uniqueId));
    const editor = page.getByTestId('rule-editor');
    await expect(editor).toBeVisible();
    const update = button(editor, t('rules.update'));
    // a fresh contest has the four-player default: nothing to save yet
    await expect(field(page, 'init_point')).toHaveValue('25000');
    await expect(field(page, 'shunweima_4')).toHaveValue('-15');
    await expect(update).toBeDisabled();

    // load the M.League preset through the selector and its confirmation
    const presetName = t('rules.preset.m_league');
    await chooseOption(page, page.getByRole('combobox', { name: t('rules.presetLabel') }), presetName);
    await button(page, t('rules.presetConfirm')).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText(t('rules.presetConfirmContent', { name: presetName }));
    await button(confirm, t('rules.load')).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(t('rules.presetLoaded', { name: presetName }))).toBeVisible();
    await expectNumbers(page, M_LEAGUE_NUMBERS);
    await expect(field(page, 'can_jifei')).not.toBeChecked();
    await expect(editor.getByText(t('rules.unsaved'))).toBeVisible();
    await expect(update).toBeEnabled();
    await screenshot(page, `rules-m-league-loaded-${lang}`);

    // break the uma: 3rd place above 2nd place
    await field(page, 'shunweima_3').fill('20');
    const third = formItemOf(page, field(page, 'shunweima_3'));
    await expect(third).toHaveClass(/ant-form-item-has-error/);
    await expect(third.locator('.ant-form-item-explain-error')).toHaveText(
      t('rules.error.uma_third_exceeds_second', { max: 10 }),
    );
    // the derived 1st place follows (−(10 + 20 − 30) = 0), so 2nd now exceeds 1st as well
    await expect(field(page, 'shunweima_1')).toHaveValue('0');
    await expect(formItemOf(page, field(page, 'shunweima_2')).locator('.ant-form-item-explain-error')).toHaveText(
      t('rules.error.uma_second_exceeds_first', { max: 0 }),
    );
    await expect(update).toBeDisabled();
    await expect(button(editor, t('rules.copy'))).toBeDisabled();
    await screenshot(page, `rules-uma-error-${lang}`);

    // fix it: back to M.League's −10
    await field(page, 'shunweima_3').fill('-10');
    await field(page, 'shunweima_3').blur();
    await expect(third).not.toHaveClass(/ant-form-item-has-error/);
    await expect(editor.locator('.ant-form-item-has-error')).toHaveCount(0);
    await expect(field(page, 'shunweima_1')).toHaveValue('30');
    await expect(update).toBeEnabled();

    // save
    await update.click();
    await expect(page.getByText(t('rules.updated'))).toBeVisible();
    await expect(editor.getByText(t('rules.unsaved'))).toBeHidden();
    await expect(update).toBeDisabled();

    // reload: the page shows the saved M.League rule
    await page.reload();
    await expect(editor).toBeVisible();
    await expectNumbers(page, M_LEAGUE_NUMBERS);
    await expect(field(page, 'can_jifei')).not.toBeChecked();
    await expect(formItemOf(page, field(page, 'dora_count'))).toContainText(t('rules.option.redFives', { count: 3 }));
    await expect(editor.getByText(t('rules.unsaved'))).toBeHidden();
    await expect(update).toBeDisabled();
    // the detail cards behind "more settings" kept M.League's switches too
    await field(page, 'more_settings').click();
    await expect(page.getByTestId('rule-card-abortive_draw')).toBeVisible();
    await expect(field(page, 'have_toutiao')).toBeChecked();
    await expect(field(page, 'have_jiuzhongjiupai')).not.toBeChecked();
    await expect(field(page, 'ming_dora_immediately_open')).toBeChecked();
    await expect(field(page, 'disable_leijiyiman')).toBeChecked();
    await screenshot(page, `rules-saved-reloaded-${lang}`);

    // and the server holds it
    const saved = (await contestDetail(request, token, uniqueId)).game_rule_setting.detail_rule;
    expect(saved).toMatchObject({
      init_point: 25000,
      fandian: 30000,
      jingsuanyuandian: 30000,
      shunweima_2: 10,
      shunweima_3: -10,
      shunweima_4: -30,
      dora_count: 3,
      can_jifei: false,
      have_toutiao: true,
    });
  });
}

test('copy a rule and import it into a second contest', async ({ page, context, request }) => {
  const t = texts('en-US');
  // the organiser's contest, the source: East round, 10+20 s, WRC-like points and uma, no red fives, no bust;
  // and a second contest with the default rule, made by someone else, which the organiser manages
  const [{ creator: organiser, uniqueId: source }, { creator: other, uniqueId: target }] = await Promise.all([
    newContest(request, {
      name: 'E2E rule source',
      rule: {
        round_type: 1,
        thinking_type: 5,
        game_mode: 'liqi',
        detail_rule: {
          init_point: 30000,
          fandian: 30000,
          jingsuanyuandian: 30000,
          shunweima_2: 5,
          shunweima_3: -5,
          shunweima_4: -15,
          dora_count: 0,
          can_jifei: false,
          have_toutiao: false,
        },
      },
    }),
    newContest(request, { name: 'E2E rule target' }),
  ]);
  await addContestAdmins(request, other.token, target, [organiser.accountId]);
  const token = organiser.token;
  const sourceRule = (await contestDetail(request, token, source)).game_rule_setting;
  expect((await contestDetail(request, token, target)).game_rule_setting).not.toEqual(sourceRule);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginContext(context, token, 'en-US');

  // copy the source's rule
  await page.goto(editorUrl(source));
  const editor = page.getByTestId('rule-editor');
  await expect(field(page, 'init_point')).toHaveValue('30000');
  await button(editor, t('rules.copy')).click();
  await expect(page.getByText(t('rules.copied'))).toBeVisible();
  const bundle = await page.evaluate(() => navigator.clipboard.readText());
  expect(bundle).toMatch(/^taikai-rule\.v1\./);

  // import it into the target
  await page.goto(editorUrl(target));
  await expect(field(page, 'init_point')).toHaveValue('25000');
  const update = button(editor, t('rules.update'));
  await expect(update).toBeDisabled();
  await button(editor, t('rules.import')).click();
  const dialog = page.getByRole('dialog', { name: t('rules.importTitle') });
  const text = dialog.getByRole('textbox', { name: t('rules.importLabel') });
  // text that is not a rule is refused
  await text.fill('this is not a rule');
  await button(dialog, t('rules.importOk')).click();
  await expect(dialog.getByRole('alert')).toContainText('Import failed');
  await text.fill(bundle);
  await expect(dialog.getByRole('alert')).toBeHidden();
  await screenshot(page, 'rules-import-dialog');
  await button(dialog, t('rules.importOk')).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(t('rules.imported'))).toBeVisible();

  // the form shows the source's rule, round type and thinking time
  await expectNumbers(page, {
    init_point: '30000',
    fandian: '30000',
    jingsuanyuandian: '30000',
    shunweima_1: '15',
    shunweima_2: '5',
    shunweima_3: '-5',
    shunweima_4: '-15',
  });
  await expect(formItemOf(page, field(page, 'round_type'))).toContainText(t('rules.roundType.1'));
  await expect(formItemOf(page, field(page, 'thinking_type'))).toContainText(
    t('rules.thinkingTime', { fixed: 10, added: 20 }),
  );
  await expect(editor.getByText(t('rules.unsaved'))).toBeVisible();
  await update.click();
  await expect(page.getByText(t('rules.updated'))).toBeVisible();
  await expect(update).toBeDisabled();

  // after a reload the target keeps the imported rule, equal to the source's
  await page.reload();
  await expect(field(page, 'init_point')).toHaveValue('30000');
  await expectNumbers(page, { shunweima_1: '15', shunweima_2: '5', shunweima_3: '-5', shunweima_4: '-15' });
  await expect(formItemOf(page, field(page, 'round_type'))).toContainText(t('rules.roundType.1'));
  await expect(field(page, 'can_jifei')).not.toBeChecked();
  await screenshot(page, 'rules-imported-reloaded');
  expect((await contestDetail(request, token, target)).game_rule_setting).toEqual(sourceRule);
});

test('the toolbar sticks below the top bar, not under it, while the rule scrolls (issue 29)', async ({
  page,
  context,
  request,
}) => {
  const { creator, uniqueId } = await newContest(request, { name: 'E2E rules toolbar' });
  await loginContext(context, creator.token, 'en-US');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(editorUrl(uniqueId));
  const bar = page.getByTestId('rule-editor-bar');
  await expect(bar).toBeVisible();
  await expect(field(page, 'init_point')).toHaveValue('25000');
  // scroll well past where the toolbar sits on the page
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  const header = await page.locator('.taikai-topbar').boundingBox();
  const toolbar = await bar.boundingBox();
  if (!header || !toolbar) throw new Error('the top bar or the toolbar is not on screen');
  // stuck flush under the top bar: its top edge is the bar's bottom edge, so nothing of it is covered
  expect(Math.abs(toolbar.y - (header.y + header.height))).toBeLessThanOrEqual(1);
  // and what is seen there is the toolbar, not the top bar drawn over it
  const seen = await page.evaluate(
    ([x, y]) => {
      const el = document.elementFromPoint(x, y);
      return el?.closest('[data-testid="rule-editor-bar"]')
        ? 'rule-editor-bar'
        : (el?.className.toString() ?? 'nothing');
    },
    [toolbar.x + 8, toolbar.y + 4],
  );
  expect(seen).toBe('rule-editor-bar');
});
