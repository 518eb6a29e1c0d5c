import { ExclamationCircleFilled, ReloadOutlined } from '@ant-design/icons';
import type { ContestListItem } from '@taikai/shared';
import { Button, Flex, Skeleton } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount, useServerTime } from '../../api/account';
import { useContestList } from '../../api/contest';
import { pageModule } from '../../app/page-module';
import { ContestCard } from './ContestCard';
import { CreateContestCard } from './CreateContestCard';

// Secondary parts load after the cards: the dialog (forms, date pickers) on first use, with what pages need besides
// their code (the rest of the texts, Ant Design's locale for its date pickers); the announcements (DOMPurify) right
// after the page.
const loadDialog = pageModule(() => import('./CreateContestDialog'));
const CreateContestDialog = lazy(() => loadDialog().then((m) => ({ default: m.CreateContestDialog })));
const AnnouncementPanel = lazy(() => import('./AnnouncementPanel').then((m) => ({ default: m.AnnouncementPanel })));
// the way to the games to watch shows only when there are some: it loads beside the cards, nothing in its place
const WatchGamesBanner = lazy(() => import('./WatchGamesBanner').then((m) => ({ default: m.WatchGamesBanner })));

/** Newest first by creation time (ties: larger unique id first). */
export function sortByCreation(list: readonly ContestListItem[]): ContestListItem[] {
  return [...list].sort((a, b) => b.create_time - a.create_time || b.unique_id - a.unique_id);
}

/**
 * Home: "my contests" cards and the create card on the left (above them, when there are any, the way to the games
 * the account may watch), official announcements on the right. It is the console's first page, so it is built from
 * what the shell loads anyway: the heading, cards and texts are plain elements in Ant Design's look (`taikai-heading`,
 * `taikai-card`, `taikai-load-failed`, `taikai-text-secondary` in global.css), not Typography (which brings a text
 * editor), Card (Tabs and Menu) or Result (its pictures).
 */
export default function HomePage() {
  const { t } = useTranslation();
  const contests = useContestList();
  const { data: account } = useAccount();
  useServerTime(); // fetch the server clock early: the create dialog's limits depend on it
  const [creating, setCreatingState] = useState(false);
  const [dialogUsed, setDialogUsed] = useState(false);
  const setCreating = (open: boolean) => {
    setCreatingState(open);
    if (open) setDialogUsed(true);
  };
  const sorted = useMemo(() => sortByCreation(contests.data ?? []), [contests.data]);

  return (
    <Flex gap={24} align="flex-start">
      <div className="taikai-home-main">
        <Suspense fallback={null}>
          <WatchGamesBanner />
        </Suspense>
        <div className="taikai-section-head">
          <h4 className="taikai-heading">{t('home.myContests')}</h4>
          <Button icon={<ReloadOutlined />} onClick={() => void contests.refetch()} loading={contests.isFetching}>
            {t('common.refresh')}
          </Button>
        </div>
        {contests.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : contests.isError && !contests.data ? (
          <div className="taikai-load-failed" role="alert" data-testid="home-load-failed">
            <ExclamationCircleFilled className="taikai-load-failed-icon" />
            <div className="taikai-load-failed-title">{t('home.loadFailed')}</div>
            <Button onClick={() => void contests.refetch()}>{t('common.retry')}</Button>
          </div>
        ) : (
          <div className="taikai-card-grid" data-testid="contest-grid">
            <CreateContestCard
              allowance={account?.create_allowance}
              onOpen={() => setCreating(true)}
              onPrefetch={() => void loadDialog()}
            />
            {sorted.map((c) => (
              <ContestCard key={c.unique_id} contest={c} />
            ))}
          </div>
        )}
        {contests.data && sorted.length === 0 && (
          <p className="taikai-text-secondary" style={{ marginTop: 16 }}>
            {t('home.empty')}
          </p>
        )}
      </div>
      <div className="taikai-home-side">
        <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
          <AnnouncementPanel />
        </Suspense>
      </div>
      {(creating || dialogUsed) && (
        <Suspense fallback={null}>
          <CreateContestDialog open={creating} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
