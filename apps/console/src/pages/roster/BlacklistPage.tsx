import { PlusOutlined } from '@ant-design/icons';
import { type AccountBrief, encodeAccountId } from '@taikai/shared';
import { Alert, App, Button, Flex, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownByTransport } from '../../api/client';
import { type BlacklistEntry, useBlacklist, useSetBlacklist } from '../../api/roster';
import PlayerSearchDialog from '../../components/PlayerSearchDialog';
import { useSeasonContext } from '../season/SeasonContext';
import { formatTime } from '../season/seasonDisplay';
import { showFailed } from './failedEntries';
import PlayerSearchBar from './PlayerSearchBar';

/** Season blacklist: blacklisted players cannot sign up or be added. Search, add, remove one or many. */
export default function BlacklistPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { uniqueId, seasonId, ended } = useSeasonContext();
  const changing = useSetBlacklist(uniqueId, seasonId);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const list = useBlacklist(uniqueId, seasonId, search);
  const entries = list.data?.list ?? [];

  const add = (accounts: AccountBrief[]) =>
    changing.mutateAsync({ add: accounts }).then((reply) => {
      if (!showFailed(modal, t, 'roster.blacklistAddFailedTitle', reply.failed, reply.success.length))
        message.success(t('roster.blacklistAddSuccess', { count: reply.success.length }));
      setAdding(false);
    }, shownByTransport);

  const remove = (ids: number[]) =>
    modal.confirm({
      title: t('roster.blacklistRemoveTitle'),
      content: t('roster.blacklistRemoveConfirm', { count: ids.length }),
      okButtonProps: { danger: true },
      onOk: () =>
        changing.mutateAsync({ remove: ids }).then((reply) => {
          if (!showFailed(modal, t, 'roster.blacklistRemoveFailedTitle', reply.failed, reply.success.length))
            message.success(t('roster.blacklistRemoveSuccess', { count: reply.success.length }));
          setSelected((s) => s.filter((id) => !ids.includes(id)));
        }, shownByTransport),
    });

  const columns: ColumnsType<BlacklistEntry> = [
    { title: t('roster.nickname'), dataIndex: 'nickname', ellipsis: true },
    { title: t('roster.accountId'), dataIndex: 'account_id', width: 160, render: (id: number) => encodeAccountId(id) },
    { title: t('roster.blacklistTime'), dataIndex: 'create_time', width: 200, render: formatTime },
    {
      title: t('roster.operate'),
      key: 'operate',
      width: 120,
      render: (_, e) => (
        <Button type="link" size="small" danger disabled={ended} onClick={() => remove([e.account_id])}>
          {t('roster.blacklistRemove')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={t('roster.blacklistHint')} />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PlayerSearchBar onSearch={setSearch} />
        <Space>
          <Typography.Text type="secondary">
            {t('roster.selectedOfTotal', { selected: selected.length, total: entries.length })}
          </Typography.Text>
          <Button type="primary" icon={<PlusOutlined />} disabled={ended} onClick={() => setAdding(true)}>
            {t('roster.blacklistAdd')}
          </Button>
          <Button danger disabled={ended || selected.length === 0} onClick={() => remove(selected)}>
            {t('roster.blacklistRemoveSelected', { count: selected.length })}
          </Button>
        </Space>
      </Flex>
      <Table<BlacklistEntry>
        rowKey="account_id"
        columns={columns}
        dataSource={entries}
        loading={list.isFetching}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as number[]),
          getCheckboxProps: () => ({ disabled: ended }),
        }}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (n) => t('roster.total', { count: n }) }}
        locale={{ emptyText: t('roster.blacklistEmpty') }}
      />
      <PlayerSearchDialog
        open={adding}
        title={t('roster.blacklistAdd')}
        okText={t('roster.blacklistAddConfirm')}
        onCancel={() => setAdding(false)}
        onConfirm={add}
      />
    </Flex>
  );
}
