import { ReloadOutlined } from '@ant-design/icons';
import type { ContestListItem } from '@taikai/shared';
import { Button, Col, Result, Row, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount, useServerTime } from '../../api/account';
import { useContestList } from '../../api/contest';
import { ContestCard } from './ContestCard';
import { CreateContestCard } from './CreateContestCard';
import { WatchGamesBanner } from './WatchGamesBanner';

// Secondary parts load after the cards: the dialog (forms, date pickers) on first use, the announcements
// (DOMPurify) right after the page.
const loadDialog = () => import('./CreateContestDialog');
const CreateContestDialog = lazy(() => loadDialog().then((m) => ({ default: m.CreateContestDialog })));
const AnnouncementPanel = lazy(() => import('./AnnouncementPanel').then((m) => ({ default: m.AnnouncementPanel })));

/** Newest first by creation time (ties: larger unique id first). */
export function sortByCreation(list: readonly ContestListItem[]): ContestListItem[] {
  return [...list].sort((a, b) => b.create_time - a.create_time || b.unique_id - a.unique_id);
}

/**
 * Home: "my contests" cards and the create card on the left (above them, when there are any, the way to the games
 * the account may watch), official announcements on the right.
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
    <Row gutter={24} wrap={false}>
      <Col flex="auto">
        <WatchGamesBanner />
        <div className="taikai-section-head">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('home.myContests')}
          </Typography.Title>
          <Button icon={<ReloadOutlined />} onClick={() => void contests.refetch()} loading={contests.isFetching}>
            {t('common.refresh')}
          </Button>
        </div>
        {contests.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : contests.isError && !contests.data ? (
          <Result
            status="warning"
            title={t('home.loadFailed')}
            extra={<Button onClick={() => void contests.refetch()}>{t('common.retry')}</Button>}
          />
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
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
            {t('home.empty')}
          </Typography.Paragraph>
        )}
      </Col>
      <Col flex="380px">
        <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
          <AnnouncementPanel />
        </Suspense>
      </Col>
      {(creating || dialogUsed) && (
        <Suspense fallback={null}>
          <CreateContestDialog open={creating} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </Row>
  );
}
