import { ReloadOutlined } from '@ant-design/icons';
import { type ContestDetail, LIMITS } from '@taikai/shared';
import { App, Button, Card, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { useContestDetail, useUpdateContestBase } from '../../api/contestDetail';
import { FormActions } from '../../components/FormActions';
import { charCount, countConfig } from '../../components/textCount';
import { SECTION_IDS } from './sections';

/** The manager notice (≤ 2000 characters), seen by the contest's managers; saved with update_contest_base. */
export default function ManagerNoticeSection({ detail }: { detail: ContestDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const query = useContestDetail(detail.unique_id);
  const update = useUpdateContestBase(detail.unique_id);
  const saved = detail.manager_notice ?? '';
  const [text, setText] = useState(saved);
  useEffect(() => setText(saved), [saved]);

  const max = LIMITS.managerNoticeMax;
  const over = charCount(text) > max;

  const refresh = async () => {
    const result = await query.refetch();
    if (result.data) setText(result.data.manager_notice ?? '');
    else if (result.error) message.error(errorText(result.error));
  };
  const submit = () =>
    update.mutate(
      { manager_notice: text },
      {
        onSuccess: (reply) =>
          reply.held || detail.check_state === 1
            ? message.info(t('manager.notice.updatedHeld'))
            : message.success(t('manager.notice.updated')),
      },
    );

  return (
    <Card id={SECTION_IDS.notice} title={t('manager.notice.title')}>
      <Typography.Paragraph type="secondary">{t('manager.notice.hint')}</Typography.Paragraph>
      <Input.TextArea
        aria-label={t('manager.notice.title')}
        rows={8}
        value={text}
        count={countConfig(max)}
        status={over ? 'error' : undefined}
        placeholder={t('manager.notice.placeholder', { max })}
        onChange={(e) => setText(e.target.value)}
      />
      {over && (
        <Typography.Text type="danger" style={{ display: 'block', marginTop: 20 }}>
          {t('manager.notice.tooLong', { max })}
        </Typography.Text>
      )}
      <FormActions style={{ marginTop: 32 }}>
        <Button icon={<ReloadOutlined />} loading={query.isFetching && !update.isPending} onClick={refresh}>
          {t('manager.refresh')}
        </Button>
        <Button type="primary" disabled={text === saved || over} loading={update.isPending} onClick={submit}>
          {t('manager.update')}
        </Button>
      </FormActions>
    </Card>
  );
}
