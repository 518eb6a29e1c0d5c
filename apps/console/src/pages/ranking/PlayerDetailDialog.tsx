import { encodeAccountId, type Season } from '@taikai/shared';
import { Card, Col, Descriptions, Empty, Flex, Modal, Row, Select, Spin, Statistic, Tag, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerData } from '../../api/ranking';
import { sortSeasons } from '../contest/players';
import { formatTime, rankRuleLabel, STATE_COLOR, stateLabel } from '../season/seasonDisplay';
import { averagePoints, averageRank, gamesPlayed, handRates, placementCounts, points, ruleTitle } from './playerStats';

// ECharts loads with the first chart shown, not with the pages that can open the dialog
const RankChart = lazy(() => import('./RankChart'));

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
  const games = d ? gamesPlayed(d) : 0;
  const rates = r ? handRates(r) : null;
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
              <Suspense fallback={<div style={{ height: 300 }} />}>
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
                  ...placementCounts(r, games).map((p) => ({
                    key: `r${p.n}`,
                    label: t('ranking.placeCount', { n: p.n }),
                    children: `${p.count} (${p.share})`,
                  })),
                  { key: 'avg', label: t('ranking.avgRank'), children: averageRank(r, games) },
                  { key: 'acc', label: t('ranking.accumulate'), children: points(r.accumulate_point) },
                  { key: 'win', label: t('ranking.winRate'), children: rates?.win },
                  { key: 'dealin', label: t('ranking.dealInRate'), children: rates?.dealIn },
                  { key: 'riichi', label: t('ranking.riichiRate'), children: rates?.riichi },
                  { key: 'hands', label: t('ranking.hands'), children: r.hands },
                  { key: 'avgPoints', label: t('ranking.avgPoints'), children: averagePoints(r, games) },
                ]}
              />
            </Flex>
          ) : null}
        </Spin>
      </Flex>
    </Modal>
  );
}
