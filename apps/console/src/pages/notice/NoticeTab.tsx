import { ReloadOutlined } from '@ant-design/icons';
import { type ContestDetail, LIMITS } from '@taikai/shared';
import { Alert, App, Button, Card, Flex, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { useContestDetail } from '../../api/contestDetail';
import { useUpdateNotices } from '../../api/notice';
import { FormActions } from '../../components/FormActions';
import NoticeField from './NoticeField';
import { listOf, type NoticeLang, type NoticeTexts, overLimit, sameTexts, textsOf } from './noticeModel';

interface Values {
  publicTexts: NoticeTexts;
  privateTexts: NoticeTexts;
}

const valuesOf = (d: ContestDetail): Values => ({
  publicTexts: textsOf(d.public_notice, d.i18n_switch),
  privateTexts: textsOf(d.private_notice, d.i18n_switch),
});

/**
 * The contest's announcement tab (spec part 2 section 2 "Notice page"): the public notice (≤ 500 characters, shown
 * to everyone) and the private notice (≤ 3000, shown to joined players); one box each, or five language tabs each
 * when the contest's multi-language switch is on. Update sends both lists to their calls.
 */
export default function NoticeTab({ detail }: { detail: ContestDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const query = useContestDetail(detail.unique_id);
  const update = useUpdateNotices(detail.unique_id);
  const i18n = detail.i18n_switch;

  const baseline = useMemo(() => valuesOf(detail), [detail]);
  const [values, setValues] = useState<Values>(baseline);
  useEffect(() => setValues(baseline), [baseline]);

  const changed =
    !sameTexts(values.publicTexts, baseline.publicTexts, i18n) ||
    !sameTexts(values.privateTexts, baseline.privateTexts, i18n);
  const tooLong =
    overLimit(values.publicTexts, i18n, LIMITS.publicNoticeMax).length > 0 ||
    overLimit(values.privateTexts, i18n, LIMITS.privateNoticeMax).length > 0;

  const edit = (which: keyof Values) => (lang: NoticeLang, value: string) =>
    setValues((v) => ({ ...v, [which]: { ...v[which], [lang]: value } }));

  const refresh = async () => {
    const result = await query.refetch();
    if (result.data) setValues(valuesOf(result.data));
    else if (result.error) message.error(errorText(result.error));
  };

  const submit = () =>
    update.mutate(
      { publicNotice: listOf(values.publicTexts, i18n), privateNotice: listOf(values.privateTexts, i18n) },
      {
        onSuccess: (reply) =>
          reply.held || detail.check_state === 1
            ? message.info(t('notice.updatedHeld'))
            : message.success(t('notice.updated')),
      },
    );

  return (
    <Flex vertical gap={16} data-testid="notice-tab">
      {detail.check_state === 1 && <Alert type="info" showIcon title={t('notice.reviewHint')} />}
      <Card title={t('notice.public')} extra={i18n === 1 && <Tag color="blue">{t('notice.multiLangOn')}</Tag>}>
        <Typography.Paragraph type="secondary">
          {t('notice.publicHint', { max: LIMITS.publicNoticeMax })}
        </Typography.Paragraph>
        <NoticeField
          labelKey="notice.public"
          i18n={i18n}
          max={LIMITS.publicNoticeMax}
          texts={values.publicTexts}
          onChange={edit('publicTexts')}
        />
      </Card>
      <Card title={t('notice.private')} extra={i18n === 1 && <Tag color="blue">{t('notice.multiLangOn')}</Tag>}>
        <Typography.Paragraph type="secondary">
          {t('notice.privateHint', { max: LIMITS.privateNoticeMax })}
        </Typography.Paragraph>
        <NoticeField
          labelKey="notice.private"
          i18n={i18n}
          max={LIMITS.privateNoticeMax}
          texts={values.privateTexts}
          onChange={edit('privateTexts')}
        />
      </Card>
      <FormActions>
        <Button icon={<ReloadOutlined />} loading={query.isFetching && !update.isPending} onClick={refresh}>
          {t('notice.refresh')}
        </Button>
        <Button type="primary" disabled={!changed || tooLong} loading={update.isPending} onClick={submit}>
          {t('notice.update')}
        </Button>
      </FormActions>
    </Flex>
  );
}
