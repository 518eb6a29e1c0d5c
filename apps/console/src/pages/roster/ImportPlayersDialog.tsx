import { encodeAccountId, PlayerState, type SeasonPlayer } from '@taikai/shared';
import { App, Checkbox, Flex, Modal, Select, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportPlayers, usePlayers } from '../../api/roster';
import { useSeasonContext } from '../season/SeasonContext';
import { stateLabel } from '../season/seasonDisplay';
import { showFailed } from './failedEntries';
import PlayerSearchBar from './PlayerSearchBar';

const PAGE_SIZE = 10;

/** Import players from an earlier season: pick the season, search, select players or all, import. */
export default function ImportPlayersDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { uniqueId, seasonId, seasons } = useSeasonContext();
  const earlier = useMemo(
    () => seasons.filter((s) => s.season_id < seasonId).sort((a, b) => b.season_id - a.season_id),
    [seasons, seasonId],
  );
  const [from, setFrom] = useState<number | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [all, setAll] = useState(false);
  const importing = useImportPlayers(uniqueId, seasonId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (!open) return;
    setFrom(earlier[0]?.season_id);
    setSearch('');
    setPage(1);
    setSelected([]);
    setAll(false);
  }, [open]);

  const players = usePlayers(
    uniqueId,
    from ?? 0,
    { state: PlayerState.Joined, search, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    open && from !== undefined,
  );
  const total = players.data?.total ?? 0;
  /** "all" means every joined player of that season, whatever the search shows */
  const allCount = earlier.find((s) => s.season_id === from)?.player_count ?? 0;

  const submit = () => {
    if (from === undefined) return;
    importing.mutate(
      { from, accountIds: all ? undefined : selected },
      {
        onSuccess: (reply) => {
          if (!showFailed(modal, t, 'roster.importFailedTitle', reply.failed, reply.success.length))
            message.success(t('roster.importSuccess', { count: reply.success.length }));
          onImported();
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      width={760}
      title={t('roster.importTitle')}
      okText={all ? t('roster.importAll', { count: allCount }) : t('roster.importSelected', { count: selected.length })}
      okButtonProps={{ disabled: from === undefined || (all ? allCount === 0 : selected.length === 0) }}
      confirmLoading={importing.isPending}
      onOk={submit}
      onCancel={onClose}
    >
      {earlier.length === 0 ? (
        <Typography.Text type="secondary">{t('roster.importNoSeason')}</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          <Flex gap={12} wrap align="center">
            <Select<number>
              style={{ width: 220 }}
              value={from}
              aria-label={t('roster.importFrom')}
              onChange={(v) => {
                setFrom(v);
                setPage(1);
                setSelected([]);
              }}
              options={earlier.map((s) => ({
                value: s.season_id,
                label: `${t('season.seasonName', { id: s.season_id })} · ${stateLabel(t, s.state)}`,
              }))}
            />
            <PlayerSearchBar
              width={320}
              onSearch={(s) => {
                setSearch(s);
                setPage(1);
              }}
            />
            <Checkbox checked={all} onChange={(e) => setAll(e.target.checked)}>
              {t('roster.importSelectAll', { count: allCount })}
            </Checkbox>
          </Flex>
          <Table<SeasonPlayer>
            size="small"
            rowKey="account_id"
            dataSource={players.data?.list ?? []}
            loading={players.isFetching}
            columns={[
              { title: t('roster.nickname'), dataIndex: 'nickname', ellipsis: true },
              { title: t('roster.accountId'), dataIndex: 'account_id', render: (id: number) => encodeAccountId(id) },
              { title: t('roster.remark'), dataIndex: 'remark', ellipsis: true },
            ]}
            rowSelection={{
              selectedRowKeys: all ? (players.data?.list ?? []).map((p) => p.account_id) : selected,
              preserveSelectedRowKeys: true,
              onChange: (keys) => setSelected(keys as number[]),
              getCheckboxProps: () => ({ disabled: all }),
            }}
            pagination={{ current: page, pageSize: PAGE_SIZE, total, showSizeChanger: false, onChange: setPage }}
          />
        </Flex>
      )}
    </Modal>
  );
}
