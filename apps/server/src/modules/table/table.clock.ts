/**
 * The thinking clock of one seat (the server runs it; the client only shows it). Each decision has `fixed` seconds
 * of its own; time beyond them is taken from the seat's bank, which carries over from decision to decision and is
 * filled again at the start of every hand (as on the big platforms: 5+10 means five seconds a move and ten more to
 * spend over the hand). The first decision of a hand after the first also gets `screen` seconds, the time the
 * previous hand's result stays on screen. Everything is in milliseconds and scaled by TAIKAI_THINK_SCALE.
 */
import { THINKING_TYPES } from '@taikai/shared';

export interface ClockRule {
  fixedMs: number;
  bankMs: number;
  screenMs: number;
  /** extra time the server waits past the shown deadline (network), never shown */
  graceMs: number;
}

/** Seconds a result screen takes before the next hand's first decision counts. */
const SCREEN_SECONDS = 6;
const GRACE_MS = 500;

/**
 * The clock of a game from its detail rule: `time_fixed` / `time_add` when present (the editor derives them from
 * `thinking_type`), else the preset of `thinkingType`, else 5+20.
 */
export function clockRule(rule: Record<string, unknown> | undefined, scale: number, thinkingType?: number): ClockRule {
  const preset = THINKING_TYPES[thinkingType ?? 0] ?? [5, 20];
  const fixed = positive(rule?.time_fixed) ?? preset[0];
  const bank = nonNegative(rule?.time_add) ?? preset[1];
  return {
    fixedMs: Math.round(fixed * 1000 * scale),
    bankMs: Math.round(bank * 1000 * scale),
    screenMs: Math.round(SCREEN_SECONDS * 1000 * scale),
    graceMs: Math.max(50, Math.round(GRACE_MS * Math.min(1, scale))),
  };
}

function positive(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null;
}
function nonNegative(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null;
}

/** One question's allowance. */
export interface Allowance {
  fixedMs: number;
  bankMs: number;
  /** when the server gives up and plays the default (fixed + bank + grace) */
  limitMs: number;
}

export class SeatClock {
  private bank: number;
  private hand = -1;

  constructor(private readonly rule: ClockRule) {
    this.bank = rule.bankMs;
  }

  /** The allowance of a question asked during hand number `hand` (hands completed before it). */
  allowance(hand: number): Allowance {
    let fixed = this.rule.fixedMs;
    if (hand !== this.hand) {
      this.bank = this.rule.bankMs;
      if (this.hand >= 0 || hand > 0) fixed += this.rule.screenMs;
      this.hand = hand;
    }
    return { fixedMs: fixed, bankMs: this.bank, limitMs: fixed + this.bank + this.rule.graceMs };
  }

  /** Charges a finished question that took `usedMs`: whatever went beyond its fixed part leaves the bank. */
  charge(a: Allowance, usedMs: number): void {
    const over = Math.max(0, usedMs - a.fixedMs);
    this.bank = Math.max(0, Math.min(this.bank, a.bankMs) - over);
  }

  bankMs(): number {
    return this.bank;
  }
}

/**
 * What is left of a question's allowance after `elapsedMs` (the time since it was asked, a disconnection included):
 * the fixed part first, then the bank, as `charge` will take it. A restored question shows these (Mahjong Soul's
 * passed_waiting_time), never a fresh fixed part.
 */
export function remainingOf(a: Allowance, elapsedMs: number): { fixedMs: number; bankMs: number } {
  const used = Math.max(0, elapsedMs);
  return {
    fixedMs: Math.max(0, a.fixedMs - used),
    bankMs: Math.max(0, a.bankMs - Math.max(0, used - a.fixedMs)),
  };
}
