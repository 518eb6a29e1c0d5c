import type { MyGamesReply } from '@taikai/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/token';
import { stubApi } from '../../test/fetchRoutes';
import { account, noGames, renderLobby, runningGame } from '../../test/fixtures/lobby';
import { SOUND_KEY } from './gameAlerts';

/** A browser's Notification: the permission, the question, and the notifications shown. */
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = 'granted';
    return 'granted' as const;
  });
  static shown: { title: string; options?: NotificationOptions }[] = [];
  onclick: (() => void) | null = null;
  constructor(title: string, options?: NotificationOptions) {
    FakeNotification.shown.push({ title, options });
  }
  close() {}
}

/** The Web Audio API, counting the notes played. */
const notes: number[] = [];
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  resume = vi.fn(async () => {});
  createOscillator() {
    return {
      type: 'sine',
      frequency: { setValueAtTime: (f: number) => notes.push(f) },
      connect: () => {},
      start: () => {},
      stop: () => {},
    };
  }
  createGain() {
    return { gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} }, connect: () => {} };
  }
}

beforeEach(() => {
  setToken('tok');
  document.title = 'Taikai';
  FakeNotification.permission = 'default';
  FakeNotification.requestPermission.mockClear();
  FakeNotification.shown = [];
  notes.length = 0;
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function lobbyWith(games: () => MyGamesReply) {
  return stubApi({
    '/api/contest/fetch_account_info': () => account,
    '/api/contest/player/my_contests': () => ({ list: [] }),
    '/api/contest/player/my_games': games,
  });
}

describe('lobby: a game starts', () => {
  it('changes the title and shows a notification once allowed; asks for it only from the button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let games = noGames;
    lobbyWith(() => games);
    const { user } = renderLobby('/m/');
    const alerts = await screen.findByTestId('lobby-alerts');
    await screen.findByTestId('lobby-no-games');
    // never asked on load
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    expect(document.title).toBe('Taikai');
    await user.click(within(alerts).getByRole('button', { name: 'Allow' }));
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(await within(alerts).findByTestId('lobby-notify-state')).toHaveTextContent('Notifications are on.');

    // the next poll finds the game started
    games = { ...noGames, running: [runningGame()] };
    await vi.advanceTimersByTimeAsync(5200);
    await waitFor(() => expect(document.title).toBe('▶ Game started — Taikai'));
    await waitFor(() =>
      expect(FakeNotification.shown).toEqual([
        {
          title: 'Your game has started',
          options: { body: 'Spring Cup: open the table to play.', tag: 'taikai-game-started' },
        },
      ]),
    );
    // the sound is off until chosen
    expect(notes).toEqual([]);
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);

    // the game ends: the title is the lobby's again
    games = noGames;
    await vi.advanceTimersByTimeAsync(5200);
    await waitFor(() => expect(document.title).toBe('Taikai'));
  });

  it('a game already running when the lobby opens changes the title but makes no sound or notification', async () => {
    FakeNotification.permission = 'granted';
    localStorage.setItem(SOUND_KEY, '1');
    lobbyWith(() => ({ ...noGames, running: [runningGame()] }));
    renderLobby('/m/', 'zh-CN');
    await screen.findByTestId('lobby-running');
    await waitFor(() => expect(document.title).toBe('▶ 对局已开始 — Taikai'));
    expect(FakeNotification.shown).toEqual([]);
    expect(notes).toEqual([]);
  });

  it('plays a sound only when turned on (off by default, remembered in local storage)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let games = noGames;
    lobbyWith(() => games);
    const { user, unmount } = renderLobby('/m/');
    const sound = await screen.findByRole('switch', { name: 'Play a sound' });
    expect(sound).toHaveAttribute('aria-checked', 'false');
    expect(localStorage.getItem(SOUND_KEY)).toBeNull();
    await user.click(sound);
    expect(sound).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem(SOUND_KEY)).toBe('1');
    // turning it on plays the chime once (the tap lets the page play sound later)
    expect(notes).toEqual([659.25, 880]);
    unmount();

    // a new visit remembers the choice, and a game that starts plays the chime
    renderLobby('/m/');
    expect(await screen.findByRole('switch', { name: 'Play a sound' })).toHaveAttribute('aria-checked', 'true');
    await screen.findByTestId('lobby-no-games');
    games = { ...noGames, running: [runningGame()] };
    await vi.advanceTimersByTimeAsync(5200);
    await waitFor(() => expect(notes).toEqual([659.25, 880, 659.25, 880]));
    // no permission was given: no notification, and nobody asked
    expect(FakeNotification.shown).toEqual([]);
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
  });

  it('learns of a start in a background tab too: my games are still read there, every 15 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    FakeNotification.permission = 'granted';
    let games = noGames;
    const fetch = lobbyWith(() => games);
    renderLobby('/m/');
    await screen.findByTestId('lobby-no-games');
    const reads = () => fetch.mock.calls.filter(([u]) => String(u).includes('/player/my_games')).length;
    const hidden = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(5200); // the poll that was due reads once more, then every 15 s
      const before = reads();
      games = { ...noGames, running: [runningGame()] };
      await vi.advanceTimersByTimeAsync(10_000);
      expect(reads()).toBe(before);
      await vi.advanceTimersByTimeAsync(5_500);
      await waitFor(() => expect(reads()).toBe(before + 1));
      await waitFor(() => expect(document.title).toBe('▶ Game started — Taikai'));
      expect(FakeNotification.shown).toHaveLength(1);
    } finally {
      delete (document as { visibilityState?: string }).visibilityState;
      if (hidden) expect(document.visibilityState).toBe('visible');
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });

  it('says when notifications are blocked or not available', async () => {
    FakeNotification.permission = 'denied';
    lobbyWith(() => noGames);
    renderLobby('/m/');
    expect(await screen.findByTestId('lobby-notify-state')).toHaveTextContent(/blocked for this site/);
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });
});
