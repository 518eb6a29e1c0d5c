import { encodeAccountId, PlayerState, type SeasonPlayer } from '@taikai/shared';
import { App, Button, Flex, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownByTransport } from '../../api/client';
import { type CheckEntry, useCheckPlayers, usePlayers } from '../../api/roster';
import { useSeasonContext } from '../season/SeasonContext';
import { formatTime } from '../season/seasonDisplay';
import { showFailed } from './failedEntries';
import PlayerRemarkCell from './PlayerRemarkCell';
import PlayerSearchBar from './PlayerSearchBar';
import RejectDialog from './RejectDialog';

/** Check lists show 10 a page (spec part 1 section 9). */
const PAGE_SIZE = 10;

/** Sign-up review (join): pass or reject players waiting for review, one by one or selected together. */
export default function SignupReviewPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { uniqueId, seasonId, ended } = useSeasonContext();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [rejecting, setRejecting] = useState<number[]>([]);
  const checking = useCheckPlayers(uniqueId, seasonId);
  const busy = checking.isPending;
  const params = { state: PlayerState.Pending, search, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE } as const;
  const players = usePlayers(uniqueId, seasonId, params);
  const total = players.data?.total ?? 0;

  const check = (ids: number[], result: CheckEntry['result'], blacklist = false) =>
    checking.mutateAsync(ids.map((account_id) => ({ account_id, result, blacklist }))).then((reply) => {
      if (!showFailed(modal, t, 'roster.checkFailedTitle', reply.failed, reply.success.length))
        message.success(
          t(result === 1 ? 'roster.passSuccess' : 'roster.rejectSuccess', { count: reply.success.length }),
        );
      setSelected((s) => s.filter((id) => !ids.includes(id)));
      setRejecting([]);
    }, shownByTransport);

  const passSelected = () =>
    modal.confirm({
      title: t('roster.passTitle'),
      content: t('roster.passConfirm', { count: selected.length }),
      onOk: () => check(selected, 1),
    });

  const columns: ColumnsType<SeasonPlayer> = [
    { title: t('roster.nickname'), dataIndex: 'nickname', ellipsis: true },
    { title: t('roster.accountId'), dataIndex: 'account_id', width: 130, render: (id: number) => encodeAccountId(id) },
    { title: t('roster.signupTime'), dataIndex: 'create_time', width: 180, render: formatTime },
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
      width: 160,
      render: (_, p) => (
        <Space size={4}>
          <Button type="link" size="small" disabled={ended || busy} onClick={() => check([p.account_id], 1)}>
            {t('roster.pass')}
          </Button>
          <Button type="link" size="small" danger disabled={ended || busy} onClick={() => setRejecting([p.account_id])}>
            {t('roster.reject')}
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
            setPage(1);
          }}
        />
        <Space>
          <Typography.Text type="secondary">
            {t('roster.selectedOfTotal', { selected: selected.length, total })}
          </Typography.Text>
          <Button type="primary" disabled={ended || selected.length === 0} loading={busy} onClick={passSelected}>
            {t('roster.passSelected', { count: selected.length })}
          </Button>
          <Button danger disabled={ended || selected.length === 0 || busy} onClick={() => setRejecting(selected)}>
            {t('roster.rejectSelected', { count: selected.length })}
          </Button>
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
          current: page,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => t('roster.total', { count: n }),
          onChange: setPage,
        }}
        locale={{ emptyText: t('roster.emptyPending') }}
      />
      <RejectDialog
        count={rejecting.length}
        name={
          rejecting.length === 1 ? players.data?.list.find((p) => p.account_id === rejecting[0])?.nickname : undefined
        }
        onCancel={() => setRejecting([])}
        onConfirm={(blacklist) => check(rejecting, 2, blacklist)}
      />
    </Flex>
  );
}
