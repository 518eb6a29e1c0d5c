/**
 * Errors, by kind, with the first 2000 kept in detail (and the first three of each kind printed); restart disruptions
 * (what the restart itself explains) counted apart.
 */
import { tRel } from './clock.js';
import { type Phase, run } from './run-state.js';

interface ErrorEvent {
  t: number;
  phase: Phase;
  kind: string;
  detail: string;
}
export const errors: ErrorEvent[] = [];
export const errorCounts = new Map<string, number>();
export const disruptions = new Map<string, number>();

export function error(kind: string, detail: string): void {
  errorCounts.set(kind, (errorCounts.get(kind) ?? 0) + 1);
  if (errors.length < 2000)
    errors.push({ t: +tRel().toFixed(1), phase: run.phase, kind, detail: detail.slice(0, 300) });
  if ((errorCounts.get(kind) ?? 0) <= 3) {
    console.error(`[${tRel().toFixed(0)} s, ${run.phase}] error ${kind}: ${detail}`);
  }
}
export function disruption(kind: string): void {
  disruptions.set(kind, (disruptions.get(kind) ?? 0) + 1);
}
