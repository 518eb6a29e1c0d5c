import {
  emojiEnabled,
  FOUR_PLAYER_ONLY_MODES,
  fieldApplies,
  GAME_MODES,
  type GameMode,
  issuesOfField,
  ROUND_TYPES,
  type RoundTypeValue,
  type RuleIssue,
  THINKING_TYPES,
} from '@taikai/shared';
import { Card, Col, Form, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldId } from './RuleFieldControl';
import { playersOf, type Setting } from './ruleDraft';
import { fieldLabel, gameModeText, issueText, roundTypeText, thinkingText } from './ruleLabels';
import type { RuleActions } from './useRuleDraft';

interface Props {
  draft: Setting;
  issues: RuleIssue[];
  serverField: string | null;
  more: boolean;
  onMore: (on: boolean) => void;
  disabled: boolean;
  actions: RuleActions;
}

const THINKING_OPTIONS = Object.keys(THINKING_TYPES)
  .map(Number)
  // shortest first: 3+5, 5+10, 5+20, 10+20, 20+0, 60+0
  .sort((a, b) => THINKING_TYPES[a][0] + THINKING_TYPES[a][1] - (THINKING_TYPES[b][0] + THINKING_TYPES[b][1]) || a - b);

/** The switches above the cards: game mode, round type, thinking time, broadcast, emotes, bust, more settings. */
export default function RuleHeader({ draft, issues, serverField, more, onMore, disabled, actions }: Props) {
  const { t } = useTranslation();
  const players = playersOf(draft);
  const mode = draft.game_mode;
  const rule = draft.detail_rule;

  const errorOf = (field: RuleIssue['field']) => {
    const issue = issuesOfField(issues, field)[0];
    if (issue) return issueText(t, issue);
    return serverField === field ? t('rules.serverRejected') : undefined;
  };
  const item = (field: string, label: string, control: React.ReactNode, extra?: string) => {
    const error = errorOf(field as RuleIssue['field']);
    return (
      <Col span={6}>
        <Form.Item
          label={label}
          htmlFor={fieldId(field)}
          validateStatus={error ? 'error' : undefined}
          help={error}
          extra={extra}
        >
          {control}
        </Form.Item>
      </Col>
    );
  };

  return (
    <Card size="small" title={t('rules.card.basic')} data-testid="rule-card-basic">
      <Form layout="vertical" component="div" colon={false}>
        <Row gutter={16}>
          {item(
            'game_mode',
            t('rules.gameModeLabel'),
            <Select
              id={fieldId('game_mode')}
              value={mode}
              disabled={disabled}
              onChange={(m: GameMode) => actions.setGameMode(m)}
              options={GAME_MODES.map((m) => ({
                value: m,
                label: gameModeText(t, m),
                disabled: players === 3 && FOUR_PLAYER_ONLY_MODES.includes(m),
              }))}
            />,
          )}
          {item(
            'round_type',
            t('rules.roundTypeLabel'),
            <Select
              id={fieldId('round_type')}
              value={draft.round_type}
              disabled={disabled}
              onChange={(r: RoundTypeValue) => actions.setRoundType(r)}
              options={ROUND_TYPES.map((r) => ({
                value: r,
                label: roundTypeText(t, r),
                disabled: r >= 10 && FOUR_PLAYER_ONLY_MODES.includes(mode),
              }))}
            />,
          )}
          {item(
            'thinking_type',
            t('rules.thinkingLabel'),
            <Select
              id={fieldId('thinking_type')}
              value={draft.thinking_type}
              disabled={disabled}
              onChange={(v: number) => actions.setThinkingType(v)}
              options={THINKING_OPTIONS.map((v) => ({ value: v, label: thinkingText(t, v) }))}
            />,
            t('rules.thinkingHint'),
          )}
          {item(
            'disable_broadcast',
            t('rules.broadcast'),
            <Switch
              id={fieldId('disable_broadcast')}
              checked={!rule.disable_broadcast}
              disabled={disabled}
              onChange={(on) => actions.setBroadcast(on)}
            />,
            t('rules.broadcastHint'),
          )}
          {item(
            'emoji_switch',
            t('rules.emoji'),
            <Switch
              id={fieldId('emoji_switch')}
              checked={emojiEnabled(rule)}
              disabled={disabled}
              onChange={(on) => actions.setEmoji(on)}
            />,
            t('rules.emojiHint'),
          )}
          {fieldApplies('can_jifei', players, mode) &&
            item(
              'can_jifei',
              fieldLabel(t, 'can_jifei'),
              <Switch
                id={fieldId('can_jifei')}
                checked={rule.can_jifei}
                disabled={disabled}
                onChange={(on) => actions.setToggle('can_jifei', on)}
              />,
              t('rules.canJifeiHint'),
            )}
          {item(
            'more_settings',
            t('rules.moreSettings'),
            <Switch id={fieldId('more_settings')} checked={more} onChange={onMore} />,
            t('rules.moreSettingsHint'),
          )}
        </Row>
      </Form>
    </Card>
  );
}
