import type { PlayerData } from '@taikai/shared';
import { parseRankRule } from '@taikai/shared/rank';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  averagePoints,
  averageRank,
  gamesPlayed,
  handRates,
  placementCounts,
  points,
  type RuleTitleKeys,
  ruleTitle,
  signedPoints,
} from '../../ranking/playerStats';
import { Card, Empty, Tag } from '../ui';

/** The lobby's words for the rule results (the organiser's dialog has its own in ranking.json). */
const RULE_KEYS: RuleTitleKeys = {
  total: 'myseason.ruleTotal',
  recent: 'myseason.ruleRecent',
  series: 'myseason.ruleSeries',
};

/** "total of all games" / "total of the last 5 games" / "best 3 games in a row" of a season's rank rule code. */
export function rankRuleText(t: TFunction, code: number): string {
  const rule = parseRankRule(code);
  if (!rule || rule.kind === 'none') return t('myseason.ruleNone');
  return t(rule.kind === 'recent' ? 'myseason.ruleRecentLong' : 'myseason.ruleSeriesLong', {
    n: rule.count,
  });
}

/** One figure: a label over its value. */
function Figure({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <div className="lobby-figure" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * My standing in the season (position, rank points under the season's rule, qualified or not, games) and the
 * statistics the organiser's player detail shows: placements, every rule's result, averages and hand rates.
 */
export function SeasonStanding({ data }: { data: PlayerData }) {
  const { t } = useTranslation();
  const r = data.rank_data;
  const games = gamesPlayed(data);
  const rule = parseRankRule(data.rank_rule);
  const own = data.rule_results[0];
  const rates = handRates(r);
  const none = t('myseason.none');
  if (games === 0)
    return (
      <Card title={t('myseason.standing')} data-testid="lobby-season-standing">
        <Empty data-testid="lobby-season-no-games">{t('myseason.noGames')}</Empty>
      </Card>
    );
  const qualified = r.qualified === 1;
  return (
    <>
      <Card
        title={t('myseason.standing')}
        extra={
          <Tag color={qualified ? 'green' : 'gold'}>
            <span data-testid="lobby-season-qualified">
              {qualified
                ? t('myseason.qualified')
                : t('myseason.notQualified', { n: rule && rule.kind !== 'none' ? rule.count : 1 })}
            </span>
          </Tag>
        }
        data-testid="lobby-season-standing"
      >
        <dl className="lobby-figures lobby-figures-main">
          <Figure
            label={t('myseason.rank')}
            value={r.rank > 0 ? t('lobby.placement', { n: r.rank }) : none}
            testId="lobby-season-rank"
          />
          <Figure
            label={t('myseason.rankPoints')}
            value={own && own.value !== null ? signedPoints(own.value) : t('myseason.notEnough')}
            testId="lobby-season-points"
          />
          <Figure label={t('myseason.games')} value={games} testId="lobby-season-games" />
        </dl>
        <h3 className="lobby-subtitle">{t('myseason.placements')}</h3>
        <dl className="lobby-figures lobby-figures-places" data-testid="lobby-season-placements">
          {placementCounts(r, games).map((p) => (
            <Figure
              key={p.n}
              label={t(`myseason.place.${p.n}`)}
              value={`${p.count} (${p.share})`}
              testId={`lobby-season-place-${p.n}`}
            />
          ))}
        </dl>
      </Card>
      <Card title={t('myseason.stats')} data-testid="lobby-season-stats">
        <dl className="lobby-figures">
          {data.rule_results.map((x, i) => (
            <Figure
              key={`${x.kind}${x.count}`}
              label={
                i === 0 ? t('myseason.seasonRule', { rule: ruleTitle(t, x, RULE_KEYS) }) : ruleTitle(t, x, RULE_KEYS)
              }
              value={x.value === null ? t('myseason.notEnough') : signedPoints(x.value)}
            />
          ))}
          <Figure label={t('myseason.avgRank')} value={averageRank(r, games)} />
          <Figure label={t('myseason.accumulate')} value={points(r.accumulate_point)} />
          <Figure label={t('myseason.avgPoints')} value={averagePoints(r, games)} />
          <Figure label={t('myseason.hands')} value={r.hands} />
          <Figure label={t('myseason.winRate')} value={rates.win} />
          <Figure label={t('myseason.dealInRate')} value={rates.dealIn} />
          <Figure label={t('myseason.riichiRate')} value={rates.riichi} />
        </dl>
      </Card>
    </>
  );
}
