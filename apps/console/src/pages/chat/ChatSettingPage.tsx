import { PlusOutlined } from '@ant-design/icons';
import { type AccountBrief, ListType, type ListTypeValue } from '@taikai/shared';
import { Alert, App, Button, Card, Flex, Radio, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatLimit, useSetChatLimit } from '../../api/chat';
import { shownByTransport } from '../../api/client';
import AccountCardGrid from '../../components/AccountCardGrid';
import PlayerSearchDialog from '../../components/PlayerSearchDialog';
import { showFailed } from '../roster/failedEntries';
import { useSeasonContext } from '../season/SeasonContext';

const TYPE_HINT: Record<number, string> = {
  [ListType.None]: 'chat.hintNone',
  [ListType.Whitelist]: 'chat.hintWhitelist',
  [ListType.Blacklist]: 'chat.hintBlacklist',
};

const LIST_TITLE: Record<number, string> = {
  [ListType.None]: 'chat.listNone',
  [ListType.Whitelist]: 'chat.listWhitelist',
  [ListType.Blacklist]: 'chat.listBlacklist',
};

/** Chat limit of a season: no limit, whitelist or blacklist, and the players on that list. */
export default function ChatSettingPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { uniqueId, seasonId, ended } = useSeasonContext();
  const limit = useChatLimit(uniqueId, seasonId);
  const savedType = (limit.data?.type ?? ListType.None) as ListTypeValue;
  const list = limit.data?.list ?? [];
  const [type, setType] = useState<ListTypeValue>(savedType);
  const [adding, setAdding] = useState(false);
  const changing = useSetChatLimit(uniqueId, seasonId);
  useEffect(() => setType(savedType), [savedType]);

  const saveType = () =>
    changing.mutateAsync({ type }).then(() => void message.success(t('chat.updateSuccess')), shownByTransport);

  const update = () => {
    if (list.length === 0) return void saveType();
    modal.confirm({
      title: t('chat.changeTypeTitle'),
      content: t('chat.changeTypeConfirm', { count: list.length }),
      onOk: saveType,
    });
  };

  const change = (add: number[], remove: number[]) =>
    changing.mutateAsync({ type: savedType, add, remove }).then((reply) => {
      if (!showFailed(modal, t, 'chat.changeFailedTitle', reply.failed, reply.success.length))
        message.success(t(add.length ? 'chat.addSuccess' : 'chat.deleteSuccess', { count: reply.success.length }));
      setAdding(false);
    }, shownByTransport);

  const canAdd = !ended && savedType !== ListType.None && type === savedType;

  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('chat.typeTitle')}>
        <Flex align="center" gap={16} wrap>
          <Radio.Group
            value={type}
            disabled={ended}
            onChange={(e) => setType(e.target.value)}
            options={[
              { value: ListType.None, label: t('chat.typeNone') },
              { value: ListType.Whitelist, label: t('chat.typeWhitelist') },
              { value: ListType.Blacklist, label: t('chat.typeBlacklist') },
            ]}
          />
          <Button type="primary" disabled={ended || type === savedType} loading={changing.isPending} onClick={update}>
            {t('chat.update')}
          </Button>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
          {t(TYPE_HINT[type] ?? 'chat.hintNone')}
        </Typography.Paragraph>
      </Card>
      {savedType === ListType.None && !ended && <Alert type="info" showIcon title={t('chat.chooseTypeFirst')} />}
      <Card size="small" title={t(LIST_TITLE[savedType] ?? 'chat.listNone', { count: list.length })}>
        <AccountCardGrid
          accounts={list}
          loading={limit.isFetching}
          disabled={ended || savedType === ListType.None}
          emptyText={t('chat.empty')}
          onDelete={(ids) => change([], ids)}
          extra={
            <Button icon={<PlusOutlined />} disabled={!canAdd} onClick={() => setAdding(true)}>
              {t('chat.add')}
            </Button>
          }
        />
      </Card>
      <PlayerSearchDialog
        open={adding}
        title={t('chat.add')}
        okText={t('chat.addConfirm')}
        onCancel={() => setAdding(false)}
        onConfirm={(accounts: AccountBrief[]) =>
          change(
            accounts.map((a) => a.account_id),
            [],
          )
        }
      />
    </Flex>
  );
}
