import { FOUR_PLAYER_ONLY_MODES, findRulePreset, presetsFor, ROUND_TYPES, type RoundTypeValue } from '@taikai/shared';
import { App, Button, Card, Flex, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadDefault, loadPreset, playersOf, presetIndex, type Setting } from './ruleDraft';
import { roundTypeText } from './ruleLabels';
import type { RuleDraft } from './useRuleDraft';

interface Props {
  draft: Setting;
  disabled: boolean;
  replace: RuleDraft['replace'];
  /** index of the last loaded preset (shown as the selector's value when it fits) */
  ruleIndex: number;
}

/**
 * The preset selector with its confirm button (presets of the current player count and mode), and the
 * load-default-rule selector (the default rule of a round type). Both ask before replacing the form.
 */
export default function RulePresetBar({ draft, disabled, replace, ruleIndex }: Props) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const players = playersOf(draft);
  const presets = presetsFor(players, draft.game_mode);
  const [choice, setChoice] = useState<string | undefined>();

  // keep the choice only while it is offered for the current player count and mode
  useEffect(() => {
    if (choice && !presets.some((p) => p.id === choice)) setChoice(undefined);
  }, [choice, presets]);

  const applied = ruleIndex >= 0 ? presets.find((p) => presetIndex(p.id) === ruleIndex)?.id : undefined;
  const value = choice ?? applied;

  const confirmPreset = () => {
    const preset = value ? findRulePreset(value) : undefined;
    if (!preset) return;
    modal.confirm({
      title: t('rules.presetConfirmTitle'),
      content: t('rules.presetConfirmContent', { name: t(preset.nameKey) }),
      okText: t('rules.load'),
      cancelText: t('rules.cancel'),
      onOk: () => {
        replace(loadPreset(draft, preset), presetIndex(preset.id));
        setChoice(undefined);
        message.success(t('rules.presetLoaded', { name: t(preset.nameKey) }));
      },
    });
  };

  const confirmDefault = (roundType: RoundTypeValue) =>
    modal.confirm({
      title: t('rules.defaultConfirmTitle'),
      content: t('rules.defaultConfirmContent', { name: roundTypeText(t, roundType) }),
      okText: t('rules.load'),
      cancelText: t('rules.cancel'),
      onOk: () => {
        replace(loadDefault(draft, roundType), -1);
        message.success(t('rules.defaultLoaded', { name: roundTypeText(t, roundType) }));
      },
    });

  return (
    <Card size="small" title={t('rules.card.templates')}>
      <Flex gap={32} wrap align="flex-start">
        <Space orientation="vertical" size={4}>
          <Typography.Text>{t('rules.presetLabel')}</Typography.Text>
          <Space.Compact>
            <Select
              aria-label={t('rules.presetLabel')}
              style={{ width: 260 }}
              placeholder={t('rules.presetPlaceholder')}
              value={value}
              disabled={disabled || presets.length === 0}
              onChange={(id: string) => setChoice(id)}
              options={presets.map((p) => ({ value: p.id, label: t(p.nameKey) }))}
            />
            <Button type="primary" disabled={disabled || !value} onClick={confirmPreset}>
              {t('rules.presetConfirm')}
            </Button>
          </Space.Compact>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('rules.presetHint')}
          </Typography.Text>
        </Space>
        <Space orientation="vertical" size={4}>
          <Typography.Text>{t('rules.loadDefault')}</Typography.Text>
          <Select
            aria-label={t('rules.loadDefault')}
            style={{ width: 260 }}
            placeholder={t('rules.loadDefaultPlaceholder')}
            value={null}
            disabled={disabled}
            onChange={(r: RoundTypeValue) => confirmDefault(r)}
            options={ROUND_TYPES.map((r) => ({
              value: r,
              label: t('rules.defaultOf', { name: roundTypeText(t, r) }),
              disabled: r >= 10 && FOUR_PLAYER_ONLY_MODES.includes(draft.game_mode),
            }))}
          />
        </Space>
      </Flex>
    </Card>
  );
}
