import { DeleteOutlined } from '@ant-design/icons';
import type { ContestDetail } from '@taikai/shared';
import { App, Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/client';
import { useDeleteContest } from '../../api/contestDetail';

/** Creator only: deleting needs the contest ID typed in (spec part 1 section 5). */
export default function DeleteContestButton({ detail, name }: { detail: ContestDetail; name: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteContest(detail.unique_id);
  const matches = typed.trim() === String(detail.contest_id);

  const close = () => {
    setOpen(false);
    setTyped('');
  };
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        message.success(t('contest.delete.success'));
        close();
        navigate('/', { replace: true });
      },
      onError: (err) => message.error(t('contest.delete.failed', { reason: errorText(err) })),
    });

  return (
    <>
      <Button danger icon={<DeleteOutlined />} onClick={() => setOpen(true)}>
        {t('contest.delete.button')}
      </Button>
      <Modal
        open={open}
        title={t('contest.delete.title')}
        onCancel={close}
        onOk={confirm}
        okText={t('contest.delete.confirm')}
        cancelText={t('contest.cancel')}
        okButtonProps={{ danger: true, disabled: !matches, loading: remove.isPending }}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('contest.delete.warning', { name })}</Typography.Paragraph>
        <Typography.Paragraph>
          {t('contest.delete.typeId')} <Typography.Text code>{detail.contest_id}</Typography.Text>
        </Typography.Paragraph>
        <Input
          autoFocus
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onPressEnter={() => matches && !remove.isPending && confirm()}
          placeholder={String(detail.contest_id)}
          aria-label={t('contest.delete.typeId')}
        />
      </Modal>
    </>
  );
}
