import {
  type DetailRuleFields,
  FIELD_META,
  fieldOptions,
  levelIds,
  type NumberField,
  type Players,
  type RuleField,
  type ToggleField,
} from '@taikai/shared';
import { Col, Form, InputNumber, Select, Switch } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabel, levelText, optionText } from './ruleLabels';
import type { RuleActions } from './useRuleDraft';

export const fieldId = (field: string) => `rule-${field}`;

interface Props {
  field: RuleField;
  value: number | boolean;
  /** a switch whose prerequisite switch is off (disabled) */
  parentOff: boolean;
  players: Players;
  disabled: boolean;
  /** the inline error under the control, if any */
  error?: string;
  actions: Pick<RuleActions, 'setNumber' | 'blurNumber' | 'setOption' | 'setToggle'>;
}

/** Whether a dependent switch's prerequisites are off. */
export const parentOffOf = (field: RuleField, rule: DetailRuleFields): boolean =>
  (FIELD_META[field].requires ?? []).some((r) => !rule[r]);

/** One field of a rule card, rendered by its kind in FIELD_META (number, option, level or switch). */
function RuleFieldControl({ field, value, parentOff, players, disabled, error, actions }: Props) {
  const { t } = useTranslation();
  const meta = FIELD_META[field];
  const label = fieldLabel(t, field);
  const id = fieldId(field);
  let control: React.ReactNode;

  if (meta.kind === 'toggle') {
    control = (
      <Switch
        id={id}
        checked={value === true}
        disabled={disabled || parentOff}
        onChange={(on) => actions.setToggle(field as ToggleField, on)}
      />
    );
  } else if (field === 'shiduan') {
    // open tanyao (kuitan) is a 0/1 option shown as a switch
    control = (
      <Switch
        id={id}
        checked={value === 1}
        disabled={disabled}
        onChange={(on) => actions.setOption('shiduan', on ? 1 : 0)}
      />
    );
  } else if (meta.kind === 'option' || meta.kind === 'level') {
    const values = meta.kind === 'level' ? [0, ...levelIds(players)] : [...(fieldOptions(field, players) ?? [])];
    const current = value as number;
    // a stored value that is not an option any more (e.g. after an import) stays visible with its error
    if (!values.includes(current) && Number.isFinite(current)) values.push(current);
    control = (
      <Select
        id={id}
        value={current}
        disabled={disabled}
        style={{ width: '100%' }}
        status={error ? 'error' : undefined}
        onChange={(v: number) => actions.setOption(field as NumberField, v)}
        options={values.map((v) => ({
          value: v,
          label: meta.kind === 'level' ? levelText(t, v) : optionText(t, field, v),
        }))}
      />
    );
  } else {
    const n = value as number;
    control = (
      <InputNumber
        id={id}
        value={Number.isFinite(n) ? n : null}
        disabled={disabled}
        step={meta.kind === 'points' ? 100 : 1}
        style={{ width: '100%' }}
        status={error ? 'error' : undefined}
        onChange={(v) => actions.setNumber(field as NumberField, typeof v === 'number' ? v : null)}
        onBlur={(e) => actions.blurNumber(field as NumberField, e.target.value)}
      />
    );
  }

  return (
    <Col span={6}>
      <Form.Item
        label={label}
        htmlFor={id}
        validateStatus={error ? 'error' : undefined}
        help={error}
        style={{ marginBottom: 16 }}
      >
        {control}
      </Form.Item>
    </Col>
  );
}

export default memo(RuleFieldControl);

/** The derived 1st-place uma, read-only beside the editable 2nd–4th. */
export function FirstUmaField({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <Col span={6}>
      <Form.Item label={t('rules.firstUma')} htmlFor={fieldId('shunweima_1')} extra={t('rules.firstUmaHint')}>
        <InputNumber
          id={fieldId('shunweima_1')}
          value={Number.isFinite(value) ? value : null}
          readOnly
          disabled
          style={{ width: '100%' }}
        />
      </Form.Item>
    </Col>
  );
}
