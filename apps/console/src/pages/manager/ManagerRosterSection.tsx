import { PlusOutlined } from '@ant-design/icons';
import { type AccountBrief, type ContestDetail, LIMITS } from '@taikai/shared';
import { App, Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { useAddContestAdmins, useRemoveContestAdmins } from '../../api/manager';
import AccountCardGrid from '../../components/AccountCardGrid';
import PlayerSearchDialog from '../../components/PlayerSearchDialog';
import { showFailed } from '../roster/failedEntries';
import { SECTION_IDS } from './sections';

/**
 * The contest's managers (creator only, spec part 2 section 6): cards of nickname + encoded id, add through the
 * player search dialog, delete selected or all in manager mode. At most 20 managers.
 */
export default function ManagerRosterSection({ detail }: { detail: ContestDetail }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const addingAdmins = useAddContestAdmins(detail.unique_id);
  const removingAdmins = useRemoveContestAdmins(detail.unique_id);
  const [adding, setAdding] = useState(false);
  const admins = detail.admin_list;
  const max = LIMITS.maxAdmins;

  const add = (accounts: AccountBrief[]) =>
    addingAdmins.mutateAsync(accounts.map((a) => a.account_id)).then(
      (reply) => {
        if (!showFailed(modal, t, 'manager.roster.addFailedEntries', reply.failed))
          message.success(t('manager.roster.added', { count: reply.success.length }));
        setAdding(false);
      },
      (err: unknown) => void message.error(t('manager.roster.addFailed', { message: errorText(err) })),
    );

  const remove = (ids: number[]) =>
    removingAdmins.mutateAsync(ids).then(
      (reply) => {
        if (!showFailed(modal, t, 'manager.roster.removeFailedEntries', reply.failed))
          message.success(t('manager.roster.removed', { count: reply.success.length }));
      },
      (err: unknown) => void message.error(t('manager.roster.removeFailed', { message: errorText(err) })),
    );

  return (
    <Card id={SECTION_IDS.managers} title={t('manager.roster.title', { count: admins.length, max })}>
      <Typography.Paragraph type="secondary">{t('manager.roster.hint', { max })}</Typography.Paragraph>
      <AccountCardGrid
        accounts={admins}
        emptyText={t('manager.roster.empty')}
        onDelete={remove}
        extra={
          <Button icon={<PlusOutlined />} disabled={admins.length >= max} onClick={() => setAdding(true)}>
            {t('manager.roster.add')}
          </Button>
        }
      />
      <PlayerSearchDialog
        open={adding}
        title={t('manager.roster.add')}
        okText={t('manager.roster.addOk')}
        onCancel={() => setAdding(false)}
        onConfirm={add}
      />
    </Card>
  );
}
