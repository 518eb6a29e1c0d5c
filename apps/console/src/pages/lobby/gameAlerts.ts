/**
 * Telling the player that a game started, also while the lobby is in a background tab: the page
 * title changes while a game of theirs runs, a short chime plays if they turned sound on (off until chosen,
 * remembered in local storage; made with the Web Audio API, no sound file), and a browser notification shows if they
 * allowed notifications (asked only from the lobby's button, never on load). The lobby learns of a start from its
 * poll of my games (`useMyGames`, which keeps polling in a background tab), so this hooks there.
 */
import type { MyRunningGame } from '@taikai/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizedContent } from '../../i18n';
import { lobbyPaths } from './paths';

export const SOUND_KEY = 'taikai.lobby.sound';

export function soundEnabled(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === '1';
  } catch {
    return false;
  }
}

export function setSoundEnabled(on: boolean): void {
  try {
    if (on) localStorage.setItem(SOUND_KEY, '1');
    else localStorage.removeItem(SOUND_KEY);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
}

let audio: AudioContext | null = null;

/**
 * The page's audio context, made on first use. Browsers let a page start sound only after a tap on it: turning the
 * sound on is that tap (it plays the chime once), so the context is running when a game starts later.
 */
function audioContext(): AudioContext | null {
  if (audio) return audio;
  const Ctor =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  audio = new Ctor();
  return audio;
}

/** Two rising notes (E5, A5), a third of a second each, soft at both ends. */
export function playChime(): void {
  const ctx = audioContext();
  if (!ctx) return;
  void ctx.resume?.().catch(() => undefined);
  const start = ctx.currentTime + 0.02;
  [659.25, 880].forEach((frequency, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    const t0 = start + i * 0.2;
    osc.type = 'sine';
    osc.frequency.setValueAtTime(frequency, t0);
    gain.gain.setValueAtTime(0.0001, t0);
    gain.gain.exponentialRampToValueAtTime(0.25, t0 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + 0.34);
    osc.connect(gain);
    gain.connect(ctx.destination);
    osc.start(t0);
    osc.stop(t0 + 0.36);
  });
}

export type NotifyState = 'unsupported' | NotificationPermission;

export function notifyState(): NotifyState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the browser for notifications (call from a tap: browsers refuse to ask otherwise). */
export async function askToNotify(): Promise<NotifyState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return notifyState();
  }
}

/** A notification, when the player allowed them; a tap brings the lobby forward and runs `onClick`. */
function notify(title: string, body: string, onClick: () => void): void {
  if (notifyState() !== 'granted') return;
  try {
    const n = new Notification(title, { body, tag: 'taikai-game-started' });
    n.onclick = () => {
      window.focus();
      onClick();
      n.close();
    };
  } catch {
    // phones' browsers show notifications only through a service worker: the title and the sound remain
  }
}

/**
 * Watches my running games: while one runs the page title says so; a game that was not running at the last poll
 * (never the ones already running when the lobby opened) plays the chime and shows the notification.
 */
export function useGameStartAlerts(running: MyRunningGame[] | undefined): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const known = useRef<Set<string> | null>(null);
  const started = (running?.length ?? 0) > 0;

  useEffect(() => {
    if (!started) return;
    const before = document.title;
    document.title = t('lobby.titleStarted');
    return () => {
      document.title = before;
    };
  }, [started, t]);

  useEffect(() => {
    if (!running) return;
    const seen = known.current;
    known.current = new Set(running.map((g) => g.game_uuid));
    if (seen === null) return;
    const fresh = running.find((g) => !seen.has(g.game_uuid));
    if (!fresh) return;
    if (soundEnabled()) playChime();
    notify(
      t('lobby.gameStarted'),
      t('lobby.notificationBody', { contest: localizedContent(fresh.contest_name) || `#${fresh.contest_id}` }),
      () => navigate(lobbyPaths.table(fresh.game_uuid)),
    );
  }, [running, t, navigate]);
}
