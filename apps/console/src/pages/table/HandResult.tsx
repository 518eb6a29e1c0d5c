import { type TablePlayer, type TableSeat, type TableWin, yakuName } from '@taikai/shared';
import { Button } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { messageLang } from '../../i18n';
import { seatLabel } from './names';
import { Melds } from './Pond';
import { Tile, Tiles } from './Tile';
import { sortTiles } from './tiles';
import type { ShownOutcome } from './useHandOutcome';

/** A win by self-draw: the engine's `from` is -1 (or the winner's own seat). */
export const isTsumo = (w: Pick<TableWin, 'seat' | 'from'>) => w.from < 0 || w.from === w.seat;

/**
 * End of a hand, over the table and sized to fit a phone without scrolling: each winner's hand with how it was won
 * (tsumo, or ron and who dealt in), yaku, han, fu and points; a draw's tenpai hands; every seat's change. It closes
 * with Continue or when the shown countdown ends; a tap on it keeps it up until Continue.
 */
export function HandResult({ shown, players }: { shown: ShownOutcome; players: TablePlayer[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { outcome, winds, seats, dora, secondsLeft } = shown;
  const who = (seat: number) => seatLabel(t, players, seat, winds[seat]);
  const title =
    outcome.kind === 'win'
      ? t('table.result.win')
      : outcome.kind === 'draw'
        ? t('table.result.draw')
        : t('table.result.abort');
  return (
    <div className="tt-overlay" data-testid="hand-result" onPointerDown={shown.hold}>
      <section
        className="tt-result tt-hand-result"
        role="dialog"
        aria-labelledby={titleId}
        onFocus={shown.hold}
        data-wins={outcome.wins.length + outcome.tenpaiHands.length}
      >
        <h3 id={titleId}>{title}</h3>
        <div className="tt-result-main">
          {outcome.wins.map((w) => (
            <div className="tt-win" key={`${w.seat}-${w.from}`} data-testid={`win-${w.seat}`}>
              <div className="tt-win-head">
                <span className="tt-win-who">{who(w.seat)}</span>
                <span className="tt-win-how" data-testid="win-how">
                  {isTsumo(w) ? t('table.result.tsumo') : t('table.result.ronFrom', { who: who(w.from) })}
                </span>
              </div>
              <div className="tt-row" data-testid="win-hand">
                <Tiles tiles={sortTiles(w.hand)} />
                <span className="tt-gap" />
                <Tile tile={w.winTile} size="sm" highlight />
                <WinnerMelds seats={seats} seat={w.seat} />
              </div>
              <div className="tt-row tt-indicators" data-testid="win-indicators">
                <span>{t('table.result.dora')}</span>
                <Tiles tiles={dora} />
                {w.uraIndicators.length > 0 && (
                  <>
                    <span className="tt-gap" />
                    <span>{t('table.result.ura')}</span>
                    <Tiles tiles={w.uraIndicators} />
                  </>
                )}
              </div>
              <ul className="tt-yaku" data-testid="win-yaku">
                {w.yaku.map((y) => (
                  <li key={y.name}>
                    <span>{yakuName(y.name, messageLang())}</span>
                    <span className="tt-yaku-han">{w.yakuman ? t('table.yakuman') : t('table.han', { n: y.han })}</span>
                  </li>
                ))}
              </ul>
              <div className="tt-points" data-testid="win-points">
                {w.yakuman ? t('table.yakumanTimes', { n: w.yakuman }) : t('table.hanFu', { han: w.han, fu: w.fu })} ·{' '}
                {t('table.points', { n: w.points })}
              </div>
            </div>
          ))}
          {outcome.kind === 'draw' &&
            (outcome.tenpaiHands.length === 0 ? (
              <p className="tt-noten">{t('table.result.allNoten')}</p>
            ) : (
              outcome.tenpaiHands.map((h) => (
                <div key={h.seat} className="tt-win" data-testid={`tenpai-${h.seat}`}>
                  <div className="tt-win-head">
                    <span className="tt-win-who">{who(h.seat)}</span>
                    <span className="tt-win-how">{t('table.result.tenpai')}</span>
                  </div>
                  <div className="tt-row">
                    <Tiles tiles={sortTiles(h.hand)} />
                  </div>
                </div>
              ))
            ))}
        </div>
        <div className="tt-result-side">
          <table className="tt-deltas">
            <tbody>
              {outcome.deltas.map((d, seat) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one row per seat
                <tr key={seat} data-testid={`delta-${seat}`}>
                  <td className="tt-who">{who(seat)}</td>
                  <td className={d > 0 ? 'tt-plus' : d < 0 ? 'tt-minus' : undefined}>{d > 0 ? `+${d}` : d}</td>
                  <td>{outcome.scores[seat]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Button type="primary" size="large" block onClick={shown.close} data-testid="hand-result-close">
            {secondsLeft === null ? t('table.result.continue') : t('table.result.continueIn', { n: secondsLeft })}
          </Button>
        </div>
      </section>
    </div>
  );
}

/** A winner's called melds beside their concealed hand and winning tile, as on the board. */
function WinnerMelds({ seats, seat }: { seats: TableSeat[]; seat: number }) {
  const mine = seats.find((x) => x.seat === seat);
  if (!mine || mine.melds.length === 0) return null;
  return (
    <>
      <span className="tt-gap" />
      <Melds seat={mine} players={seats.length} size="sm" />
    </>
  );
}
