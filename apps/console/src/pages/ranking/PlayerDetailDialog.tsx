import { encodeAccountId, type Season } from '@taikai/shared';
import { Card, Col, Descriptions, Empty, Flex, Modal, Row, Select, Spin, Statistic, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerData } from '../../api/ranking';
import { sortSeasons } from '../contest/players';
import { points } from '../record/display';
import { formatTime, rankRuleLabel, STATE_COLOR, stateLabel } from '../season/seasonDisplay';

// ECharts loads with the first chart shown, not with the pages that can open the dialog
const RankChart = lazy(() => import('./RankChart'));

type RuleResult = { kind: string; count: number; value: number | null };

function ruleTitle(t: TFunction, r: RuleResult): string {
  if (r.kind === 'total') return t('ranking.ruleTotal');
  return t(r.kind === 'recent' ? 'ranking.ruleRecent' : 'ranking.ruleSeries', { count: r.count });
}

const pct = (n: number, d: number) => (d > 0 ? `${((n / d) * 100).toFixed(1)}%` : '-');

/**
 * One player's data in a season (spec part 2 section 2): season selector (by state, then start time, newest first),
 * season info, the chart of recent games, boxes with the rank-rule results, placement counts and averages.
 */
export default function PlayerDetailDialog(props: {
  uniqueId: number;
  accountId: number | null;
  nickname?: string;
  seasons: Season[];
  seasonId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const seasons = useMemo(() => sortSeasons(props.seasons), [props.seasons]);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const seasonId = chosen ?? props.seasonId ?? seasons[0]?.season_id;
  const season = seasons.find((s) => s.season_id === seasonId);
  const q = usePlayerData(props.uniqueId, seasonId, props.accountId ?? undefined);
  const d = q.data;
  const r = d?.rank_data;
  const games = d?.player.account_data.total_game_count ?? 0;
  const avgRank =
    r && games > 0
      ? ((r.rank_1_count + 2 * r.rank_2_count + 3 * r.rank_3_count + 4 * r.rank_4_count) / games).toFixed(2)
      : '-';
  return (
    <Modal
      open={props.accountId !== null}
      width={1000}
      title={d?.player.nickname ?? props.nickname}
      footer={null}
      onCancel={() => {
        setChosen(undefined);
        props.onClose();
      }}
      destroyOnHidden
    >
      <Flex vertical gap={16} data-testid="player-detail">
        <Flex align="center" gap={8}>
          <Typography.Text>{t('ranking.season')}</Typography.Text>
          <Select
            aria-label={t('ranking.season')}
            style={{ width: 420 }}
            value={seasonId}
            onChange={setChosen}
            options={seasons.map((s) => ({
              value: s.season_id,
              label: (
                <Flex gap={8} align="center">
                  <Tag color={STATE_COLOR[s.state]}>{stateLabel(t, s.state)}</Tag>
                  <span>{t('season.seasonName', { id: s.season_id })}</span>
                </Flex>
              ),
            }))}
          />
        </Flex>
        {season && (
          <Descriptions
            size="small"
            bordered
            column={3}
            items={[
              { key: 'state', label: t('ranking.state'), children: stateLabel(t, season.state) },
              {
                key: 'period',
                label: t('ranking.period'),
                children: `${formatTime(season.start_time)} ~ ${formatTime(season.end_time)}`,
              },
              { key: 'rule', label: t('ranking.rankRule'), children: rankRuleLabel(t, season.rank_rule) },
              {
                key: 'id',
                label: t('ranking.accountId'),
                children: props.accountId ? encodeAccountId(props.accountId) : '-',
              },
              { key: 'remark', label: t('ranking.remark'), children: d?.player.remark || '-' },
              { key: 'position', label: t('ranking.position'), children: r?.rank ? r.rank : '-' },
            ]}
          />
        )}
        <Spin spinning={q.isFetching}>
          {d && games === 0 ? (
            <Empty description={t('ranking.noGames')} />
          ) : d && r ? (
            <Flex vertical gap={16}>
              <Suspense fallback={<div style={{ height: 280 }} />}>
                <RankChart games={d.recent} />
              </Suspense>
              <Row gutter={[12, 12]}>
                {d.rule_results.map((x, i) => (
                  <Col span={6} key={`${x.kind}${x.count}`}>
                    <Card size="small" style={i === 0 ? { borderColor: '#1677ff' } : undefined}>
                      <Statistic
                        title={ruleTitle(t, x)}
                        value={x.value === null ? t('ranking.notEnough') : points(x.value)}
                      />
                    </Card>
                  </Col>
                ))}
                <Col span={6}>
                  <Card size="small">
                    <Statistic title={t('ranking.games')} value={games} />
                  </Card>
                </Col>
              </Row>
              <Descriptions
                size="small"
                bordered
                column={4}
                items={[
                  ...([1, 2, 3, 4] as const).map((n) => ({
                    key: `r${n}`,
                    label: t('ranking.placeCount', { n }),
                    children: `${r[`rank_${n}_count`]} (${pct(r[`rank_${n}_count`], games)})`,
                  })),
                  { key: 'avg', label: t('ranking.avgRank'), children: avgRank },
                  { key: 'acc', label: t('ranking.accumulate'), children: points(r.accumulate_point) },
                  { key: 'win', label: t('ranking.winRate'), children: pct(r.wins, r.hands) },
                  { key: 'dealin', label: t('ranking.dealInRate'), children: pct(r.deal_ins, r.hands) },
                  { key: 'riichi', label: t('ranking.riichiRate'), children: pct(r.riichis, r.hands) },
                  { key: 'hands', label: t('ranking.hands'), children: r.hands },
                  {
                    key: 'avgPoints',
                    label: t('ranking.avgPoints'),
                    children: games ? Math.round(r.part_point_sum / games) : '-',
                  },
                ]}
              />
            </Flex>
          ) : null}
        </Spin>
      </Flex>
    </Modal>
  );
}
