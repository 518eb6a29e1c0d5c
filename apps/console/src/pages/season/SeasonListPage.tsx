import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { type Season, SeasonState, SignupType } from '@taikai/shared';
import { Button, Card, Flex, Space, Spin, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useContestDetail } from '../../api/contestDetail';
import { useSeasonList } from '../../api/season';
import { channelHasChat } from '../../app/channel';
import { localizedContent } from '../../i18n';
import ContestLoadError from '../contest/ContestLoadError';
import CreateSeasonDialog from './CreateSeasonDialog';
import SeasonRemarkCell from './SeasonRemarkCell';
import { formatTime, rankRuleLabel, STATE_COLOR, signupLabel, stateLabel } from './seasonDisplay';
import { seasonShortcuts } from './seasonScreens';

/** /contest/:id/season — the seasons of a contest (spec part 1 section 2 "Season list"). */
export default function SeasonListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const uniqueId = Number(id);
  const contest = useContestDetail(uniqueId);
  const seasons = useSeasonList(uniqueId);
  const [creating, setCreating] = useState(false);

  if (!Number.isFinite(uniqueId) || uniqueId <= 0) return <ContestLoadError error={null} />;
  if (contest.isError) return <ContestLoadError error={contest.error} />;
  if (!contest.data) return <Spin size="large" style={{ display: 'block', margin: '120px auto' }} />;

  const list = seasons.data ?? [];
  const openSeason = list.find((s) => s.state !== SeasonState.Ended);
  const base = `/contest/${uniqueId}/season`;

  const columns: ColumnsType<Season> = [
    {
      title: t('season.season'),
      dataIndex: 'season_id',
      width: 120,
      render: (sid: number) => t('season.seasonName', { id: sid }),
    },
    {
      title: t('season.state'),
      dataIndex: 'state',
      width: 90,
      render: (state: number) => <Tag color={STATE_COLOR[state]}>{stateLabel(t, state)}</Tag>,
    },
    {
      title: t('season.period'),
      key: 'period',
      width: 190,
      render: (_, s) => (
        <Flex vertical>
          <span>{formatTime(s.start_time)}</span>
          <span>{formatTime(s.end_time)}</span>
        </Flex>
      ),
    },
    {
      title: t('season.signupType'),
      key: 'signup',
      width: 180,
      render: (_, s) => (
        <Flex vertical>
          <span>{signupLabel(t, s.signup_type)}</span>
          {s.signup_type === SignupType.Check && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatTime(s.signup_start_time)} ~
              <br />
              {formatTime(s.signup_end_time)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('season.autoMatch'),
      dataIndex: 'auto_match',
      width: 100,
      render: (v: number) => (v ? <Tag color="green">{t('season.on')}</Tag> : <Tag>{t('season.off')}</Tag>),
    },
    {
      title: t('season.rankRule'),
      dataIndex: 'rank_rule',
      width: 180,
      render: (code: number) => rankRuleLabel(t, code),
    },
    {
      title: t('season.remark'),
      key: 'remark',
      render: (_, s) => <SeasonRemarkCell uniqueId={uniqueId} season={s} />,
    },
  ];

  const shortcuts = (s: Season) => (
    <Space wrap>
      {seasonShortcuts(s, channelHasChat()).map((screen) => (
        <Button
          key={screen.key}
          onClick={() => navigate(`${base}/${s.season_id}${screen.path ? `/${screen.path}` : ''}`)}
        >
          {t(screen.shortcutKey as string)}
        </Button>
      ))}
    </Space>
  );

  const createButton = (
    <Button type="primary" icon={<PlusOutlined />} disabled={Boolean(openSeason)} onClick={() => setCreating(true)}>
      {t('season.create')}
    </Button>
  );

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <Link to={`/contest/${uniqueId}`}>
        <ArrowLeftOutlined /> {t('season.backToContest')}
      </Link>
      <Card
        title={t('season.listTitle', { name: localizedContent(contest.data.contest_name) })}
        extra={openSeason ? <Tooltip title={t('season.createDisabledHint')}>{createButton}</Tooltip> : createButton}
      >
        <Table<Season>
          rowKey="season_id"
          columns={columns}
          dataSource={list}
          loading={seasons.isLoading}
          pagination={false}
          expandable={{ expandedRowRender: shortcuts, expandRowByClick: true }}
          rowClassName={() => 'taikai-clickable-row'}
          locale={{ emptyText: t('season.empty') }}
        />
      </Card>
      <CreateSeasonDialog
        open={creating}
        uniqueId={uniqueId}
        contestCreateTime={contest.data.create_time}
        onClose={() => setCreating(false)}
        onCreated={() => setCreating(false)}
      />
    </Flex>
  );
}
