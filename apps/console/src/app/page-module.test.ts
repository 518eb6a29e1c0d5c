import { afterEach, describe, expect, it, vi } from 'vitest';
import * as client from '../api/client';
import * as i18n from '../i18n';
import { pageModule } from './page-module';

afterEach(() => vi.restoreAllMocks());

describe('pageModule', () => {
  const page = { default: () => null };

  it("loads a page's code with the page language's full pack and the error catalogue", async () => {
    const pack = vi.spyOn(i18n, 'loadLanguage');
    const catalogue = vi.spyOn(client, 'loadErrorMessages');
    expect(await pageModule(() => Promise.resolve(page))()).toBe(page);
    expect(pack).toHaveBeenCalledWith(i18n.currentLang());
    expect(catalogue).toHaveBeenCalled();
  });

  it('shows the page without the catalogue when that cannot be loaded', async () => {
    vi.spyOn(client, 'loadErrorMessages').mockRejectedValue(new Error('offline'));
    expect(await pageModule(() => Promise.resolve(page))()).toBe(page);
  });

  it("fails as the page's code or its texts fail (a new build's chunks: stale-build.ts reloads the page)", async () => {
    await expect(pageModule(() => Promise.reject(new Error('chunk gone')))()).rejects.toThrow('chunk gone');
    vi.spyOn(i18n, 'loadLanguage').mockRejectedValue(new Error('pack gone'));
    await expect(pageModule(() => Promise.resolve(page))()).rejects.toThrow('pack gone');
  });
});
