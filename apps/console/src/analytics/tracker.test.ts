import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sinkUrl, Tracker } from './tracker';

describe('analytics tracker', () => {
  let send: ReturnType<typeof vi.fn>;
  let tracker: Tracker;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-01T00:00:00Z') });
    window.__TAIKAI__ = { apiBase: '', logSink: '/api/analytics' };
    send = vi.fn().mockResolvedValue(undefined);
    tracker = new Tracker(send);
    stop = tracker.start();
  });

  afterEach(() => {
    stop();
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  const sent = () => send.mock.calls.flatMap((c) => c[1]);

  it('batches a page view and sends it to the sink within 2 s', async () => {
    tracker.pageView('/contest/5');
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toBe('/api/analytics');
    expect(sent()).toEqual([{ type: 'page_view', path: '/contest/5', time: 1772323200 }]);
  });

  it('sends nothing when there is nothing to send', async () => {
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).not.toHaveBeenCalled();
  });

  it('logs stays at 60, 300 and 1800 seconds on a page, and restarts them on a route change', async () => {
    tracker.pageView('/');
    await vi.advanceTimersByTimeAsync(1802 * 1000);
    const stays = sent().filter((e) => e.type === 'stay');
    expect(stays.map((e) => [e.path, e.value])).toEqual([
      ['/', 60],
      ['/', 300],
      ['/', 1800],
    ]);

    send.mockClear();
    tracker.pageView('/a');
    await vi.advanceTimersByTimeAsync(59_000);
    tracker.pageView('/b');
    await vi.advanceTimersByTimeAsync(61_000);
    expect(
      sent()
        .filter((e) => e.type === 'stay')
        .map((e) => e.path),
    ).toEqual(['/b']);
  });

  it('logs clicks on tracked buttons through one document listener', async () => {
    document.body.innerHTML =
      '<button data-track="create-season"><span id="inner">go</span></button><button id="plain">x</button>';
    tracker.pageView('/contest/5/season');
    document.getElementById('inner')?.click();
    document.getElementById('plain')?.click();
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent().filter((e) => e.type === 'click')).toEqual([
      { type: 'click', path: '/contest/5/season', value: 'create-season', time: 1772323200 },
    ]);
  });

  it('keeps events when the sink cannot be reached and retries', async () => {
    send.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    tracker.pageView('/');
    await vi.advanceTimersByTimeAsync(2000);
    expect(tracker.pending()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(tracker.pending()).toHaveLength(0);
  });

  it('puts a path sink on the API host and keeps an absolute one', () => {
    window.__TAIKAI__ = { apiBase: 'https://api.example.test', logSink: '/api/analytics' };
    expect(sinkUrl()).toBe('https://api.example.test/api/analytics');
    window.__TAIKAI__ = { apiBase: 'https://api.example.test', logSink: 'https://logs.example.test/in' };
    expect(sinkUrl()).toBe('https://logs.example.test/in');
  });
});
