import { PlusOutlined } from '@ant-design/icons';
import type { AccountBrief, ContestDetail } from '@taikai/shared';
import { App, Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { useObserverList, useSetObserverList } from '../../api/manager';
import AccountCardGrid from '../../components/AccountCardGrid';
import PlayerSearchDialog from '../../components/PlayerSearchDialog';
import { showFailed } from '../roster/failedEntries';
import { SECTION_IDS } from './sections';

/** The contest's observers (only while its observer switch is on): the same grid, add and delete as managers. */
export default function ObserverRosterSection({ detail }: { detail: ContestDetail }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const changing = useSetObserverList(detail.unique_id);
  const [adding, setAdding] = useState(false);
  const observers = useObserverList(detail.unique_id, true);
  const list = observers.data?.list ?? [];

  const change = (add: number[], remove: number[]) => {
    const isAdd = add.length > 0;
    return changing.mutateAsync({ add, remove }).then(
      (reply) => {
        const failedKey = isAdd ? 'manager.observers.addFailedEntries' : 'manager.observers.removeFailedEntries';
        if (!showFailed(modal, t, failedKey, reply.failed))
          message.success(
            t(isAdd ? 'manager.observers.added' : 'manager.observers.removed', { count: reply.success.length }),
          );
        if (isAdd) setAdding(false);
      },
      (err: unknown) => {
        const key = isAdd ? 'manager.observers.addFailed' : 'manager.observers.removeFailed';
        message.error(t(key, { message: errorText(err) }));
      },
    );
  };

  return (
    <Card id={SECTION_IDS.observers} title={t('manager.observers.title', { count: list.length })}>
      <Typography.Paragraph type="secondary">{t('manager.observers.hint')}</Typography.Paragraph>
      <AccountCardGrid
        accounts={list}
        loading={observers.isFetching}
        emptyText={t('manager.observers.empty')}
        onDelete={(ids) => change([], ids)}
        extra={
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('manager.observers.add')}
          </Button>
        }
      />
      <PlayerSearchDialog
        open={adding}
        title={t('manager.observers.add')}
        okText={t('manager.observers.addOk')}
        onCancel={() => setAdding(false)}
        onConfirm={(accounts: AccountBrief[]) =>
          change(
            accounts.map((a) => a.account_id),
            [],
          )
        }
      />
    </Card>
  );
}
