import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ContestDetail } from '@taikai/shared';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang, localizedContent } from '../../i18n';
import DeleteContestButton from './DeleteContestButton';

/**
 * The contest page's header: back link, the contest's name, its ID and (creator only) delete. The name uses the
 * room there is and is cut only when it overflows, with the full name in a tooltip then.
 */
export default function ContestHeader({ detail }: { detail: ContestDetail }) {
  const { t } = useTranslation();
  const name = localizedContent(detail.contest_name, currentLang());
  return (
    <Flex align="center" justify="space-between" gap={16} style={{ marginBottom: 8 }}>
      <Flex align="center" gap={16} style={{ minWidth: 0, flex: 1 }}>
        <Link to="/" style={{ flex: 'none' }}>
          <ArrowLeftOutlined /> {t('contest.back')}
        </Link>
        <Typography.Title
          level={4}
          style={{ margin: 0, minWidth: 0 }}
          data-testid="contest-title"
          ellipsis={{ tooltip: name }}
        >
          {name}
        </Typography.Title>
        <Tag color="geekblue" style={{ flex: 'none' }}>
          {t('contest.contestId', { id: detail.contest_id })}
        </Tag>
      </Flex>
      {detail.is_creator && <DeleteContestButton detail={detail} name={name} />}
    </Flex>
  );
}
