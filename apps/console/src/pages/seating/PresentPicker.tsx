import { encodeAccountId, type SeasonPlayer } from '@taikai/shared';
import { Flex, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayers } from '../../api/roster';

const PAGE = 50;

/** The season's joined players, to tick those present at an in-person round (ticks are kept across pages). */
export default function PresentPicker(props: {
  uniqueId: number;
  seasonId: number;
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const players = usePlayers(props.uniqueId, props.seasonId, {
    state: 2,
    search,
    offset: (page - 1) * PAGE,
    limit: PAGE,
  });
  return (
    <Flex vertical gap={8}>
      <Flex gap={16} align="center" wrap>
        <Input.Search
          allowClear
          placeholder={t('seating.searchRoster')}
          aria-label={t('seating.searchRoster')}
          onSearch={(v) => {
            setSearch(v.trim());
            setPage(1);
          }}
          style={{ maxWidth: 280 }}
        />
        <Typography.Text strong data-testid="present-count">
          {t('seating.presentCount', { count: props.value.length })}
        </Typography.Text>
      </Flex>
      <Table<SeasonPlayer>
        size="small"
        rowKey="account_id"
        loading={players.isFetching && !players.data}
        dataSource={players.data?.list ?? []}
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: props.value,
          onChange: (keys) => props.onChange(keys.map(Number)),
        }}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: players.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { key: 'nickname', dataIndex: 'nickname', title: t('game.nickname') },
          {
            key: 'id',
            title: t('game.accountId'),
            render: (_, p) => encodeAccountId(p.account_id),
          },
        ]}
        scroll={{ x: true }}
      />
    </Flex>
  );
}
