/**
 * `/m/season/:uniqueId/:seasonId`: a player's own season in the lobby — standing under the
 * season's rank rule, placements, the statistics and chart the organiser sees in the player detail, and the
 * player's finished games a page at a time with a Replay button. Its own chunk (the lobby's home does not grow by
 * it); native UI like the lobby's home, the chart plain SVG (SeasonChart.tsx).
 */
import { ErrorCode } from '@taikai/shared/errors';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../../api/client';
import { useMySeason } from '../../../api/lobby';
import { localizedContent } from '../../../i18n';
import { lobbyRange } from '../format';
import { lobbyPaths } from '../paths';
import { Alert, Button, Card, PageSpinner, Skeleton } from '../ui';
import { SeasonChart } from './SeasonChart';
import { SeasonGames } from './SeasonGames';
import { rankRuleText, SeasonStanding } from './SeasonStanding';
import { useSeasonTexts } from './seasonTexts';
import './season.css';

/** Finished games a page. */
export const SEASON_PAGE_SIZE = 10;

const positive = (v: string | undefined): number => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to={lobbyPaths.home} className="lobby-btn lobby-btn-text lobby-back" data-testid="lobby-season-back">
      <span aria-hidden="true">‹</span>
      <span>{t('lobby.backToLobby')}</span>
    </Link>
  );
}

export default function MySeasonPage() {
  const { t } = useTranslation();
  const params = useParams();
  const uniqueId = positive(params.uniqueId);
  const seasonId = positive(params.seasonId);
  const [search, setSearch] = useSearchParams();
  const page = positive(search.get('page') ?? undefined) || 1;
  const q = useMySeason(uniqueId, seasonId, (page - 1) * SEASON_PAGE_SIZE, SEASON_PAGE_SIZE);
  const textsReady = useSeasonTexts();
  if (!uniqueId || !seasonId) return <Navigate to={lobbyPaths.home} replace />;
  if (!textsReady) return <PageSpinner data-testid="lobby-season-loading" />;

  const onPage = (next: number) => setSearch(next > 1 ? { page: String(next) } : {});
  const reply = q.data;

  if (!reply) {
    return (
      <div className="lobby-season-page" data-testid="lobby-season-page">
        <BackLink />
        {q.isError ? (
          <Alert type="error" data-testid="lobby-season-error">
            {q.error instanceof ApiError && q.error.code === ErrorCode.NO_PERMISSION
              ? t('myseason.notYours')
              : t('myseason.loadFailed', { message: errorText(q.error) })}
            {!(q.error instanceof ApiError && q.error.code === ErrorCode.NO_PERMISSION) && (
              <Button variant="text" onClick={() => void q.refetch()} data-testid="lobby-season-retry">
                {t('myseason.retry')}
              </Button>
            )}
          </Alert>
        ) : (
          <Card>
            <Skeleton rows={4} />
          </Card>
        )}
      </div>
    );
  }

  const name = localizedContent(reply.contest_name) || `#${reply.contest_id}`;
  return (
    <div className="lobby-season-page" data-testid="lobby-season-page">
      <BackLink />
      <Card>
        <h1 className="lobby-page-title" data-testid="lobby-season-title">
          {name} · {t('lobby.seasonN', { n: seasonId })}
        </h1>
        <div className="lobby-muted">
          {t('lobby.contestId', { id: reply.contest_id })} · {lobbyRange(reply.start_time, reply.end_time)}
        </div>
        <div className="lobby-muted" data-testid="lobby-season-rule">
          {t('myseason.rule', { rule: rankRuleText(t, reply.rank_rule) })}
        </div>
      </Card>
      {q.isError && (
        <Alert type="warning" data-testid="lobby-season-stale">
          {t('myseason.stale', { message: errorText(q.error) })}
        </Alert>
      )}
      <SeasonStanding data={reply.data} />
      {reply.data.recent.length > 0 && (
        <Card title={t('myseason.chart')} data-testid="lobby-season-chart-card">
          <SeasonChart games={reply.data.recent} />
        </Card>
      )}
      <SeasonGames reply={reply} page={page} pageSize={SEASON_PAGE_SIZE} busy={q.isPlaceholderData} onPage={onPage} />
    </div>
  );
}
