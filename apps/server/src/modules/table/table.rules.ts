/**
 * The table's pure rules: whether an answer is one of the seat's legal choices (checked before the host sees it,
 * so a client learns of a refusal), and which events a receiver may see.
 */
import type { TableAction, TableChoices } from '@taikai/shared';

const samePair = (a: readonly string[], b: readonly string[]) =>
  a.length === 2 && b.length === 2 && ((a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]));

export function isLegal(choices: TableChoices | null, action: TableAction): boolean {
  if (!choices) return false;
  switch (action.type) {
    case 'discard':
      if (!choices.discard?.includes(action.tile)) return false;
      return action.riichi ? !!choices.riichi?.includes(action.tile) : true;
    case 'tsumo':
    case 'ron':
    case 'pass':
    case 'daiminkan':
    case 'kita':
    case 'abort':
      return choices[action.type] === true;
    case 'chi':
    case 'pon':
      return (choices[action.type] ?? []).some((pair) => samePair(pair, action.tiles));
    case 'ankan':
    case 'kakan':
      return !!choices[action.type]?.includes(action.tile);
  }
}

/** Whether a receiver (seat, or -1 for a watcher) may see an event tagged `to` (the engine tags watchers' copies -1). */
export function maysee(to: 'all' | number[], seat: number): boolean {
  return to === 'all' || to.includes(seat);
}
