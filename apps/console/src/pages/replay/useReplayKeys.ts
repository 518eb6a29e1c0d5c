import { type TouchEvent, useEffect, useRef } from 'react';
import type { ReplayPlayer } from './useReplayPlayer';

/** Where keys belong to the control itself: text fields and selects (arrows pick an option there). */
const OWN_KEYS = 'input, textarea, select, [contenteditable="true"]';
/** Controls that Space presses itself (a focused button, link or switch): no second meaning for it there. */
const SPACE_PRESSES = 'button, a[href], [role="switch"], [role="button"]';

/**
 * The replay's keys, anywhere on the page: ← / → one decision, Shift+← / → and PageUp / PageDown one hand, Home / End
 * the start and the end, Space play / pause.
 */
export function useReplayKeys(player: ReplayPlayer): void {
  const latest = useRef(player);
  latest.current = player;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest(OWN_KEYS)) return;
      const p = latest.current;
      let act: (() => void) | null = null;
      switch (e.key) {
        case 'ArrowLeft':
          act = e.shiftKey ? p.prevHand : p.back;
          break;
        case 'ArrowRight':
          act = e.shiftKey ? p.nextHand : p.forward;
          break;
        case 'PageUp':
          act = p.prevHand;
          break;
        case 'PageDown':
          act = p.nextHand;
          break;
        case 'Home':
          act = p.toStart;
          break;
        case 'End':
          act = p.toEnd;
          break;
        case ' ':
        case 'Spacebar':
          if (!target?.closest(SPACE_PRESSES)) act = p.toggle;
          break;
      }
      if (!act) return;
      e.preventDefault();
      act();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** Shortest horizontal swipe (px) that steps, and how much more sideways than up or down it must be. */
const SWIPE_PX = 40;
const SWIPE_RATIO = 1.5;

/** A swipe on the table: to the left one decision on (as turning a page), to the right one back. */
export function useSwipe(player: ReplayPlayer) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (e: TouchEvent) => {
      const t = e.touches[0];
      start.current = t && e.touches.length === 1 ? { x: t.clientX, y: t.clientY } : null;
    },
    onTouchEnd: (e: TouchEvent) => {
      const from = start.current;
      const t = e.changedTouches[0];
      start.current = null;
      if (!from || !t) return;
      const dx = t.clientX - from.x;
      const dy = t.clientY - from.y;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < SWIPE_RATIO * Math.abs(dy)) return;
      if (dx < 0) player.forward();
      else player.back();
    },
  };
}
