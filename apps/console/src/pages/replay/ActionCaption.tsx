import type { ReplayAction, ReplayFrame, TablePlayer } from '@taikai/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { seatLabel } from '../table/names';
import { Tile } from '../table/Tile';

const DRAWS = ['fanpai', 'nagashimangan', 'kyushukyuhai', 'suufonrenda', 'suukaikan', 'suuchariichi', 'sanchaho'];

/** What a draw of the hand is called (an unknown reason: just "draw"). */
export function drawName(t: TFunction, reason: string): string {
  return t(`replay.draw.${DRAWS.includes(reason) ? reason : 'other'}`);
}

/** The words of a step and the tile it shows (null: none, or a tile the viewer may not see). */
function describe(
  t: TFunction,
  a: ReplayAction,
  who: (seat: number) => string,
  sees: (seat: number) => boolean,
): { text: string; tile: string | null } {
  switch (a.type) {
    case 'deal':
      return { text: t('replay.action.deal'), tile: null };
    case 'draw':
      return {
        text: t(a.rinshan ? 'replay.action.drawRinshan' : 'replay.action.draw', { who: who(a.seat) }),
        tile: sees(a.seat) ? a.tile : null,
      };
    case 'discard':
      return {
        text: t(a.riichi ? 'replay.action.riichi' : a.tsumogiri ? 'replay.action.tsumogiri' : 'replay.action.discard', {
          who: who(a.seat),
        }),
        tile: a.tile,
      };
    case 'chi':
    case 'pon':
      return { text: t('replay.action.named', { who: who(a.seat), what: t(`table.act.${a.type}`) }), tile: a.tile };
    case 'daiminkan':
    case 'kakan':
      return { text: t('replay.action.named', { who: who(a.seat), what: t('table.act.kan') }), tile: a.tile };
    case 'ankan':
      return { text: t('replay.action.named', { who: who(a.seat), what: t('table.act.kan') }), tile: a.tiles[0] };
    case 'kita':
      return { text: t('replay.action.named', { who: who(a.seat), what: t('table.act.kita') }), tile: a.tile };
    case 'dora':
      return { text: t('replay.action.dora'), tile: a.tile };
    case 'win':
      return {
        text: a.tsumo
          ? t('replay.action.named', { who: who(a.seat), what: t('table.act.tsumo') })
          : t('replay.action.ron', { who: who(a.seat), from: who(a.from) }),
        tile: a.tile,
      };
    case 'ryukyoku':
      return {
        text:
          a.seat === null
            ? drawName(t, a.reason)
            : t('replay.action.named', { who: who(a.seat), what: drawName(t, a.reason) }),
        tile: null,
      };
  }
}

/**
 * The step on the screen in words ("S Robot discards 5p"), with its tile; a draw's tile only for a viewer who may see
 * it (every hand open, or the drawing seat's own view).
 */
export function ActionCaption({
  frame,
  players,
  viewer,
  live,
}: {
  frame: ReplayFrame;
  players: TablePlayer[];
  /** the seat whose view is shown; null: every hand open */
  viewer: number | null;
  /** announced to screen readers (not while auto-play runs) */
  live: boolean;
}) {
  const { t } = useTranslation();
  const winds = new Map(frame.seats.map((s) => [s.seat, s.seatWind]));
  const who = (seat: number) => seatLabel(t, players, seat, winds.get(seat));
  const { text, tile } = describe(t, frame.action, who, (seat) => viewer === null || viewer === seat);
  return (
    <div className="rp-caption" data-testid="replay-caption" aria-live={live ? 'polite' : 'off'}>
      <span>{text}</span>
      {tile && <Tile tile={tile} size="sm" />}
    </div>
  );
}
