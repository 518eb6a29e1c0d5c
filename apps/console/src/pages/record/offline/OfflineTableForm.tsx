import type { OfflineTable } from '@taikai/shared';
import { Alert, Button, DatePicker, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../../api/client';
import { countConfig } from '../../../components/textCount';
import { useSeasonContext } from '../../season/SeasonContext';
import OfflinePenalties from './OfflinePenalties';
import OfflineSeats from './OfflineSeats';
import OfflineYakuman from './OfflineYakuman';
import {
  type DraftSeat,
  draftOf,
  draftProblems,
  formField,
  type OfflineDraft,
  type OfflineTableInitial,
  offlineRuleOf,
  REMARK_MAX,
  tableOf,
  within,
} from './offlineDraft';
import { draftProblemText, fieldLabel, seatName } from './offlineTexts';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

interface OfflineTableFormProps {
  /**
   * What the form starts from, every part optional: the players of a seated round by wind (East first, null for an
   * empty seat), or an offline record being edited. Remount the form (a `key`) to start again from another.
   */
  initial?: OfflineTableInitial;
  /**
   * Stores the table. Resolve when it is stored (the caller closes the form); reject with the server's refusal
   * (an `ApiError`, best sent silently): its problems are shown at their fields and in a summary.
   */
  onSubmit: (table: OfflineTable) => Promise<unknown>;
  /** a Cancel button, when given */
  onCancel?: () => void;
  /** the submit button's text (default "Save") */
  submitText?: string;
}

/** A problem as the form shows it: where (the server's field name) and its text. */
interface Shown {
  field: string;
  text: string;
}

/** The refusal's problems at the form's fields (one problem of the whole form when it names none). */
function refusalProblems(err: unknown): Shown[] {
  if (err instanceof ApiError && err.problems.length)
    return err.problems.map((p) => ({ field: formField(p.field), text: p.message }));
  return [{ field: err instanceof ApiError && err.field ? formField(err.field) : '', text: errorText(err) }];
}

/**
 * A table played in person, entered by hand (issue 32), inside a season page (it reads the season context): start
 * and end, the players by seat wind (from the season's roster) with their final points, the riichi sticks left and
 * who took them, penalties, yakuman and a remark; the running sum against the rule's starting points. What can be
 * checked here is checked on Save (then as the manager fixes it); the server's refusal shows at the same fields.
 */
export default function OfflineTableForm({ initial, onSubmit, onCancel, submitText }: OfflineTableFormProps) {
  const { t } = useTranslation();
  const { uniqueId, seasonId, season, contest } = useSeasonContext();
  const rule = offlineRuleOf(contest.game_rule_setting);
  const [draft, setDraft] = useState<OfflineDraft>(() => draftOf(rule, initial));
  const nextKey = useRef(1000);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<Shown[]>([]);
  const [busy, setBusy] = useState(false);

  const local = draftProblems(draft, rule);
  const shown: Shown[] = [
    ...(tried ? local.map((p) => ({ field: p.field, text: draftProblemText(t, p) })) : []),
    ...refused,
  ].filter((p, i, all) => all.findIndex((o) => o.field === p.field && o.text === p.text) === i);
  const problemsAt = (field: string, deep = false) =>
    shown.filter((p) => (deep ? within(p.field, field) : p.field === field)).map((p) => p.text);
  const status = (field: string) => (problemsAt(field).length ? 'error' : undefined);
  const help = (field: string) => problemsAt(field).join(' ') || undefined;

  /** Changes the draft; the server's problems at the parts it touches are gone. */
  const update = (patch: (d: OfflineDraft) => Partial<OfflineDraft>, parts: string[]) => {
    setDraft((d) => ({ ...d, ...patch(d) }));
    setRefused((list) => list.filter((p) => !parts.some((part) => within(p.field, part))));
  };
  const setSeat = (index: number, patch: Partial<DraftSeat>) =>
    update(
      (d) => ({ seats: d.seats.map((s, i) => (i === index ? { ...s, ...patch } : s)) }),
      [...('points' in patch ? [`seats.${index}.points`, 'points'] : [`seats.${index}.account_id`, 'seats'])],
    );
  const time = (unix: number | null) => (unix === null ? null : dayjs.unix(unix));
  const fromPicker = (d: Dayjs | null) => (d ? d.startOf('minute').unix() : null);
  const latest = dayjs.unix(Math.min(season.end_time, dayjs().unix()));
  const outside = (d: Dayjs) => d.isBefore(dayjs.unix(season.start_time), 'day') || d.isAfter(latest, 'day');
  const seatOptions = draft.seats.map((s, i) => ({
    value: i,
    label: s.nickname ? t('offline.seatOf', { wind: seatName(t, i), nickname: s.nickname }) : seatName(t, i),
  }));

  const submit = async () => {
    setTried(true);
    if (local.length) return;
    setBusy(true);
    try {
      await onSubmit(tableOf(draft));
    } catch (err) {
      setRefused(refusalProblems(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" component="div" data-testid="offline-form">
      <Typography.Paragraph type="secondary">{t('offline.formHelp')}</Typography.Paragraph>
      <Flex gap={12} wrap>
        {(['start_time', 'end_time'] as const).map((field) => (
          <Form.Item
            key={field}
            label={t(field === 'start_time' ? 'offline.start' : 'offline.end')}
            validateStatus={status(field)}
            help={help(field)}
            style={{ flex: '1 1 200px', marginBottom: 12 }}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format={TIME_FORMAT}
              placeholder={TIME_FORMAT}
              style={{ width: '100%' }}
              aria-label={t(field === 'start_time' ? 'offline.start' : 'offline.end')}
              data-testid={`offline-${field}`}
              disabledDate={outside}
              value={time(field === 'start_time' ? draft.start : draft.end)}
              onChange={(d: Dayjs | null) =>
                update(
                  () => (field === 'start_time' ? { start: fromPicker(d) } : { end: fromPicker(d) }),
                  ['start_time', 'end_time'],
                )
              }
            />
          </Form.Item>
        ))}
      </Flex>
      <OfflineSeats
        uniqueId={uniqueId}
        seasonId={seasonId}
        seats={draft.seats}
        onSeat={setSeat}
        sum={{
          points: draft.seats.reduce((a, s) => a + (s.points ?? 0), 0),
          sticks: draft.riichi_sticks * rule.riichiStick,
          total: rule.initPoint * rule.seats,
        }}
        problemsAt={problemsAt}
      />
      <Flex gap={12} wrap style={{ marginTop: 12 }}>
        <Form.Item
          label={t('offline.sticks')}
          validateStatus={status('riichi_sticks')}
          help={help('riichi_sticks')}
          style={{ marginBottom: 12 }}
        >
          <InputNumber<number>
            aria-label={t('offline.sticks')}
            min={0}
            max={99}
            precision={0}
            value={draft.riichi_sticks}
            onChange={(v) =>
              update(
                () => ({ riichi_sticks: v ?? 0, ...(v ? {} : { sticks_to: -1 }) }),
                ['riichi_sticks', 'points', 'sticks_to'],
              )
            }
          />
        </Form.Item>
        <Form.Item
          label={t('offline.sticksTo')}
          validateStatus={status('sticks_to')}
          help={help('sticks_to')}
          style={{ flex: '1 1 200px', marginBottom: 12 }}
        >
          <Select<number>
            aria-label={t('offline.sticksTo')}
            disabled={draft.riichi_sticks === 0}
            value={draft.sticks_to}
            options={[{ value: -1, label: t('offline.nobody') }, ...seatOptions]}
            onChange={(v) => update(() => ({ sticks_to: v }), ['sticks_to'])}
          />
        </Form.Item>
      </Flex>
      <OfflinePenalties
        rows={draft.penalties}
        seatOptions={seatOptions}
        onChange={(penalties) => update(() => ({ penalties }), ['penalties'])}
        nextKey={() => nextKey.current++}
        problemsAt={problemsAt}
      />
      <OfflineYakuman
        rows={draft.yakuman}
        seatOptions={seatOptions}
        onChange={(yakuman) => update(() => ({ yakuman }), ['yakuman'])}
        nextKey={() => nextKey.current++}
        problemsAt={problemsAt}
      />
      <Form.Item label={t('offline.remark')} validateStatus={status('remark')} help={help('remark')}>
        <Input
          aria-label={t('offline.remark')}
          value={draft.remark}
          count={countConfig(REMARK_MAX)}
          onChange={(e) => update(() => ({ remark: e.target.value }), ['remark'])}
        />
      </Form.Item>
      {shown.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('offline.problemsTitle', { count: shown.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {shown.map((p) => (
                <li key={`${p.field}/${p.text}`}>
                  {fieldLabel(t, p.field)
                    ? t('offline.problemAt', { place: fieldLabel(t, p.field), text: p.text })
                    : p.text}
                </li>
              ))}
            </ul>
          }
          data-testid="offline-problems"
        />
      )}
      <Flex justify="flex-end" gap={8}>
        {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
        <Button type="primary" loading={busy} onClick={submit} data-testid="offline-submit">
          {submitText ?? t('common.save')}
        </Button>
      </Flex>
    </Form>
  );
}
