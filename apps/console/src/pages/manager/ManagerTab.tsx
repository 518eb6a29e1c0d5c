import type { ContestDetail } from '@taikai/shared';
import { Anchor, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { BELOW_TOP_BAR } from '../../app/layout/topBarMetrics';
import ManagerNoticeSection from './ManagerNoticeSection';
import ManagerRosterSection from './ManagerRosterSection';
import ObserverRosterSection from './ObserverRosterSection';
import { SECTION_IDS } from './sections';

/**
 * The contest's manager tab (spec part 2 section 2 "Manager page"): the manager notice, the manager roster (only
 * for the contest creator) and the observer roster (only while the observer switch is on), with an anchor menu.
 */
export default function ManagerTab({ detail }: { detail: ContestDetail }) {
  const { t } = useTranslation();
  const showManagers = detail.is_creator;
  const showObservers = detail.observer_switch === 1;
  const items = [
    { key: 'notice', href: `#${SECTION_IDS.notice}`, title: t('manager.notice.title') },
    ...(showManagers ? [{ key: 'managers', href: `#${SECTION_IDS.managers}`, title: t('manager.roster.menu') }] : []),
    ...(showObservers
      ? [{ key: 'observers', href: `#${SECTION_IDS.observers}`, title: t('manager.observers.menu') }]
      : []),
  ];

  return (
    <Flex gap={24} align="flex-start" data-testid="manager-tab">
      <Flex vertical gap={16} style={{ flex: 1, minWidth: 0 }}>
        <ManagerNoticeSection detail={detail} />
        {showManagers && <ManagerRosterSection detail={detail} />}
        {showObservers && <ObserverRosterSection detail={detail} />}
      </Flex>
      <nav style={{ width: 180, flex: 'none' }} aria-label={t('manager.index')}>
        <Anchor
          // sticks below the console's sticky top bar, not over it (issue 29 #6)
          offsetTop={BELOW_TOP_BAR}
          // the links only scroll; the router keeps the URL
          onClick={(event) => event.preventDefault()}
          items={items}
        />
      </nav>
    </Flex>
  );
}
