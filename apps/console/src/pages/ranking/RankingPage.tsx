import { encodeAccountId, type RankEntry } from '@taikai/shared';
import { Button, Card, Divider, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSeasonRank } from '../../api/ranking';
import { downloadCsv } from '../../api/record';
import CalcRankPanel from '../record/CalcRankPanel';
import { points, ZoneTag } from '../record/display';
import { useSeasonContext } from '../season/SeasonContext';
import { rankRuleLabel } from '../season/seasonDisplay';
import PlayerDetailDialog from './PlayerDetailDialog';

/**
 * /contest/:id/season/:seasonId/player_statistics — the standings under the season's rank rule (kept, an indexed
 * read) and the custom calculation with its reset (spec part 2 section 2).
 */
export default function RankingPage() {
  const { t } = useTranslation();
  const { uniqueId, seasonId, season, seasons } = useSeasonContext();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const [open, setOpen] = useState<RankEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const q = useSeasonRank(uniqueId, seasonId, page, size);
  const exportRank = async () => {
    setBusy(true);
    await downloadCsv('exportSeasonPlayerRank', { unique_id: uniqueId, season_id: seasonId }).finally(() =>
      setBusy(false),
    );
  };
  return (
    <Card variant="borderless" styles={{ body: { padding: 0 } }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Flex gap={8} align="center">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('ranking.title')}
          </Typography.Title>
          <Tag>{rankRuleLabel(t, season.rank_rule)}</Tag>
        </Flex>
        <Button onClick={exportRank} loading={busy}>
          {t('ranking.export')}
        </Button>
      </Flex>
      <Table<RankEntry>
        size="small"
        rowKey="account_id"
        data-testid="rank-table"
        loading={q.isFetching}
        dataSource={q.data?.rank ?? []}
        onRow={(r) => ({ onClick: () => setOpen(r), style: { cursor: 'pointer' } })}
        columns={[
          { key: 'rank', title: t('ranking.rank'), dataIndex: 'rank', width: 70 },
          {
            key: 'nick',
            title: t('ranking.player'),
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => setOpen(r)} style={{ padding: 0 }}>
                <ZoneTag accountId={r.account_id} t={t} />
                {r.nickname}
              </Button>
            ),
          },
          { key: 'id', title: t('ranking.accountId'), render: (_, r) => encodeAccountId(r.account_id) },
          {
            key: 'point',
            title: t('ranking.rulePoint'),
            render: (_, r) =>
              r.data.qualified ? (
                points(r.data.rank_point)
              ) : (
                <Tag>{t('ranking.notEnoughShort', { value: points(r.data.rank_point) })}</Tag>
              ),
          },
          { key: 'acc', title: t('ranking.accumulate'), render: (_, r) => points(r.data.accumulate_point) },
          { key: 'games', title: t('ranking.games'), render: (_, r) => r.data.total_game_count },
          ...([1, 2, 3, 4] as const).map((n) => ({
            key: `r${n}`,
            title: t('ranking.placeCount', { n }),
            render: (_: unknown, r: RankEntry) => r.data[`rank_${n}_count`],
          })),
        ]}
        pagination={{
          current: page,
          pageSize: size,
          total: q.data?.total ?? 0,
          pageSizeOptions: [10, 20],
          showSizeChanger: true,
          showTotal: (n) => t('ranking.total', { count: n }),
          onChange: (p, s) => {
            setPage(p);
            setSize(s);
          },
        }}
      />
      <Divider />
      <Typography.Title level={5}>{t('ranking.customTitle')}</Typography.Title>
      <CalcRankPanel uniqueId={uniqueId} seasonId={seasonId} resettable />
      <PlayerDetailDialog
        uniqueId={uniqueId}
        accountId={open?.account_id ?? null}
        nickname={open?.nickname}
        seasons={seasons}
        seasonId={seasonId}
        onClose={() => setOpen(null)}
      />
    </Card>
  );
}
