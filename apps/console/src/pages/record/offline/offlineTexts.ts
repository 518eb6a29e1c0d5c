/**
 * The words of the offline tables' problems: the catalogue's message of a code with the values it names, what an
 * empty field must hold, what a CSV cell should have held, and where a problem is (a field, a line and column).
 */
import { errorMessage, OFFLINE_WINDS, type OfflineCsvProblem } from '@taikai/shared';
import type { TFunction } from 'i18next';
import { messageLang } from '../../../i18n';
import { WINDS } from '../../game/seats';
import type { DraftProblem } from './offlineDraft';

/** The catalogue's message for `code` in the page language, its `{name}`s filled from `detail`. */
export function codeText(code: number, detail?: Record<string, string | number>): string {
  const text = errorMessage(code, messageLang());
  return detail ? text.replace(/\{(\w+)\}/g, (m, k: string) => String(detail[k] ?? m)) : text;
}

export function draftProblemText(t: TFunction, p: DraftProblem): string {
  return p.need ? t(`offline.need.${p.need}`) : codeText(p.code ?? 0, p.detail);
}

/** A seat's wind in words (East …). */
export const windName = (t: TFunction, seat: number): string => t(`game.wind.${WINDS[seat]}`);

/** A seat as a label names it (East; 东家 in Chinese). */
export const seatName = (t: TFunction, seat: number): string => t('offline.seatWind', { wind: windName(t, seat) });

/** Where a form problem is, for the summary: "East · Player", "Penalty 2", "Start" ('' for the whole form). */
export function fieldLabel(t: TFunction, field: string): string {
  const [head, index, leaf] = field.split('.');
  const n = Number(index);
  switch (head) {
    case 'start_time':
      return t('offline.start');
    case 'end_time':
      return t('offline.end');
    case 'seats':
      if (index === undefined) return t('offline.players');
      return `${seatName(t, n)} · ${t(leaf === 'points' ? 'offline.finalPoints' : 'offline.player')}`;
    case 'points':
      return t('offline.sumLabel');
    case 'riichi_sticks':
      return t('offline.sticks');
    case 'sticks_to':
      return t('offline.sticksTo');
    case 'penalties':
      return index === undefined ? t('offline.penalties') : t('offline.penaltyN', { n: n + 1 });
    case 'yakuman':
      return index === undefined ? t('offline.yakuman') : t('offline.yakumanN', { n: n + 1 });
    case 'remark':
      return t('offline.remark');
    default:
      return '';
  }
}

/** A problem of a file's cell in words: what the cell should hold, or the catalogue's message. */
export function csvProblemText(t: TFunction, p: OfflineCsvProblem): string {
  if (p.kind)
    return t(`offline.cell.${p.kind}`, {
      ...p.detail,
      winds: OFFLINE_WINDS.join(', '),
    });
  return codeText(p.code, p.detail);
}
