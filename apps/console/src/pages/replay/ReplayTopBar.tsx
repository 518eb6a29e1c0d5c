import { LeftOutlined } from '@ant-design/icons';
import type { ReplayHand, TablePlayer, WallVerification } from '@taikai/shared';
import { Switch, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lobbyPaths } from '../lobby/paths';
import { seatLabel } from '../table/names';

/** "East 2, 1 honba". */
export function handName(t: TFunction, hand: ReplayHand): string {
  return t('replay.handName', { wind: t(`lobby.winds.${hand.roundWind % 4}`), n: hand.kyoku, honba: hand.honba });
}

export type ViewChoice = 'all' | number;

/**
 * Above the table: the way back to the lobby, the contest's name, the hand picker (a hand whose wall check failed is
 * marked), whose view is shown and, for a manager of the contest, whether anyone with the link may open the replay.
 */
export function ReplayTopBar({
  contestName,
  hands,
  checks,
  hand,
  onHand,
  players,
  winds,
  view,
  onView,
  publish,
}: {
  contestName: string;
  hands: ReplayHand[];
  checks: WallVerification[];
  hand: number;
  onHand: (hand: number) => void;
  players: TablePlayer[];
  /** each seat's wind in the hand on the screen (three robots are told apart by their winds, as on the board) */
  winds: Record<number, number>;
  view: ViewChoice;
  onView: (view: ViewChoice) => void;
  /** the public switch, for a manager */
  publish: { on: boolean; busy: boolean; set: (on: boolean) => void } | null;
}) {
  const { t } = useTranslation();
  const handId = useId();
  const viewId = useId();
  const publicId = useId();
  return (
    <header className="rp-top" data-testid="replay-top">
      <div className="rp-line">
        <Link to={lobbyPaths.home} className="rp-back" data-testid="replay-back">
          <LeftOutlined aria-hidden />
          <span>{t('replay.backToLobby')}</span>
        </Link>
        <h1 className="rp-title" data-testid="replay-contest">
          {contestName}
        </h1>
        {publish && (
          <Tooltip title={t('replay.publicHelp')}>
            <span className="rp-public">
              <label htmlFor={publicId}>{t('replay.publicLabel')}</label>
              <Switch
                id={publicId}
                size="small"
                checked={publish.on}
                loading={publish.busy}
                onChange={publish.set}
                aria-describedby={`${publicId}-help`}
                data-testid="replay-public"
              />
              <span id={`${publicId}-help`} className="tt-sr">
                {t('replay.publicHelp')}
              </span>
            </span>
          </Tooltip>
        )}
      </div>
      <div className="rp-line">
        <label className="rp-field" htmlFor={handId}>
          <span className="tt-sr">{t('replay.hand')}</span>
          <select
            id={handId}
            className="rp-select rp-hand-pick"
            value={hand}
            onChange={(e) => onHand(Number(e.target.value))}
            data-testid="hand-picker"
          >
            {hands.map((h, i) => (
              <option key={h.index} value={i}>
                {checks[i]?.status === 'mismatch' ? t('replay.handMismatch', { hand: handName(t, h) }) : handName(t, h)}
              </option>
            ))}
          </select>
        </label>
        <label className="rp-field" htmlFor={viewId}>
          <span className="tt-sr">{t('replay.view')}</span>
          <select
            id={viewId}
            className="rp-select rp-view"
            value={String(view)}
            onChange={(e) => onView(e.target.value === 'all' ? 'all' : Number(e.target.value))}
            data-testid="view-picker"
          >
            <option value="all">{t('replay.viewAll')}</option>
            {players.map((p) => (
              <option key={p.seat} value={p.seat}>
                {t('replay.viewSeat', { who: seatLabel(t, players, p.seat, winds[p.seat]) })}
              </option>
            ))}
          </select>
        </label>
      </div>
    </header>
  );
}
