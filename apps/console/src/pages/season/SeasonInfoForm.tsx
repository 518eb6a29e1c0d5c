import { LIMITS, type RankRuleKind, SEATING_METHODS, type SeatingMethod, SignupType } from '@taikai/shared';
import { DatePicker, Flex, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { countConfig } from '../../components/textCount';
import { TIME_FORMAT } from './seasonDisplay';
import {
  type SeasonFormErrors,
  type SeasonFormField,
  type SeasonFormValues,
  withAutoMatch,
  withRankKind,
  withSignupType,
} from './seasonForm';

interface Props {
  values: SeasonFormValues;
  errors: SeasonFormErrors;
  onChange: (values: SeasonFormValues) => void;
  /** start is editable only while the season is pending */
  startEditable: boolean;
  /** end cannot move once it has passed (finished season) */
  endEditable: boolean;
  disabled: boolean;
}

/** The editable fields of season info, each with its error under it. */
export default function SeasonInfoForm({ values: v, errors, onChange, startEditable, endEditable, disabled }: Props) {
  const { t } = useTranslation();
  const err = (f: SeasonFormField) =>
    errors[f] ? { validateStatus: 'error' as const, help: t(errors[f] as string) } : {};

  // No disabled dates or times: a typed date outside the allowed range is kept and its validation message shows
  // under the field (e.g. "within one year"), instead of the picker dropping it without a word.
  const picker = (field: SeasonFormField, extraDisabled = false) => (
    <DatePicker
      showTime
      format={TIME_FORMAT}
      allowClear={false}
      disabled={disabled || extraDisabled}
      value={(v[field] as number) > 0 ? dayjs.unix(v[field] as number) : null}
      onChange={(d: Dayjs | null) => d && onChange({ ...v, [field]: d.unix() })}
      aria-label={t(`season.field_${field}`)}
    />
  );

  return (
    <>
      <Form.Item label={t('season.field_start_time')} {...err('start_time')}>
        {picker('start_time', !startEditable)}
      </Form.Item>
      <Form.Item label={t('season.field_end_time')} {...err('end_time')}>
        {picker('end_time', !endEditable)}
      </Form.Item>
      <Form.Item label={t('season.signupType')}>
        <Radio.Group
          disabled={disabled}
          value={v.signup_type}
          onChange={(e) => onChange(withSignupType(v, e.target.value))}
          options={[
            { value: SignupType.Close, label: t('season.signupClose') },
            { value: SignupType.Auto, label: t('season.signupAuto') },
            { value: SignupType.Check, label: t('season.signupCheck') },
          ]}
        />
      </Form.Item>
      {v.signup_type === SignupType.Check && (
        <>
          <Form.Item label={t('season.field_signup_start_time')} {...err('signup_start_time')}>
            {picker('signup_start_time')}
          </Form.Item>
          <Form.Item label={t('season.field_signup_end_time')} {...err('signup_end_time')}>
            {picker('signup_end_time')}
          </Form.Item>
        </>
      )}
      <Form.Item label={t('season.autoMatch')}>
        <Switch
          disabled={disabled}
          checked={v.auto_match === 1}
          onChange={(on) => onChange(withAutoMatch(v, on))}
          aria-label={t('season.autoMatch')}
        />
      </Form.Item>
      <Form.Item label={t('season.field_match_start_time')} {...err('match_start_time')}>
        {picker('match_start_time')}
      </Form.Item>
      <Form.Item label={t('season.field_match_end_time')} {...err('match_end_time')}>
        {picker('match_end_time')}
      </Form.Item>
      <Form.Item label={t('seating.method')} extra={t(`seating.methodHelp_${v.seating_method}`)}>
        <Select<SeatingMethod>
          disabled={disabled}
          value={v.seating_method}
          onChange={(m) => onChange({ ...v, seating_method: m })}
          options={SEATING_METHODS.map((m) => ({ value: m, label: t(`seating.method_${m}`) }))}
          aria-label={t('seating.method')}
          style={{ maxWidth: 320 }}
        />
      </Form.Item>
      <Form.Item label={t('season.rankRule')} {...err('rank_count')}>
        <Flex gap={8} align="center">
          <Select<RankRuleKind>
            style={{ width: 220 }}
            disabled={disabled}
            value={v.rank_kind}
            onChange={(kind) => onChange(withRankKind(v, kind))}
            aria-label={t('season.rankRule')}
            options={[
              { value: 'none', label: t('season.rankKindNone') },
              { value: 'recent', label: t('season.rankKindRecent') },
              { value: 'series', label: t('season.rankKindSeries') },
            ]}
          />
          {v.rank_kind !== 'none' && (
            <Space.Compact>
              <InputNumber
                style={{ width: 90 }}
                disabled={disabled}
                value={v.rank_count}
                onChange={(n) => onChange({ ...v, rank_count: typeof n === 'number' ? n : null })}
                aria-label={t('season.rankCount')}
              />
              <Space.Addon>{t('season.games')}</Space.Addon>
            </Space.Compact>
          )}
        </Flex>
      </Form.Item>
      <Form.Item label={t('season.remark')} {...err('remark')}>
        <Input
          style={{ maxWidth: 420 }}
          disabled={disabled}
          value={v.remark}
          count={countConfig(LIMITS.seasonRemarkMax)}
          onChange={(e) => onChange({ ...v, remark: e.target.value })}
          aria-label={t('season.remark')}
        />
      </Form.Item>
    </>
  );
}
