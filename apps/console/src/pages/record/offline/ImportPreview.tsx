import { WarningOutlined } from '@ant-design/icons';
import { encodeAccountId, OFFLINE_WINDS, type OfflineCsvTable, yakuName } from '@taikai/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { playersKey } from '../../../api/roster';
import { messageLang } from '../../../i18n';
import { fetchWholeRoster } from '../../roster/rosterCsv';
import { useSeasonContext } from '../../season/SeasonContext';
import { points } from '../display';
import { formatCsvTime } from './csvTime';
import type { ImportProblem } from './importProblems';
import { seatName } from './offlineTexts';
import { playerLabel } from './PlayerPicker';

/**
 * The season's joined players' nicknames by account (the roster call the seat pickers use, every page of it), kept
 * with the roster's queries so a change of the roster reads it again.
 */
function useRosterNicknames() {
  const { uniqueId, seasonId } = useSeasonContext();
  return useQuery({
    queryKey: [...playersKey(uniqueId, seasonId), 'nicknames'],
    queryFn: async () =>
      new Map((await fetchWholeRoster(uniqueId, seasonId)).map((p) => [p.account_id, p.nickname] as const)),
    staleTime: 60_000,
  });
}

/** A seat's player as the file names them: nickname and ID when on the roster, else the ID marked. */
function SeatPlayer({ accountId, roster }: { accountId: number; roster: ReadonlyMap<number, string> | undefined }) {
  const { t } = useTranslation();
  const nickname = roster?.get(accountId);
  if (nickname !== undefined) return <div>{playerLabel({ account_id: accountId, nickname })}</div>;
  if (!roster) return <div>{encodeAccountId(accountId)}</div>;
  return (
    <div data-testid="offline-import-unknown">
      <Typography.Text type="danger">
        <WarningOutlined /> {encodeAccountId(accountId)}
      </Typography.Text>
      <div>
        <Typography.Text type="danger">{t('offline.notOnRoster')}</Typography.Text>
      </div>
    </div>
  );
}

/**
 * The tables read from the file, a row each as the file has it: line, times, seats (the player by nickname and ID,
 * one not on the season's roster marked; the points), the rest.
 */
export function ImportPreview({ tables, seats }: { tables: OfflineCsvTable[]; seats: 3 | 4 }) {
  const { t } = useTranslation();
  const lang = messageLang();
  const wind = (seat: number) => OFFLINE_WINDS[seat];
  const nicknames = useRosterNicknames();
  const roster = nicknames.data;
  const unknown = roster
    ? new Set(tables.flatMap((r) => r.seats.map((s) => s.account_id)).filter((id) => !roster.has(id))).size
    : 0;
  const columns: ColumnsType<OfflineCsvTable> = [
    { key: 'line', title: t('offline.lineTitle'), dataIndex: 'line', width: 64 },
    {
      key: 'time',
      title: t('offline.time'),
      width: 150,
      render: (_, r) => (
        <>
          <div>{formatCsvTime(r.start_time)}</div>
          <Typography.Text type="secondary">{formatCsvTime(r.end_time)}</Typography.Text>
        </>
      ),
    },
    ...Array.from({ length: seats }, (_, seat) => ({
      key: `seat${seat}`,
      title: seatName(t, seat),
      width: 150,
      render: (_: unknown, r: OfflineCsvTable) => (
        <div data-testid="offline-import-seat">
          <SeatPlayer accountId={r.seats[seat]?.account_id ?? 0} roster={roster} />
          <Typography.Text type="secondary">{r.seats[seat]?.points.toLocaleString()}</Typography.Text>
        </div>
      ),
    })),
    {
      key: 'sticks',
      title: t('offline.sticks'),
      width: 90,
      render: (_, r) =>
        r.riichi_sticks
          ? t('offline.sticksLine', { n: r.riichi_sticks, wind: r.sticks_to >= 0 ? wind(r.sticks_to) : '-' })
          : '-',
    },
    {
      key: 'penalties',
      title: t('offline.penalties'),
      render: (_, r) =>
        r.penalties.map((p) => (
          <div key={`${p.seat}/${p.points}/${p.reason}`}>
            {t('offline.penaltyLine', { wind: wind(p.seat), points: points(p.points), reason: p.reason })}
          </div>
        )),
    },
    {
      key: 'yakuman',
      title: t('offline.yakuman'),
      render: (_, r) =>
        r.yakuman.map((y) => (
          <div key={`${y.seat}/${y.names.join('+')}`}>
            {t('offline.yakumanLine', { wind: wind(y.seat), names: y.names.map((n) => yakuName(n, lang)).join(' + ') })}
          </div>
        )),
    },
    { key: 'remark', title: t('offline.remark'), dataIndex: 'remark', width: 120 },
  ];
  return (
    <Flex vertical gap={8}>
      {nicknames.isError && <Alert type="warning" showIcon title={t('offline.rosterUnavailable')} />}
      {unknown > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('offline.notOnRosterCount', { count: unknown })}
          data-testid="offline-import-unknown-alert"
        />
      )}
      <Table<OfflineCsvTable>
        size="small"
        rowKey="line"
        columns={columns}
        dataSource={tables}
        scroll={{ x: 'max-content', y: 280 }}
        pagination={false}
        data-testid="offline-import-preview"
      />
    </Flex>
  );
}

/** The problems of the file, or the server's refusal of it, a row each: line, column, what is wrong. */
export function ImportProblems({ problems }: { problems: ImportProblem[] }) {
  const { t } = useTranslation();
  return (
    <Table<ImportProblem & { key: number }>
      size="small"
      rowKey="key"
      dataSource={problems.map((p, key) => ({ ...p, key }))}
      columns={[
        { key: 'line', title: t('offline.lineTitle'), dataIndex: 'line', width: 64 },
        { key: 'column', title: t('offline.column'), dataIndex: 'column', width: 130, render: (c: string) => c || '-' },
        { key: 'text', title: t('offline.problem'), dataIndex: 'text' },
      ]}
      scroll={{ y: 240 }}
      pagination={false}
      data-testid="offline-import-problems"
    />
  );
}
