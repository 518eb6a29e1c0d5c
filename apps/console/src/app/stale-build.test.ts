import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS, reloadOnStaleBuild } from './stale-build';

describe('reloadOnStaleBuild', () => {
  beforeEach(() => sessionStorage.clear());

  function setUp(start: number) {
    const target = new EventTarget();
    const reload = vi.fn();
    let clock = start;
    reloadOnStaleBuild(target as unknown as Window, reload, () => clock);
    /** a missing chunk reported; answers whether the handler took it (the failed import swallowed) */
    const fail = () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const advance = (ms: number) => {
      clock += ms;
    };
    return { reload, fail, advance };
  }

  it('loads the new build when a chunk of the old one is missing, and swallows the failed import', () => {
    const { reload, fail } = setUp(1_000_000);
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again within the guard (a broken deployment must not loop), but does after it', () => {
    const first = setUp(1_000_000);
    first.fail();
    // the reloaded page registers anew; its sessionStorage remembers the reload
    const second = setUp(1_000_000 + RELOAD_GUARD_MS - 1);
    expect(second.fail()).toBe(false);
    expect(second.reload).not.toHaveBeenCalled();
    second.advance(1);
    expect(second.fail()).toBe(true);
    expect(second.reload).toHaveBeenCalledTimes(1);
  });
});
