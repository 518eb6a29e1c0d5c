import { Checkbox, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Reject sign-ups, optionally adding the players to the season blacklist as well. */
export default function RejectDialog({
  count,
  name,
  onCancel,
  onConfirm,
}: {
  /** how many sign-ups are rejected; 0 = closed */
  count: number;
  /** the player's nickname when one sign-up is rejected from its row, so the question names them */
  name?: string;
  onCancel: () => void;
  onConfirm: (blacklist: boolean) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [blacklist, setBlacklist] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (count > 0) setBlacklist(false);
  }, [count]);

  return (
    <Modal
      open={count > 0}
      title={t('roster.rejectTitle')}
      okText={t('roster.reject')}
      okButtonProps={{ danger: true }}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={async () => {
        setBusy(true);
        try {
          await onConfirm(blacklist);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Typography.Paragraph>
        {count === 1 && name ? t('roster.rejectConfirmNamed', { name }) : t('roster.rejectConfirm', { count })}
      </Typography.Paragraph>
      <Checkbox checked={blacklist} onChange={(e) => setBlacklist(e.target.checked)}>
        {t('roster.rejectAndBlacklist')}
      </Checkbox>
    </Modal>
  );
}
