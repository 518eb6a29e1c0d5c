import { CopyOutlined, ImportOutlined, ReloadOutlined } from '@ant-design/icons';
import { type ContestDetail, ErrorCode, encodeRuleBundle, FIELD_META, MORE_SETTINGS_CARDS } from '@taikai/shared';
import { Alert, App, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../api/client';
import { useContestDetail } from '../../api/contestDetail';
import { useUpdateGameRule } from '../../api/rules';
import { TOP_BAR_HEIGHT } from '../../app/layout/topBarMetrics';
import { copyText } from './clipboard';
import ImportRuleDialog from './ImportRuleDialog';
import RuleCards from './RuleCards';
import RuleHeader from './RuleHeader';
import RulePresetBar from './RulePresetBar';
import { bundleOf, fieldOfServerError, fieldsOnScreen, playersOf, settingOfBundle } from './ruleDraft';
import { fieldLabel, issueText } from './ruleLabels';
import { useRuleDraft } from './useRuleDraft';

interface Props {
  contest: ContestDetail;
  /** an ended season: every editing control is disabled */
  ended: boolean;
}

/**
 * The game-rule editor (spec part 2 sections 2–5): toolbar (copy, import, refresh, update), presets and default
 * rules, the header switches and the rule cards. The rule belongs to the contest and is saved with
 * update_contest_base; update stays disabled until the draft differs from the saved rule and has no error.
 */
export default function RuleEditor({ contest, ended }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const saved = contest.game_rule_setting;
  const rule = useRuleDraft(saved);
  const { draft, issues, changed, serverField } = rule;
  const query = useContestDetail(contest.unique_id);
  const update = useUpdateGameRule(contest.unique_id);
  const [more, setMore] = useState(false);
  const [importing, setImporting] = useState(false);
  const disabled = ended;

  const players = playersOf(draft);
  const onScreen = fieldsOnScreen(players, draft.game_mode, more);
  const offScreen = issues.filter((i) => !onScreen.has(i.field));
  const serverOffScreen =
    serverField !== null && !onScreen.has(serverField) && !offScreen.some((i) => i.field === serverField);

  const refresh = async () => {
    const result = await query.refetch();
    if (result.data) rule.reset(result.data.game_rule_setting);
    else if (result.error) message.error(errorText(result.error));
  };

  const submit = () =>
    update.mutate(draft, {
      onSuccess: (reply) =>
        reply?.held || contest.check_state === 1
          ? message.info(t('rules.updatedHeld'))
          : message.success(t('rules.updated')),
      onError: (err) => {
        if (!(err instanceof ApiError) || err.code !== ErrorCode.SETTINGS_ERROR) return;
        const field = fieldOfServerError(err.field);
        rule.setServerField(field);
        // a field of a card hidden behind "more settings" is brought into view
        const placement = field && field in FIELD_META ? FIELD_META[field as keyof typeof FIELD_META].placement : null;
        if (placement && (MORE_SETTINGS_CARDS as readonly string[]).includes(placement)) setMore(true);
      },
    });

  const copy = async () => {
    try {
      await copyText(encodeRuleBundle(bundleOf(draft, saved, rule.ruleIndex)));
      message.success(t('rules.copied'));
    } catch {
      message.error(t('rules.copyFailed'));
    }
  };

  return (
    <Flex vertical gap={16} data-testid="rule-editor">
      {/* sticks flush below the console's sticky top bar, not under it (issue 29); the bar's height is shared */}
      <Card size="small" style={{ position: 'sticky', top: TOP_BAR_HEIGHT, zIndex: 5 }} data-testid="rule-editor-bar">
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Space>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('rules.title')}
            </Typography.Title>
            {changed && !disabled && <Tag color="orange">{t('rules.unsaved')}</Tag>}
          </Space>
          <Space wrap>
            <Button icon={<CopyOutlined />} disabled={issues.length > 0} onClick={copy}>
              {t('rules.copy')}
            </Button>
            <Button icon={<ImportOutlined />} disabled={disabled} onClick={() => setImporting(true)}>
              {t('rules.import')}
            </Button>
            <Button icon={<ReloadOutlined />} loading={query.isFetching && !update.isPending} onClick={refresh}>
              {t('rules.refresh')}
            </Button>
            <Button
              type="primary"
              disabled={disabled || !changed || issues.length > 0}
              loading={update.isPending}
              onClick={submit}
            >
              {t('rules.update')}
            </Button>
          </Space>
        </Flex>
      </Card>
      {ended && <Alert type="info" showIcon title={t('rules.endedReadonly')} />}
      {contest.locked === 1 && <Alert type="warning" showIcon title={t('rules.locked')} />}
      {contest.check_state === 1 && !ended && <Alert type="info" showIcon title={t('rules.reviewNotice')} />}
      {(offScreen.length > 0 || serverOffScreen) && (
        <Alert
          type="error"
          showIcon
          title={t('rules.hiddenErrors')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {offScreen.map((i) => (
                <li key={i.field}>
                  {fieldLabel(t, i.field)}: {issueText(t, i)}
                </li>
              ))}
              {serverOffScreen && (
                <li>
                  {fieldLabel(t, serverField)}: {t('rules.serverRejected')}
                </li>
              )}
            </ul>
          }
        />
      )}
      <RulePresetBar draft={draft} disabled={disabled} replace={rule.replace} ruleIndex={rule.ruleIndex} />
      <RuleHeader
        draft={draft}
        issues={issues}
        serverField={serverField}
        more={more}
        onMore={setMore}
        disabled={disabled}
        actions={rule.actions}
      />
      <RuleCards
        draft={draft}
        issues={issues}
        serverField={serverField}
        more={more}
        disabled={disabled}
        actions={rule.actions}
      />
      <ImportRuleDialog
        open={importing}
        onCancel={() => setImporting(false)}
        onImport={(bundle) => {
          rule.replace(settingOfBundle(bundle), bundle.ruleIndex);
          setImporting(false);
          message.success(t('rules.imported'));
        }}
      />
    </Flex>
  );
}
