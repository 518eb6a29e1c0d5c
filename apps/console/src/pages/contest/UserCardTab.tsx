import type { ContestDetail, SeasonPlayer } from '@taikai/shared';
import { Card, Empty, Flex, Pagination, Select, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayers } from '../../api/roster';
import PlayerDetailDialog from '../ranking/PlayerDetailDialog';
import { formatTime, STATE_COLOR, stateLabel } from '../season/seasonDisplay';
import PlayerCard from './PlayerCard';
import { sortSeasons } from './players';

/** Spec part 1 section 9: card page size 20, 5 columns. */
export const CARD_PAGE_SIZE = 20;
export const CARD_COLUMNS = 5;
const JOINED = 2;

/** Players of a chosen season as cards; a card opens the player's season data. */
export default function UserCardTab({ detail }: { detail: ContestDetail }) {
  const { t } = useTranslation();
  const seasons = useMemo(() => sortSeasons(detail.season_list), [detail.season_list]);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const season = seasons.find((s) => s.season_id === chosen) ?? seasons[0];
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<SeasonPlayer | null>(null);
  const players = usePlayers(detail.unique_id, season?.season_id ?? 0, {
    state: JOINED,
    offset: (page - 1) * CARD_PAGE_SIZE,
    limit: CARD_PAGE_SIZE,
  });

  if (!season) return <Empty description={t('contest.user.noSeason')} />;

  const list = players.data?.list ?? [];
  const total = players.data?.total ?? 0;
  return (
    <Card>
      <Flex align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <Flex align="center" gap={8}>
          <Typography.Text>{t('contest.user.season')}</Typography.Text>
          <Select
            aria-label={t('contest.user.season')}
            style={{ width: 460 }}
            value={season.season_id}
            onChange={(id) => {
              setChosen(id);
              setPage(1);
            }}
            options={seasons.map((s) => ({
              value: s.season_id,
              label: (
                <Flex gap={8} align="center">
                  <Tag color={STATE_COLOR[s.state]} style={{ marginInlineEnd: 0 }}>
                    {stateLabel(t, s.state)}
                  </Tag>
                  <span>{t('season.seasonName', { id: s.season_id })}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatTime(s.start_time)} ~ {formatTime(s.end_time)}
                  </Typography.Text>
                </Flex>
              ),
            }))}
          />
        </Flex>
        <Typography.Text type="secondary">{t('contest.user.total', { count: total })}</Typography.Text>
      </Flex>
      <Spin spinning={players.isFetching}>
        {list.length === 0 ? (
          <Empty description={players.isPending ? ' ' : t('contest.user.noPlayers')} style={{ padding: 32 }} />
        ) : (
          <div
            data-testid="player-grid"
            style={{ display: 'grid', gridTemplateColumns: `repeat(${CARD_COLUMNS}, minmax(0, 1fr))`, gap: 12 }}
          >
            {list.map((player) => (
              <PlayerCard key={player.account_id} player={player} onOpen={() => setOpen(player)} />
            ))}
          </div>
        )}
      </Spin>
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Pagination current={page} pageSize={CARD_PAGE_SIZE} total={total} showSizeChanger={false} onChange={setPage} />
      </Flex>
      <PlayerDetailDialog
        uniqueId={detail.unique_id}
        accountId={open?.account_id ?? null}
        nickname={open?.nickname}
        seasons={detail.season_list}
        seasonId={season.season_id}
        onClose={() => setOpen(null)}
      />
    </Card>
  );
}
