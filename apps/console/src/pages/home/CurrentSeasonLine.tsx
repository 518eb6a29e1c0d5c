import { type Season, SeasonState } from '@taikai/shared';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STATE_COLOR, stateLabel } from '../season/seasonDisplay';
import { CardTag } from './CardTag';
import { ContestGamesSlot } from './ContestGamesSlot';

/**
 * Where a contest's current season stands, on its home card: the season and its state, joined players, and the
 * sign-ups waiting for review as a link to the review screen. Only numbers the server sends are shown.
 */
export function CurrentSeasonLine({ uniqueId, season }: { uniqueId: number; season: Season | null }) {
  const { t } = useTranslation();
  if (!season) return null;
  const base = `/contest/${uniqueId}/season/${season.season_id}`;
  const stop = (e: React.SyntheticEvent) => e.stopPropagation();
  return (
    <Flex vertical gap={4} className="taikai-contest-card-season" data-testid="contest-card-season">
      <Flex align="center" gap={6} wrap>
        <span>{t('season.seasonName', { id: season.season_id })}</span>
        <CardTag color={STATE_COLOR[season.state]}>{stateLabel(t, season.state)}</CardTag>
        <span className="taikai-text-secondary">{t('home.players', { count: season.player_count })}</span>
      </Flex>
      {season.pending_count > 0 && season.state !== SeasonState.Ended && (
        // biome-ignore lint/a11y/useKeyWithClickEvents: keeps the card's own click from also firing
        // biome-ignore lint/a11y/noStaticElementInteractions: keeps the card's own click from also firing
        <span onClick={stop}>
          <Link to={`${base}/join`} data-testid="contest-card-pending">
            {t('home.pendingSignups', { count: season.pending_count })}
          </Link>
        </span>
      )}
      <ContestGamesSlot uniqueId={uniqueId} season={season} />
    </Flex>
  );
}
