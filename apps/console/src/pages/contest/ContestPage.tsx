import { Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useContestDetail } from '../../api/contestDetail';
import ManagerTab from '../manager/ManagerTab';
import NoticeTab from '../notice/NoticeTab';
import ActivityTab from './activity/ActivityTab';
import ContestHeader from './ContestHeader';
import ContestInfoTab from './ContestInfoTab';
import ContestLoadError, { isFinalLoadError } from './ContestLoadError';
import UserCardTab from './UserCardTab';

/** Tabs of the contest page and the sub-path each one lives at (spec part 1 section 2). */
const TABS = [
  { key: 'info', path: '' },
  { key: 'announcement', path: 'announcement' },
  { key: 'manager', path: 'manager' },
  { key: 'user', path: 'user' },
  { key: 'activity', path: 'activity' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** `/contest/:id/*`: header with back link and delete button, then the tab of the sub-path. */
export default function ContestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ?? '';
  const uniqueId = Number(id);
  const validId = /^\d+$/.test(id) && uniqueId > 0;
  const detail = useContestDetail(validId ? uniqueId : 0);

  const subPath = (params['*'] ?? '').replace(/\/+$/, '');
  const tab = TABS.find((item) => item.path === subPath);
  // Unknown sub-paths go to the first tab.
  if (!tab) return <Navigate to={`/contest/${id}`} replace />;

  if (!validId) return <ContestLoadError error={null} />;
  // A failed refresh keeps the loaded contest on screen unless the contest is gone or closed to this account.
  if (detail.isError && (!detail.data || isFinalLoadError(detail.error)))
    return <ContestLoadError error={detail.error} />;
  if (!detail.data) {
    return (
      <div style={{ padding: 96, textAlign: 'center' }}>
        <Spin size="large" aria-label={t('contest.loading')} />
      </div>
    );
  }

  const contest = detail.data;
  const content: Record<TabKey, React.ReactNode> = {
    info: <ContestInfoTab detail={contest} />,
    announcement: <NoticeTab detail={contest} />,
    manager: <ManagerTab detail={contest} />,
    user: <UserCardTab detail={contest} />,
    activity: <ActivityTab detail={contest} />,
  };

  return (
    <div data-testid="contest-page">
      <ContestHeader detail={contest} />
      <Tabs
        activeKey={tab.key}
        destroyOnHidden
        onChange={(key) => {
          const next = TABS.find((item) => item.key === key);
          navigate(next?.path ? `/contest/${id}/${next.path}` : `/contest/${id}`);
        }}
        items={TABS.map((item) => ({
          key: item.key,
          label: t(`contest.tabs.${item.key}`),
          children: item.key === tab.key ? content[item.key] : null,
        }))}
      />
    </div>
  );
}
