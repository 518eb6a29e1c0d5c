import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { type AccountBrief, encodeAccountId, PlayerState, type SeasonPlayer } from '@taikai/shared';
import { App, Button, Dropdown, Flex, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownByTransport } from '../../api/client';
import { useAddPlayers, useBlacklist, usePlayers, useRefreshNickname, useRemovePlayers } from '../../api/roster';
import PlayerSearchDialog from '../../components/PlayerSearchDialog';
import { useSeasonContext } from '../season/SeasonContext';
import ExportRosterButton from './ExportRosterButton';
import { showFailed } from './failedEntries';
import ImportPlayersDialog from './ImportPlayersDialog';
import PlayerRemarkCell from './PlayerRemarkCell';
import PlayerSearchBar from './PlayerSearchBar';

/** The season roster (user): search, add, import, delete, nickname refresh, remark, CSV export. */
export default function RosterPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { uniqueId, seasonId, ended } = useSeasonContext();
  const adding = useAddPlayers(uniqueId, seasonId);
  const removing = useRemovePlayers(uniqueId, seasonId);
  const renaming = useRefreshNickname(uniqueId, seasonId);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState({ current: 1, size: 20 });
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<'search' | 'import' | null>(null);
  const params = {
    state: PlayerState.Joined,
    search,
    offset: (page.current - 1) * page.size,
    limit: page.size,
  } as const;
  const players = usePlayers(uniqueId, seasonId, params);
  // The season blacklist, read while the add dialog is open, so blacklisted accounts are marked before Add.
  const blacklist = useBlacklist(uniqueId, seasonId, '', dialog === 'search');
  const blacklisted = useMemo(() => new Set((blacklist.data?.list ?? []).map((b) => b.account_id)), [blacklist.data]);
  const total = players.data?.total ?? 0;

  const add = (accounts: AccountBrief[]) =>
    adding.mutateAsync(accounts.map((a) => a.account_id)).then((reply) => {
      if (!showFailed(modal, t, 'roster.addFailedTitle', reply.failed, reply.success.length))
        message.success(t('roster.addSuccess', { count: reply.success.length }));
      setDialog(null);
    }, shownByTransport);

  /** `name`: the player's nickname when one row's Delete asks, so the question names them. */
  const remove = (ids: number[], name?: string) =>
    modal.confirm({
      title: t('roster.deleteTitle'),
      content:
        ids.length === 1 && name
          ? t('roster.deleteConfirmNamed', { name })
          : t('roster.deleteConfirm', { count: ids.length }),
      okButtonProps: { danger: true },
      onOk: () =>
        removing.mutateAsync(ids).then((reply) => {
          if (!showFailed(modal, t, 'roster.deleteFailedTitle', reply.failed, reply.success.length))
            message.success(t('roster.deleteSuccess', { count: ids.length }));
          setSelected((s) => s.filter((id) => !ids.includes(id)));
        }, shownByTransport),
    });

  const renick = (p: SeasonPlayer) =>
    renaming.mutate(p.account_id, {
      onSuccess: (reply) => void message.success(t('roster.nicknameUpdated', { nickname: reply.nickname })),
    });

  const columns: ColumnsType<SeasonPlayer> = [
    { title: t('roster.nickname'), dataIndex: 'nickname', ellipsis: true },
    { title: t('roster.accountId'), dataIndex: 'account_id', width: 140, render: (id: number) => encodeAccountId(id) },
    {
      title: t('roster.remark'),
      key: 'remark',
      width: 300,
      render: (_, p) => (
        <PlayerRemarkCell
          uniqueId={uniqueId}
          seasonId={seasonId}
          accountId={p.account_id}
          remark={p.remark}
          disabled={ended}
        />
      ),
    },
    {
      title: t('roster.operate'),
      key: 'operate',
      // no fixed width: the column takes what its two links need in every language ("Refresh nickname" is long)
      render: (_, p) => (
        <Space size={4} style={{ whiteSpace: 'nowrap' }}>
          <Button type="link" size="small" disabled={ended} onClick={() => renick(p)}>
            {t('roster.changeNickname')}
          </Button>
          <Button type="link" size="small" danger disabled={ended} onClick={() => remove([p.account_id], p.nickname)}>
            {t('roster.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PlayerSearchBar
          onSearch={(s) => {
            setSearch(s);
            setPage((p) => ({ ...p, current: 1 }));
          }}
        />
        <Space wrap>
          <Typography.Text type="secondary">
            {t('roster.selectedOfTotal', { selected: selected.length, total })}
          </Typography.Text>
          <Dropdown
            disabled={ended}
            trigger={['click']}
            menu={{
              items: [
                { key: 'search', label: t('roster.addBySearch') },
                { key: 'import', label: t('roster.addByImport') },
              ],
              onClick: ({ key }) => setDialog(key as 'search' | 'import'),
            }}
          >
            <Button type="primary" icon={<PlusOutlined />} disabled={ended}>
              {t('roster.add')} <DownOutlined />
            </Button>
          </Dropdown>
          <Button danger disabled={ended || selected.length === 0} onClick={() => remove(selected)}>
            {t('roster.deleteSelected', { count: selected.length })}
          </Button>
          <ExportRosterButton />
        </Space>
      </Flex>
      <Table<SeasonPlayer>
        rowKey="account_id"
        columns={columns}
        dataSource={players.data?.list ?? []}
        loading={players.isFetching}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys as number[]),
          getCheckboxProps: () => ({ disabled: ended }),
        }}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total,
          showSizeChanger: true,
          showTotal: (n) => t('roster.total', { count: n }),
          onChange: (current, size) => setPage({ current, size }),
        }}
        locale={{ emptyText: t('roster.emptyRoster') }}
      />
      <PlayerSearchDialog
        open={dialog === 'search'}
        flagged={{ ids: blacklisted, label: t('roster.blacklistedTag') }}
        title={t('roster.addBySearch')}
        okText={t('roster.addConfirm')}
        onCancel={() => setDialog(null)}
        onConfirm={add}
      />
      <ImportPlayersDialog
        open={dialog === 'import'}
        onClose={() => setDialog(null)}
        onImported={() => setDialog(null)}
      />
    </Flex>
  );
}
