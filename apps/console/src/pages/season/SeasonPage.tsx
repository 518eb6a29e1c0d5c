import { SeasonState } from '@taikai/shared';
import { Card, Flex, Menu, Spin, Tag, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { useContestDetail } from '../../api/contestDetail';
import { usePlanCount } from '../../api/game';
import { useSeasonList } from '../../api/season';
import { channelHasChat } from '../../app/channel';
import { localizedContent } from '../../i18n';
import ChatSettingPage from '../chat/ChatSettingPage';
import ContestLoadError from '../contest/ContestLoadError';
import BlacklistPage from '../roster/BlacklistPage';
import RosterPage from '../roster/RosterPage';
import SignupReviewPage from '../roster/SignupReviewPage';
import SeasonBreadcrumb from './SeasonBreadcrumb';
import { type SeasonContextValue, SeasonProvider } from './SeasonContext';
import SeasonInfoPage from './SeasonInfoPage';
import { STATE_COLOR, stateLabel } from './seasonDisplay';
import { visibleScreens } from './seasonScreens';

const RuleEditorPage = lazy(() => import('../rules/RuleEditorPage'));
const CreateGamePage = lazy(() => import('../game/CreateGamePage'));
const GamePlanListPage = lazy(() => import('../game/GamePlanListPage'));
const RunningGamesPage = lazy(() => import('../game/RunningGamesPage'));
const RecordPage = lazy(() => import('../record/RecordPage'));
const RankingPage = lazy(() => import('../ranking/RankingPage'));
const SeatingPage = lazy(() => import('../seating/SeatingPage'));

const SCREEN_ELEMENTS: Record<string, React.ReactNode> = {
  advanced: <RuleEditorPage />,
  'chat-setting': <ChatSettingPage />,
  'match-reservation': <CreateGamePage />,
  'reservation-manage': <GamePlanListPage />,
  'match-manage': <RunningGamesPage />,
  seating: <SeatingPage />,
  record: <RecordPage />,
  player_statistics: <RankingPage />,
  join: <SignupReviewPage />,
  user: <RosterPage />,
  blacklist: <BlacklistPage />,
};

const spinner = <Spin size="large" style={{ display: 'block', margin: '120px auto' }} />;

/** /contest/:id/season/:seasonId/* — one season with its left menu (spec part 1 section 2). */
export default function SeasonPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { id = '', seasonId: seasonParam = '' } = useParams();
  const uniqueId = Number(id);
  const seasonId = Number(seasonParam);
  const contest = useContestDetail(uniqueId);
  const seasons = useSeasonList(uniqueId);
  const listPath = `/contest/${uniqueId}/season`;
  const base = `${listPath}/${seasonParam}`;

  const seasonList = seasons.data ?? contest.data?.season_list;
  const season = seasonList?.find((s) => s.season_id === seasonId);
  const planCount = usePlanCount(uniqueId, seasonId, season !== undefined && season.state !== SeasonState.Ended);
  const ctx = useMemo<SeasonContextValue | null>(
    () =>
      contest.data && season && seasonList
        ? {
            uniqueId,
            seasonId,
            season,
            seasons: seasonList,
            contest: contest.data,
            ended: season.state === SeasonState.Ended,
          }
        : null,
    [contest.data, season, seasonList, uniqueId, seasonId],
  );

  if (!Number.isFinite(uniqueId) || uniqueId <= 0) return <ContestLoadError error={null} />;
  if (contest.isError) return <ContestLoadError error={contest.error} />;
  if (!contest.data || (!seasons.data && !seasons.isError)) return spinner;
  // Contest data has loaded and the season does not exist: back to the season list.
  if (!season || !ctx) return <Navigate to={listPath} replace />;

  // every screen may be routed to; the plan list is in the menu only while plans exist (or while it is open)
  const screens = visibleScreens(season, channelHasChat());
  const sub = location.pathname
    .slice(location.pathname.indexOf(base) + base.length)
    .replace(/^\/+/, '')
    .split('/')[0];
  const menuScreens = visibleScreens(season, channelHasChat(), planCount > 0 || sub === 'reservation-manage');
  const current = screens.find((s) => s.path === sub)?.key ?? 'info';

  return (
    <SeasonProvider value={ctx}>
      <Flex vertical gap={16} style={{ padding: 24 }}>
        <SeasonBreadcrumb
          uniqueId={uniqueId}
          contestName={localizedContent(contest.data.contest_name)}
          seasonId={seasonId}
          screenLabel={current === 'info' ? undefined : t(screens.find((s) => s.key === current)?.labelKey ?? '')}
        />
        <Card styles={{ body: { padding: 0 } }}>
          <Flex align="center" gap={12} style={{ padding: '16px 24px', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {localizedContent(contest.data.contest_name)}
            </Typography.Title>
            <Typography.Text type="secondary">{t('season.seasonName', { id: seasonId })}</Typography.Text>
            <Tag color={STATE_COLOR[season.state]}>{stateLabel(t, season.state)}</Tag>
          </Flex>
          <Flex>
            <Menu
              mode="inline"
              style={{ width: 200, flex: 'none', borderInlineEnd: '1px solid rgba(5,5,5,0.06)' }}
              selectedKeys={[current]}
              items={menuScreens.map((s) => ({ key: s.key, label: t(s.labelKey) }))}
              onClick={({ key }) => {
                const screen = menuScreens.find((s) => s.key === key);
                navigate(screen?.path ? `${base}/${screen.path}` : base);
              }}
            />
            <div style={{ flex: 1, minWidth: 0, padding: 24 }}>
              <Suspense fallback={spinner}>
                <Routes>
                  <Route index element={<SeasonInfoPage />} />
                  {screens
                    .filter((s) => s.path)
                    .map((s) => (
                      <Route key={s.key} path={s.path} element={SCREEN_ELEMENTS[s.key]} />
                    ))}
                  <Route path="*" element={<Navigate to={base} replace />} />
                </Routes>
              </Suspense>
            </div>
          </Flex>
        </Card>
      </Flex>
    </SeasonProvider>
  );
}
