import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setServerTimeOffset } from '../../api/account';
import { makeSeason, NOW, stubServer } from '../../test/fixtures/season';
import { renderWithProviders } from '../../test/render';
import SeasonPage from './SeasonPage';

beforeEach(() => setServerTimeOffset(NOW - Math.floor(Date.now() / 1000)));
afterEach(() => vi.unstubAllGlobals());

/** Season pages say where they are: my contests › contest › seasons › season › screen. */
describe('season breadcrumb', () => {
  it.each([
    ['/contest/7/season/1/user', 'zh-CN', ['我的比赛', '雀魂春季公开赛', '赛季列表', '第1赛季', '选手管理']],
    ['/contest/7/season/1', 'en-US', ['My contests', '雀魂春季公开赛', 'Seasons', 'Season 1']],
  ] as const)('%s (%s)', async (route, lang, parts) => {
    stubServer([makeSeason()]);
    renderWithProviders(
      <Routes>
        <Route path="/contest/:id/season/:seasonId/*" element={<SeasonPage />} />
      </Routes>,
      { route, lang },
    );
    const crumb = await screen.findByTestId('breadcrumb');
    const items = [...crumb.querySelectorAll('li:not(.ant-breadcrumb-separator)')].map((li) => li.textContent);
    expect(items).toEqual(parts);
    expect(within(crumb).getByRole('link', { name: parts[1] })).toHaveAttribute('href', '/contest/7');
    expect(within(crumb).getByRole('link', { name: parts[0] })).toHaveAttribute('href', '/');
  });
});
