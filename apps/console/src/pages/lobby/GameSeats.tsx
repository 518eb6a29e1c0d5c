/**
 * A running game's seats and round as the lobby shows them (the look of "Your game has started" in MyGamesCard:
 * seats in wind order, each named by this hand's wind, robots called robots, the round in words), for the games
 * to watch. Same classes and texts as MyGamesCard's own seats, so both read alike.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

export interface SeatView {
  seat: number;
  /** the wind the seat plays in the hand shown */
  wind: number;
  name: string;
  value: string;
  me?: boolean;
}

/**
 * A seat's wind in hand `ju` of a round: the dealer of hand `ju` is seat `ju` and the winds follow the seats from
 * there (3-player: east, south, west) — as the server gives it for my own running game (my-games.service.ts). The
 * console's watch page has the same rule in pages/game/seats.ts (`handWind`): the lobby loads none of the console.
 */
export function windOf(seat: number, ju: number, players: number): number {
  const n = players === 3 ? 3 : 4;
  return (((seat - ju) % n) + n) % n;
}

/** "East 2, 1 honba" (chang 0 east …, ju 0-based, ben the honba count). */
export function roundText(t: TFunction, round: { chang: number; ju: number; ben: number }): string {
  return t('lobby.round', { wind: t(`lobby.winds.${round.chang % 4}`), n: round.ju + 1, ben: round.ben });
}

/** A seat's name: the nickname, or "Robot" for account 0. */
export function seatName(t: TFunction, p: { account_id: number; nickname: string }): string {
  return p.account_id === 0 ? t('lobby.robot') : p.nickname;
}

/** Seats in wind order (east, south, west, north), each named by its wind; the caller's highlighted. */
export function GameSeats({ seats, testId = 'lobby-seat' }: { seats: SeatView[]; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="lobby-seats">
      {[...seats]
        .sort((a, b) => a.wind - b.wind)
        .map((s) => (
          <div key={s.seat} className={`lobby-seat${s.me ? ' is-me' : ''}`} data-testid={`${testId}-${s.seat}`}>
            <span className="lobby-seat-name">
              <span className="lobby-seat-wind">{t(`lobby.winds.${s.wind}`)}</span> {s.name}
            </span>
            <span>{s.value}</span>
          </div>
        ))}
    </div>
  );
}
