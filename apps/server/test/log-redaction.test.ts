import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from '../src/lib/log-redaction.js';
import { createTestApp } from './helpers.js';

/** A session token or a one-time code in a URL never reaches the request log. */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

describe('the request log', () => {
  it('writes the URL of every request with token and code values redacted, at the default level', async () => {
    const log = captureLog();
    const t = await createTestApp({ logger: log.logger });
    const me = await t.user();
    const secret = me.token;
    await t.app.inject({ method: 'GET', url: `/m/?token=${encodeURIComponent(secret)}` });
    await t.app.inject({ method: 'GET', url: `/config.js?lang=en&token=${secret}&x=1` });
    await t.get(`/api/contest/fetch_account_info?TOKEN=${secret}`, me.token);
    await t.app.inject({ method: 'GET', url: '/m/?code=HANDOVER-CODE-1234' });
    await t.app.inject({ method: 'POST', url: `/api/logout?token=${secret}`, payload: {} });

    const incoming = log.lines.map((l) => JSON.parse(l)).filter((e) => e.msg === 'incoming request');
    expect(incoming).toHaveLength(5);
    expect(incoming.map((e) => e.req.url)).toEqual([
      `/m/?token=${REDACTED}`,
      `/config.js?lang=en&token=${REDACTED}&x=1`,
      `/api/contest/fetch_account_info?TOKEN=${REDACTED}`,
      `/m/?code=${REDACTED}`,
      `/api/logout?token=${REDACTED}`,
    ]);
    for (const line of log.lines) {
      expect(line).not.toContain(secret);
      expect(line).not.toContain(encodeURIComponent(secret));
      expect(line).not.toContain('HANDOVER-CODE-1234');
    }
  });

  it('redacts only the secret parameters, whatever their spelling', () => {
    expect(redactUrl('/api/x')).toBe('/api/x');
    expect(redactUrl('/api/x?unique_id=5&code=abc#frag')).toBe(`/api/x?unique_id=5&code=${REDACTED}#frag`);
    expect(redactUrl('/a?%74oken=abc&a=b')).toBe(`/a?%74oken=${REDACTED}&a=b`);
    expect(redactUrl('/a?token&password=p&access_token=q')).toBe(
      `/a?token=${REDACTED}&password=${REDACTED}&access_token=${REDACTED}`,
    );
    expect(redactUrl('/a?tokens=1&decode=2')).toBe('/a?tokens=1&decode=2');
  });
});
