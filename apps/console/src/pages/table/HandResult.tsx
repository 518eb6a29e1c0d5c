import type { TableHandOutcome, TablePlayer } from '@taikai/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Tile, Tiles } from './Tile';
import { sortTiles } from './tiles';

function nameOf(players: TablePlayer[], seat: number, robot: string) {
  const p = players.find((x) => x.seat === seat);
  return !p ? `#${seat}` : p.robot ? robot : p.nickname;
}

/** End of a hand: each winner's hand with yaku, han, fu and points; a draw's tenpai hands; everyone's change. */
export function HandResult({
  outcome,
  players,
  onClose,
}: {
  outcome: TableHandOutcome;
  players: TablePlayer[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const robot = t('table.robot');
  return (
    <div className="tt-overlay" data-testid="hand-result">
      <div className="tt-result">
        <h3>
          {outcome.kind === 'win'
            ? t('table.result.win')
            : outcome.kind === 'draw'
              ? t('table.result.draw')
              : t('table.result.abort')}
        </h3>
        {outcome.wins.map((w) => (
          <div className="tt-win" key={`${w.seat}-${w.from}`} data-testid={`win-${w.seat}`}>
            <div className="tt-win-head">
              {nameOf(players, w.seat, robot)} ·{' '}
              {w.seat === w.from ? t('table.act.tsumo') : `${t('table.act.ron')} ← ${nameOf(players, w.from, robot)}`}
            </div>
            <div className="tt-row">
              <Tiles tiles={sortTiles(w.hand)} />
              <span className="tt-gap" />
              <Tile tile={w.winTile} size="sm" highlight />
            </div>
            <ul className="tt-yaku">
              {w.yaku.map((y) => (
                <li key={y.name}>
                  <span>{t(`table.yaku.${y.name}`, { defaultValue: y.name })}</span>
                  <span>{w.yakuman ? t('table.yakuman') : t('table.han', { n: y.han })}</span>
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
            <p>{t('table.result.allNoten')}</p>
          ) : (
            outcome.tenpaiHands.map((h) => (
              <div key={h.seat} className="tt-win" data-testid={`tenpai-${h.seat}`}>
                <div className="tt-win-head">
                  {nameOf(players, h.seat, robot)} · {t('table.result.tenpai')}
                </div>
                <div className="tt-row">
                  <Tiles tiles={sortTiles(h.hand)} />
                </div>
              </div>
            ))
          ))}
        <table className="tt-deltas">
          <tbody>
            {outcome.deltas.map((d, seat) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one row per seat
              <tr key={seat} data-testid={`delta-${seat}`}>
                <td>{nameOf(players, seat, robot)}</td>
                <td className={d > 0 ? 'tt-plus' : d < 0 ? 'tt-minus' : undefined}>{d > 0 ? `+${d}` : d}</td>
                <td>{outcome.scores[seat]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Button type="primary" block onClick={onClose} data-testid="hand-result-close">
          {t('table.result.continue')}
        </Button>
      </div>
    </div>
  );
}
