import { DownloadOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { GameRecord, RecordTagName } from '@taikai/shared';
import { Button, Popconfirm, Select, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { downloadGameLog, useRecordChange } from '../../api/record';
import { useReplayPublic } from '../../api/replay';
import { lobbyPaths } from '../lobby/paths';
import { formatTime } from '../season/seasonDisplay';
import { SeatCell, tagOptions } from './display';

/** A game as a person names it: its end time and its players in seat order (robots by their label). */
function gameName(r: GameRecord, t: TFunction): { time: string; players: string } {
  const players = [...r.accounts]
    .sort((a, b) => a.seat - b.seat)
    .map((a) => (a.account_id > 0 && a.nickname ? a.nickname : t('record.robot')))
    .join(', ');
  return { time: formatTime(r.end_time), players };
}

/**
 * The season's game records: end time, seats 1–4, remark, tag (the season's name for its number, chosen in place
 * while the season is open), remove/restore, the game's replay (the lobby's replay page in a new tab) and whether
 * anyone with its link may open it, and the game's log as a file; removed rows are shaded. A table played elsewhere
 * (issue 32) is tagged "Offline", shows its penalties, says it has no replay instead of offering one, and is edited.
 */
export default function RecordTable(props: {
  uniqueId: number;
  seasonId: number;
  ended: boolean;
  records: GameRecord[];
  /** the season's names for its tag numbers */
  tagNames: readonly RecordTagName[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number, size: number) => void;
  selected: string[];
  onSelect: (uuids: string[]) => void;
  /** a change the user made to a row, for the rows held on screen (stableRecords.ts) */
  onRowChange: (uuid: string, change: Partial<GameRecord>) => void;
  /** "Edit" of a table played elsewhere */
  onEdit: (record: GameRecord) => void;
}) {
  const { t } = useTranslation();
  const { remove, tag } = useRecordChange(props.uniqueId, props.seasonId);
  const publish = useReplayPublic(props.uniqueId, props.seasonId);
  const setRemoved = (uuid: string, removed: 0 | 1) =>
    remove.mutateAsync({ uuid, remove: removed }).then(() => props.onRowChange(uuid, { removed }));
  const columns: ColumnsType<GameRecord> = [
    {
      key: 'end',
      title: t('record.endTime'),
      width: 170,
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <span>{formatTime(r.end_time)}</span>
          {r.removed ? <Tag color="default">{t('record.removedTag')}</Tag> : null}
          {r.terminated ? <Tag color="orange">{t('record.terminated')}</Tag> : null}
          {r.offline ? (
            <Tag color="purple" data-testid="record-offline">
              {t('offline.tag')}
            </Tag>
          ) : null}
          {r.offline && r.entered_by ? (
            <Typography.Text type="secondary" data-testid="record-entered-by">
              {t('offline.enteredBy', { name: r.entered_by })}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    ...[0, 1, 2, 3].map((seat) => ({
      key: `seat${seat}`,
      title: t('record.seat', { n: seat + 1 }),
      // a nickname in Chinese characters may break anywhere: the seats keep room for one beside its points
      minWidth: 104,
      render: (_: unknown, r: GameRecord) => <SeatCell record={r} seat={seat} t={t} />,
    })),
    { key: 'remark', title: t('record.remark'), dataIndex: 'remark', render: (v: string) => v || '-' },
    {
      key: 'tag',
      title: t('record.tag'),
      width: 124,
      render: (_, r) => (
        <Select
          size="small"
          aria-label={t('record.tag')}
          style={{ width: 108 }}
          popupMatchSelectWidth={false}
          value={r.tag}
          disabled={props.ended}
          options={tagOptions(t, r.tag, props.tagNames)}
          onChange={(v) =>
            tag.mutate({ uuid: r.uuid, tag: v }, { onSuccess: () => props.onRowChange(r.uuid, { tag: v }) })
          }
          data-testid="record-tag"
        />
      ),
    },
    {
      key: 'ops',
      title: t('record.operations'),
      width: 200,
      render: (_, r) => (
        <Space wrap>
          {r.offline ? (
            <>
              {/* played in person: no log, no replay (the server answers 2606), and entered again by hand */}
              <Typography.Text type="secondary" data-testid="record-no-replay">
                {t('offline.noReplay')}
              </Typography.Text>
              <Button size="small" disabled={props.ended} onClick={() => props.onEdit(r)} data-testid="record-edit">
                {t('offline.edit')}
              </Button>
            </>
          ) : (
            <>
              <Tooltip title={t('record.replay')}>
                <Button
                  size="small"
                  aria-label={t('record.replay')}
                  icon={<PlayCircleOutlined />}
                  href={lobbyPaths.replay(r.uuid)}
                  target="_blank"
                  rel="noopener"
                  data-testid="record-replay"
                />
              </Tooltip>
              <Tooltip title={t('record.replayPublicHelp')}>
                <Switch
                  size="small"
                  aria-label={t('record.replayPublic')}
                  checked={r.replay_public === 1}
                  loading={publish.isPending && publish.variables?.uuid === r.uuid}
                  onChange={(on) =>
                    publish.mutate(
                      { uuid: r.uuid, public: on ? 1 : 0 },
                      { onSuccess: () => props.onRowChange(r.uuid, { replay_public: on ? 1 : 0 }) },
                    )
                  }
                  data-testid="record-replay-public"
                />
              </Tooltip>
              <Tooltip title={t('record.downloadLog')}>
                <Button
                  size="small"
                  aria-label={t('record.downloadLog')}
                  icon={<DownloadOutlined />}
                  onClick={() => downloadGameLog(props.uniqueId, r.uuid)}
                />
              </Tooltip>
            </>
          )}
          {/* the confirmation names the game (time, players), so it is clear which one is meant (issue 29 #8) */}
          {r.removed ? (
            <Popconfirm
              title={t('record.restoreTitle', gameName(r, t))}
              description={t('record.restoreNote')}
              onConfirm={() => setRemoved(r.uuid, 0)}
            >
              <Button
                size="small"
                disabled={props.ended}
                loading={remove.isPending && remove.variables?.uuid === r.uuid}
              >
                {t('record.restore')}
              </Button>
            </Popconfirm>
          ) : (
            <Popconfirm
              title={t('record.removeTitle', gameName(r, t))}
              description={t('record.removeNote')}
              onConfirm={() => setRemoved(r.uuid, 1)}
            >
              <Button size="small" danger disabled={props.ended}>
                {t('record.remove')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Table<GameRecord>
      rowKey="uuid"
      size="small"
      data-testid="record-table"
      columns={columns}
      dataSource={props.records}
      loading={props.loading}
      onRow={(r) => ({ style: r.removed ? { background: 'rgba(0,0,0,0.06)', opacity: 0.6 } : undefined })}
      rowSelection={{
        selectedRowKeys: props.selected,
        preserveSelectedRowKeys: true,
        onChange: (keys) => props.onSelect(keys as string[]),
      }}
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.total,
        pageSizeOptions: [10, 20],
        showSizeChanger: true,
        showTotal: (n) => t('record.total', { count: n }),
        onChange: props.onPage,
      }}
    />
  );
}
