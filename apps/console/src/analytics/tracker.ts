/**
 * Analytics (spec part 1 sections 2 and 9): a page view on each route change, stays at 60/300/1800 s on a page,
 * clicks on tracked buttons (`data-track="<id>"`, one document listener), batched and POSTed to the sink
 * (`window.__TAIKAI__.logSink`) every 2 s when there is something to send.
 *
 * Sending never toasts and never redirects: losing an analytics batch must not disturb the organiser.
 */
import type { AnalyticsEvent } from '@taikai/shared';
import { ANALYTICS_BATCH_MAX } from '@taikai/shared/analytics-limits';
import { CLIENT_VERSION } from '../api/client';
import { getToken } from '../api/token';
import { pageGlobals } from '../app/config';

export const SEND_INTERVAL_MS = 2000;
export const STAY_MARKS_SECONDS = [60, 300, 1800] as const;
/** The sink accepts at most this many events per batch (ANALYTICS_BATCH_MAX). */
const BATCH_MAX = ANALYTICS_BATCH_MAX;
/** Events kept while the sink is unreachable; older ones are dropped. */
const QUEUE_MAX = 1000;

export type Sender = (url: string, events: AnalyticsEvent[], keepalive: boolean) => Promise<unknown>;

const defaultSender: Sender = (url, events, keepalive) => {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Client-Version': CLIENT_VERSION };
  const token = getToken();
  // The sink takes logged-in pages only: events before login are dropped, not sent.
  if (!token) return Promise.resolve();
  headers.Authorization = `Majsoul ${token}`;
  return fetch(url, { method: 'POST', headers, credentials: 'include', keepalive, body: JSON.stringify({ events }) });
};

/** The sink URL: an absolute URL as is; a path on the API host. */
export function sinkUrl(): string {
  const { logSink, apiBase } = pageGlobals();
  return /^https?:\/\//i.test(logSink) ? logSink : `${apiBase}${logSink}`;
}

export class Tracker {
  private queue: AnalyticsEvent[] = [];
  private stayTimers: ReturnType<typeof setTimeout>[] = [];
  private interval: ReturnType<typeof setInterval> | null = null;
  private currentPath = '';
  private sending = false;
  private readonly onClick = (e: MouseEvent) => {
    const target = e.target instanceof Element ? e.target.closest('[data-track]') : null;
    const id = target?.getAttribute('data-track');
    if (id) this.push({ type: 'click', path: this.currentPath || window.location.pathname, value: id });
  };
  private readonly onHide = () => {
    if (document.visibilityState === 'hidden') void this.flush(true);
  };

  constructor(
    private readonly send: Sender = defaultSender,
    private readonly now: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  /** Starts the click listener and the 2-second send loop. Returns `stop`. */
  start(): () => void {
    if (this.interval) return () => this.stop();
    document.addEventListener('click', this.onClick, true);
    document.addEventListener('visibilitychange', this.onHide);
    this.interval = setInterval(() => void this.flush(false), SEND_INTERVAL_MS);
    return () => this.stop();
  }

  stop(): void {
    document.removeEventListener('click', this.onClick, true);
    document.removeEventListener('visibilitychange', this.onHide);
    if (this.interval) clearInterval(this.interval);
    this.interval = null;
    this.clearStays();
  }

  /** A page view of `path`, restarting the stay marks for it. */
  pageView(path: string): void {
    this.currentPath = path;
    this.push({ type: 'page_view', path });
    this.clearStays();
    for (const seconds of STAY_MARKS_SECONDS) {
      this.stayTimers.push(setTimeout(() => this.push({ type: 'stay', path, value: seconds }), seconds * 1000));
    }
  }

  /** A click on a tracked control, for callers that cannot use `data-track`. */
  click(id: string): void {
    this.push({ type: 'click', path: this.currentPath || window.location.pathname, value: id });
  }

  pending(): readonly AnalyticsEvent[] {
    return this.queue;
  }

  /** Sends what is queued, in batches of at most ANALYTICS_BATCH_MAX. Failed batches go back to the front of the queue. */
  async flush(keepalive: boolean): Promise<void> {
    if (this.sending || this.queue.length === 0) return;
    this.sending = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, BATCH_MAX);
        try {
          await this.send(sinkUrl(), batch, keepalive);
        } catch {
          this.queue = [...batch, ...this.queue].slice(-QUEUE_MAX);
          return;
        }
      }
    } finally {
      this.sending = false;
    }
  }

  private push(event: Omit<AnalyticsEvent, 'time'>): void {
    this.queue.push({ ...event, time: this.now() });
    if (this.queue.length > QUEUE_MAX) this.queue.splice(0, this.queue.length - QUEUE_MAX);
  }

  private clearStays(): void {
    for (const t of this.stayTimers) clearTimeout(t);
    this.stayTimers = [];
  }
}

/** The app's one tracker. */
export const tracker = new Tracker();
