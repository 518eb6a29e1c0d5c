import type { ContestDetail } from '@taikai/shared';
import { Anchor, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import ContestInfoForm from './ContestInfoForm';
import { INFO_SECTION_ID } from './infoModel';

/** Contest info with a side index: this section, and the season list page. */
export default function ContestInfoTab({ detail }: { detail: ContestDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const seasonListPath = `/contest/${detail.unique_id}/season`;
  return (
    <Flex gap={24} align="flex-start">
      <div style={{ flex: 1, minWidth: 0 }}>
        <ContestInfoForm detail={detail} />
      </div>
      <nav style={{ width: 180, flex: 'none' }} aria-label={t('contest.info.index')}>
        <Anchor
          offsetTop={16}
          getCurrentAnchor={() => `#${INFO_SECTION_ID}`}
          onClick={(event, link) => {
            // The section link only scrolls (the router keeps the URL); the season list is another page.
            event.preventDefault();
            if (link.href.startsWith('/')) navigate(link.href);
          }}
          items={[
            { key: 'info', href: `#${INFO_SECTION_ID}`, title: t('contest.info.title') },
            { key: 'seasons', href: seasonListPath, title: t('contest.info.seasonList') },
          ]}
        />
      </nav>
    </Flex>
  );
}
