import { ReloadOutlined } from '@ant-design/icons';
import type { ContestDetail } from '@taikai/shared';
import { App, Button, Card, Checkbox, Descriptions, Form, Space, Switch, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { useRefreshContestDetail, useUpdateContestBase } from '../../api/contestDetail';
import { FormActions } from '../../components/FormActions';
import {
  INFO_SECTION_ID,
  type InfoValues,
  nameErrors,
  reviewLabel,
  sameSetting,
  settingOf,
  valuesFromDetail,
  withI18n,
  ZONES,
  type ZoneId,
} from './infoModel';
import NameFields from './NameFields';

const TIME = 'YYYY-MM-DD HH:mm:ss';

/** Contest info: names, multi-language, show-in-list, display and banned zones (spec part 1 sections 2, 5). */
export default function ContestInfoForm({ detail }: { detail: ContestDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reload = useRefreshContestDetail(detail.unique_id);
  const update = useUpdateContestBase(detail.unique_id);

  const baseline = useMemo(() => valuesFromDetail(detail), [detail]);
  const [values, setValues] = useState<InfoValues>(baseline);
  // A newer detail from the server (after an update or a refresh) replaces the form.
  useEffect(() => setValues(baseline), [baseline]);

  const errors = nameErrors(values);
  const hasError = Object.keys(errors).length > 0;
  const changed = !sameSetting(settingOf(values), settingOf(baseline));
  const review = reviewLabel(detail);
  const zoneOptions = ZONES.map((zone) => ({ value: zone, label: t(`contest.zones.${zone}`) }));

  const refresh = () =>
    reload.refresh().then(
      (fresh) => setValues(valuesFromDetail(fresh)),
      (err) => message.error(errorText(err)),
    );
  const submit = () =>
    update.mutate(settingOf(values), {
      onSuccess: (reply) =>
        reply.held ? message.info(t('contest.info.updatedHeld')) : message.success(t('contest.info.updated')),
    });

  return (
    <Card
      id={INFO_SECTION_ID}
      title={
        <Space>
          {t('contest.info.title')}
          {review === 'checking' && <Tag color="processing">{t('contest.info.checking')}</Tag>}
          {review === 'checkingFailed' && <Tag color="error">{t('contest.info.checkingFailed')}</Tag>}
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={2}
        style={{ marginBottom: 24 }}
        items={[
          { key: 'id', label: t('contest.info.contestId'), children: detail.contest_id },
          {
            key: 'created',
            label: t('contest.info.createTime'),
            children: dayjs.unix(detail.create_time).format(TIME),
          },
          { key: 'start', label: t('contest.info.startTime'), children: dayjs.unix(detail.start_time).format(TIME) },
          { key: 'end', label: t('contest.info.finishTime'), children: dayjs.unix(detail.finish_time).format(TIME) },
        ]}
      />
      <Form layout="horizontal" labelCol={{ flex: '180px' }} labelWrap colon={false}>
        <Form.Item label={t('contest.info.multiLang')} extra={t('contest.info.multiLangHint')}>
          <Switch
            aria-label={t('contest.info.multiLang')}
            checked={values.i18n === 1}
            onChange={(on) => setValues((v) => withI18n(v, on ? 1 : 0))}
          />
        </Form.Item>
        <Form.Item label={t('contest.info.name')} required>
          <NameFields
            i18n={values.i18n}
            names={values.names}
            errors={errors}
            onChange={(lang, value) => setValues((v) => ({ ...v, names: { ...v.names, [lang]: value } }))}
            onMasked={() => message.warning(t('contest.info.masked'))}
          />
        </Form.Item>
        <Form.Item label={t('contest.info.openShow')} extra={t('contest.info.openShowHint')}>
          <Switch
            aria-label={t('contest.info.openShow')}
            checked={values.openShow === 1}
            onChange={(on) => setValues((v) => ({ ...v, openShow: on ? 1 : 0 }))}
          />
        </Form.Item>
        <Form.Item label={t('contest.info.observer')} extra={t('contest.info.observerHint')}>
          <Switch
            aria-label={t('contest.info.observer')}
            checked={values.observer === 1}
            onChange={(on) => setValues((v) => ({ ...v, observer: on ? 1 : 0 }))}
          />
        </Form.Item>
        <Form.Item label={t('contest.info.showZones')} extra={t('contest.info.showZonesHint')}>
          <Checkbox.Group
            options={zoneOptions}
            value={values.showZones}
            onChange={(zones) => setValues((v) => ({ ...v, showZones: zones as ZoneId[] }))}
          />
        </Form.Item>
        <Form.Item label={t('contest.info.bannedZones')} extra={t('contest.info.bannedZonesHint')}>
          <Checkbox.Group
            options={zoneOptions}
            value={values.bannedZones}
            onChange={(zones) => setValues((v) => ({ ...v, bannedZones: zones as ZoneId[] }))}
          />
        </Form.Item>
        <Form.Item label=" ">
          <FormActions>
            <Button icon={<ReloadOutlined />} loading={reload.fetching && !update.isPending} onClick={refresh}>
              {t('contest.info.refresh')}
            </Button>
            <Button type="primary" disabled={!changed || hasError} loading={update.isPending} onClick={submit}>
              {t('contest.info.update')}
            </Button>
          </FormActions>
        </Form.Item>
      </Form>
    </Card>
  );
}
