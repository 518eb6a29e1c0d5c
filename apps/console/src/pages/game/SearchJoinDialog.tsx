import { encodeAccountId, PlayerState, type SeasonPlayer } from '@taikai/shared';
import { Flex, Modal, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayers } from '../../api/roster';
import PlayerSearchBar from '../roster/PlayerSearchBar';
import type { SeatPlayer } from './seats';

export const SEARCH_PAGE_SIZE = 10;

interface Props {
  open: boolean;
  uniqueId: number;
  seasonId: number;
  seatedIds: ReadonlySet<number>;
  freeSeats: number;
  onCancel: () => void;
  /** the chosen players, in the order they were picked */
  onConfirm: (players: SeatPlayer[]) => void;
}

/**
 * Search join player dialog (spec part 2 section 2): the season's joined players (state 2), ten a page; a player
 * already seated, or one more than the free seats allow, cannot be chosen.
 */
export default function SearchJoinDialog({
  open,
  uniqueId,
  seasonId,
  seatedIds,
  freeSeats,
  onCancel,
  onConfirm,
}: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<SeatPlayer[]>([]);
  const players = usePlayers(
    uniqueId,
    seasonId,
    { state: PlayerState.Joined, search, offset: (page - 1) * SEARCH_PAGE_SIZE, limit: SEARCH_PAGE_SIZE },
    open,
  );

  useEffect(() => {
    if (!open) return;
    setPicked([]);
    setSearch('');
    setPage(1);
  }, [open]);

  const pickedIds = picked.map((p) => p.account_id);
  const full = picked.length >= freeSeats;

  return (
    <Modal
      open={open}
      title={t('game.searchJoin.title')}
      okText={t('game.searchJoin.ok', { count: picked.length })}
      okButtonProps={{ disabled: picked.length === 0 }}
      onCancel={onCancel}
      onOk={() => onConfirm(picked)}
      width={640}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <PlayerSearchBar
            width={340}
            onSearch={(s) => {
              setSearch(s);
              setPage(1);
            }}
          />
          <Typography.Text type="secondary">
            {t('game.searchJoin.free', { count: freeSeats - picked.length })}
          </Typography.Text>
        </Flex>
        <Table<SeasonPlayer>
          size="small"
          rowKey="account_id"
          dataSource={players.data?.list ?? []}
          loading={players.isFetching}
          columns={[
            { title: t('game.nickname'), dataIndex: 'nickname', ellipsis: true },
            {
              title: t('game.accountId'),
              dataIndex: 'account_id',
              width: 130,
              render: (id: number) => encodeAccountId(id),
            },
            {
              title: t('game.searchJoin.state'),
              key: 'state',
              width: 110,
              render: (_, p) => (seatedIds.has(p.account_id) ? t('game.readyList.seated') : ''),
            },
          ]}
          rowSelection={{
            selectedRowKeys: pickedIds,
            preserveSelectedRowKeys: true,
            hideSelectAll: true,
            onSelect: (p, selected) =>
              setPicked((list) =>
                selected
                  ? [...list, { account_id: p.account_id, nickname: p.nickname }]
                  : list.filter((x) => x.account_id !== p.account_id),
              ),
            getCheckboxProps: (p) => ({
              disabled: seatedIds.has(p.account_id) || (full && !pickedIds.includes(p.account_id)),
              'aria-label': p.nickname,
            }),
          }}
          pagination={{
            current: page,
            pageSize: SEARCH_PAGE_SIZE,
            total: players.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
        />
      </Flex>
    </Modal>
  );
}
