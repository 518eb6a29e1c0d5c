import { ReloadOutlined } from '@ant-design/icons';
import { type AuditLogReply, type ContestDetail, encodeAccountId, OPERATOR_ACTOR_ID } from '@taikai/shared';
import { Button, Flex, Select, Table, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from '../../../api/audit';
import { formatTime } from '../../season/seasonDisplay';
import ChangeList from './ChangeList';
import { actionLabel } from './describeChange';

const PAGE_SIZE = 20;
type Entry = AuditLogReply['list'][number];

/**
 * The contest's activity (its audit log): who did what and when, with the before/after in words; filtered by person
 * and by kind, paged. Only the last 1000 entries can be read, which the tab says.
 */
export default function ActivityTab({ detail }: { detail: ContestDetail }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [person, setPerson] = useState<number | undefined>();
  const [kind, setKind] = useState<string | undefined>();
  const query = useAuditLog({
    unique_id: detail.unique_id,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    ...(person !== undefined ? { account_id: person } : {}),
    ...(kind !== undefined ? { action: kind } : {}),
  });
  const data = query.data;
  const names = useMemo(
    () => new Map((data?.names ?? []).map((n) => [n.account_id, n.nickname] as const)),
    [data?.names],
  );

  const who = (id: number, nickname: string) =>
    id === OPERATOR_ACTOR_ID ? t('contest.activity.operator') : `${nickname || '—'} (${encodeAccountId(id)})`;

  const columns: TableColumnsType<Entry> = [
    {
      key: 'time',
      title: t('contest.activity.when'),
      width: 170,
      render: (_, e) => formatTime(e.create_time),
    },
    {
      key: 'who',
      title: t('contest.activity.who'),
      width: 200,
      ellipsis: true,
      render: (_, e) => who(e.account_id, e.nickname),
    },
    {
      key: 'what',
      title: t('contest.activity.what'),
      width: 200,
      render: (_, e) => <span data-action={e.action}>{actionLabel(t, e.action)}</span>,
    },
    {
      key: 'change',
      title: t('contest.activity.change'),
      render: (_, e) => <ChangeList before={e.before} after={e.after} context={{ action: e.action, names }} />,
    },
  ];

  return (
    <Flex vertical gap={12} data-testid="activity-tab">
      <Flex gap={12} align="center" wrap>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 220 }}
          aria-label={t('contest.activity.filterPerson')}
          placeholder={t('contest.activity.filterPerson')}
          value={person}
          onChange={(v) => {
            setPerson(v);
            setPage(1);
          }}
          options={(data?.actors ?? []).map((a) => ({ value: a.account_id, label: who(a.account_id, a.nickname) }))}
        />
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 220 }}
          aria-label={t('contest.activity.filterKind')}
          placeholder={t('contest.activity.filterKind')}
          value={kind}
          onChange={(v) => {
            setKind(v);
            setPage(1);
          }}
          options={(data?.actions ?? []).map((a) => ({ value: a, label: actionLabel(t, a) }))}
        />
        <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('contest.activity.refresh')}
        </Button>
        <Typography.Text type="secondary">{t('contest.activity.lastOnly', { max: 1000 })}</Typography.Text>
      </Flex>
      <Table<Entry>
        rowKey="id"
        size="middle"
        tableLayout="fixed"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={query.isLoading}
        locale={{ emptyText: t('contest.activity.emptyList') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('contest.activity.total', { count: total }),
          onChange: setPage,
        }}
      />
    </Flex>
  );
}
