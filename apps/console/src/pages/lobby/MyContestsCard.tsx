import type { MyContest } from '@taikai/shared';
import { SeasonState } from '@taikai/shared/enums';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../api/client';
import { useMyContests, useSetReady } from '../../api/lobby';
import { localizedContent } from '../../i18n';
import { lobbyRange } from './format';
import { TrophyIcon } from './icons';
import { lobbyPaths } from './paths';
import { lobbyToast } from './toast';
import { Card, Empty, Skeleton, Switch, Tag, type TagColor } from './ui';

const SEASON_COLORS: Record<number, TagColor> = { 1: 'blue', 2: 'green', 3: 'default', 4: 'default' };

/**
 * One season I signed up for: contest name, season, states, dates, the ready switch when it applies, and once I am
 * on the roster the way to my own season (standing, statistics, my games).
 */
function MySeason({ item }: { item: MyContest }) {
  const { t } = useTranslation();
  const joined = item.state === 2;
  const running = item.season_state === SeasonState.Running;
  const readying = useSetReady();
  const onReady = (ready: boolean) =>
    readying.mutateAsync({ unique_id: item.unique_id, season_id: item.season_id, ready }).then(
      (reply) => lobbyToast.success(t(reply.ready ? 'lobby.readyOn' : 'lobby.readyOff')),
      (err: unknown) => lobbyToast.error(errorText(err)),
    );
  const name = localizedContent(item.contest_name) || `#${item.contest_id}`;
  return (
    <div className="lobby-season" data-testid={`my-season-${item.unique_id}-${item.season_id}`}>
      <div className="lobby-season-head">
        <span className="lobby-season-name">
          {name} · {t('lobby.seasonN', { n: item.season_id })}
        </span>
        <Tag color={SEASON_COLORS[item.season_state]}>{t(`lobby.seasonState.${item.season_state}`)}</Tag>
      </div>
      <div className="lobby-muted">
        {t('lobby.contestId', { id: item.contest_id })} · {lobbyRange(item.start_time, item.end_time)}
      </div>
      <div className="lobby-row">
        <Tag color={joined ? 'green' : 'gold'}>{t(joined ? 'lobby.joined' : 'lobby.pendingReview')}</Tag>
        {joined && running && (
          <span className="lobby-row">
            <span data-testid="lobby-ready-state">{t(item.ready ? 'lobby.ready' : 'lobby.notReady')}</span>
            <Switch
              checked={item.ready === 1}
              loading={readying.isPending}
              onChange={(v) => void onReady(v)}
              aria-label={t('lobby.readySwitch')}
              data-testid="lobby-ready-switch"
            />
          </span>
        )}
      </div>
      {joined && (
        <Link
          to={lobbyPaths.season(item.unique_id, item.season_id)}
          className="lobby-btn lobby-btn-text lobby-season-link"
          aria-label={t('lobby.mySeason.openNamed', { name, n: item.season_id })}
          data-testid="lobby-my-season-link"
          data-track="lobby-my-season"
        >
          <TrophyIcon />
          <span>{t('lobby.mySeason.open')}</span>
        </Link>
      )}
    </div>
  );
}

/**
 * The seasons I am in or waiting for, newest first; ready / not ready per running season. Ended seasons I played in
 * come after them, folded, each with the way to my season (its standing and games stay worth a look).
 */
export function MyContestsCard() {
  const { t } = useTranslation();
  const { data, isPending } = useMyContests();
  const all = data?.list ?? [];
  const list = all.filter((c) => c.season_state !== SeasonState.Ended);
  const ended = all.filter((c) => c.season_state === SeasonState.Ended && c.state === 2);
  const item = (c: MyContest) => <MySeason key={`${c.unique_id}-${c.season_id}`} item={c} />;
  return (
    <Card title={t('lobby.myContests')} data-testid="lobby-my-contests">
      {isPending ? (
        <Skeleton rows={2} />
      ) : list.length === 0 && ended.length === 0 ? (
        <Empty>{t('lobby.noContests')}</Empty>
      ) : (
        list.map(item)
      )}
      {ended.length > 0 && (
        <details className="lobby-ended-seasons" data-testid="lobby-ended-seasons">
          <summary>{t('lobby.endedSeasons', { count: ended.length })}</summary>
          {ended.map(item)}
        </details>
      )}
    </Card>
  );
}
