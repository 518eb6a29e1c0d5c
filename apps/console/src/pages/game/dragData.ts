import { parseJson } from '@taikai/shared';
import type { DragEvent } from 'react';
import type { SeatPlayer } from './seats';

/** What a drag carries on the create-game page: a ready player, or a seat being moved. */
export type DragPayload = { kind: 'player'; player: SeatPlayer } | { kind: 'seat'; index: number };

const MIME = 'application/x-taikai-seat';

export function startDrag(e: DragEvent, payload: DragPayload): void {
  e.dataTransfer.setData(MIME, JSON.stringify(payload));
  e.dataTransfer.setData('text/plain', payload.kind === 'player' ? payload.player.nickname : '');
  e.dataTransfer.effectAllowed = 'move';
}

export function readDrag(e: DragEvent): DragPayload | null {
  const value = parseJson(e.dataTransfer.getData(MIME)) as DragPayload | null | undefined;
  if (value?.kind === 'player' && typeof value.player?.account_id === 'number') return value;
  if (value?.kind === 'seat' && typeof value.index === 'number') return value;
  return null;
}
