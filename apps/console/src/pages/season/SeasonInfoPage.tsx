import { ReloadOutlined } from '@ant-design/icons';
import { ErrorCode, errorMessage, SeasonState, SignupType } from '@taikai/shared';
import { Alert, App, Button, Descriptions, Flex, Form, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerTime } from '../../api/account';
import { ApiError } from '../../api/client';
import { useEndSeason, useUpdateSeason } from '../../api/season';
import { FormActions } from '../../components/FormActions';
import { messageLang } from '../../i18n';
import { failText } from './failText';
import { useRefreshSeasons, useSeasonContext } from './SeasonContext';
import SeasonInfoForm from './SeasonInfoForm';
import { formatTime, STATE_COLOR, stateLabel } from './seasonDisplay';
import { formFromSeason, isFormChanged, settingFromForm, validateSeasonForm } from './seasonForm';

/** Season info (spec part 1 section 5 "Season info"): edit the season's settings, end it. */
export default function SeasonInfoPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { uniqueId, seasonId, season, contest, ended } = useSeasonContext();
  const refresh = useRefreshSeasons(uniqueId);
  const now = useServerTime();
  const original = useMemo(() => formFromSeason(season), [season]);
  const [values, setValues] = useState(original);
  const updating = useUpdateSeason(uniqueId);
  const ending = useEndSeason(uniqueId);
  useEffect(() => setValues(original), [original]);

  const pending = season.state === SeasonState.Pending;
  const minStart = Math.max(now, contest.create_time);
  const errors = validateSeasonForm(values, { minStart, original, state: season.state });
  const changed = isFormChanged(values, original);
  const canUpdate = changed && Object.keys(errors).length === 0 && !ended;

  const doUpdate = () =>
    updating.mutateAsync({ seasonId, setting: settingFromForm(values, pending) }).then(
      () => void message.success(t('season.updateSuccess')),
      (err: unknown) => void message.error(failText(t, 'season.updateBasicFailed', err)),
    );

  const update = () => {
    // Ask only when some sign-ups are waiting: leaving "check" would delete them, and updating with them pending
    // asks first (spec part 1 section 4); with none waiting there is nothing to confirm.
    const leavingCheck = original.signup_type === SignupType.Check && values.signup_type !== SignupType.Check;
    if (season.pending_count > 0) {
      modal.confirm({
        title: t('season.updateConfirmTitle'),
        content: leavingCheck
          ? t('season.confirmLeaveCheck', { count: season.pending_count })
          : t('season.confirmPending', { count: season.pending_count }),
        onOk: doUpdate,
      });
    } else void doUpdate();
  };

  // A running season ends "now" in one guided step: the dialog says its end time moves to now, one call does both.
  const running = season.state === SeasonState.Running;
  const end = () =>
    modal.confirm({
      title: running ? t('season.endNowTitle') : t('season.endConfirmTitle'),
      content: (
        <Flex vertical gap={8}>
          {running && (
            <span data-testid="end-now-explain">
              {t('season.endNowExplain', { end: formatTime(season.end_time), now: formatTime(now) })}
            </span>
          )}
          <span>{t('season.endConfirm', { id: seasonId })}</span>
        </Flex>
      ),
      okButtonProps: { danger: true },
      okText: running ? t('season.endNow') : t('season.end'),
      onOk: () =>
        ending.mutateAsync({ seasonId, endNow: running }).then(
          () => void message.success(t('season.endSuccess')),
          (err: unknown) =>
            void message.error(
              err instanceof ApiError && err.code === ErrorCode.SEASON_NOT_ENDED
                ? err.serverMessage || errorMessage(ErrorCode.SEASON_NOT_ENDED, messageLang())
                : failText(t, 'season.endFailed', err),
            ),
        ),
    });

  return (
    <Flex vertical gap={16}>
      {ended && <Alert type="info" showIcon title={t('season.endedNotice')} />}
      <Descriptions
        size="small"
        column={4}
        items={[
          {
            key: 'state',
            label: t('season.state'),
            children: <Tag color={STATE_COLOR[season.state]}>{stateLabel(t, season.state)}</Tag>,
          },
          { key: 'players', label: t('season.playerCount'), children: season.player_count },
          { key: 'pending', label: t('season.pendingCount'), children: season.pending_count },
          { key: 'created', label: t('season.createTime'), children: formatTime(season.create_time) },
        ]}
      />
      <Form layout="horizontal" labelCol={{ flex: '160px' }} labelWrap style={{ maxWidth: 760 }}>
        <SeasonInfoForm
          values={values}
          errors={errors}
          onChange={setValues}
          startEditable={pending}
          endEditable={season.state !== SeasonState.Finished}
          disabled={ended}
        />
        <Form.Item label=" " colon={false}>
          <FormActions>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => {
                setValues(original);
                void refresh();
              }}
            >
              {t('season.refresh')}
            </Button>
            <Button type="primary" disabled={!canUpdate} loading={updating.isPending} onClick={update}>
              {t('season.update')}
            </Button>
            {/* A season that has not started cannot be ended; a running one ends now (one call). */}
            <Button danger disabled={ended || pending} onClick={end}>
              {running ? t('season.endNow') : t('season.end')}
            </Button>
            {pending && !ended && <Typography.Text type="secondary">{t('season.endPendingHint')}</Typography.Text>}
          </FormActions>
        </Form.Item>
      </Form>
    </Flex>
  );
}
