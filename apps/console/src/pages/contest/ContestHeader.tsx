import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ContestDetail } from '@taikai/shared';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang, localizedContent } from '../../i18n';
import DeleteContestButton from './DeleteContestButton';
import { cutText } from './names';

/** Names in the header are cut at 10 characters (spec part 1 section 9), the full name in a tooltip. */
export const HEADER_NAME_MAX = 10;

export default function ContestHeader({ detail }: { detail: ContestDetail }) {
  const { t } = useTranslation();
  const name = localizedContent(detail.contest_name, currentLang());
  const shown = cutText(name, HEADER_NAME_MAX);
  const title = (
    <Typography.Title level={4} style={{ margin: 0 }} data-testid="contest-title">
      {shown.text}
    </Typography.Title>
  );
  return (
    <Flex align="center" justify="space-between" gap={16} style={{ marginBottom: 8 }}>
      <Flex align="center" gap={16}>
        <Link to="/">
          <ArrowLeftOutlined /> {t('contest.back')}
        </Link>
        {shown.cut ? <Tooltip title={name}>{title}</Tooltip> : title}
        <Tag color="geekblue">{t('contest.contestId', { id: detail.contest_id })}</Tag>
      </Flex>
      {detail.is_creator && <DeleteContestButton detail={detail} name={name} />}
    </Flex>
  );
}
