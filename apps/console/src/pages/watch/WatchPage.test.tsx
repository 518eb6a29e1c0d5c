import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchGamesKey } from '../../api/lobby';
import { setToken } from '../../api/token';
import { stubApi } from '../../test/fetchRoutes';
import { watchGame, watchReply } from '../../test/fixtures/watch';
import { jsonReply, renderWithProviders } from '../../test/render';
import { WatchGamesBanner } from '../home/WatchGamesBanner';
import WatchPage from './WatchPage';

beforeEach(() => setToken('tok'));
afterEach(() => vi.unstubAllGlobals());

const autumn = {
  unique_id: 12,
  season_id: 2,
  contest_id: 777777,
  contest_name: [{ lang: 'default' as const, content: 'Autumn League' }],
};

function renderWatch(watch: () => unknown, lang: 'en-US' | 'zh-CN' = 'en-US') {
  stubApi({ '/api/contest/player/watch_games': watch });
  return renderWithProviders(<WatchPage />, { route: '/watch', lang });
}

describe('console: games to watch', () => {
  it('lists every game read-only: contest, round, delayed or live, seats and scores, and Watch', async () => {
    renderWatch(() => watchReply([watchGame(), watchGame({ ...autumn, game_uuid: 'w-3', live: true, paused: 1 })], 60));
    const page = await screen.findByTestId('watch-page');
    expect(within(page).getByRole('heading', { name: 'Games to watch' })).toBeInTheDocument();
    expect(await within(page).findByText('Spring Cup')).toBeInTheDocument();
    expect(within(page).getByTestId('watch-delay-note')).toHaveTextContent(
      'As an observer you see these games 60 s behind',
    );

    const rows = within(page).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [observed, managed] = rows;
    expect(observed).toHaveTextContent('ID 654321 · Season 1');
    expect(within(observed).getByTestId('watch-round')).toHaveTextContent(/South 3/);
    expect(within(observed).getByTestId('watch-delay')).toHaveTextContent('Delayed 60 s');
    // in wind order for the hand shown: seat 2 deals South 3
    const seats = within(observed).getAllByTestId(/^watch-seat-/);
    expect(seats[0]).toHaveTextContent(/East.*Kai.*27,500/);
    expect(seats[1]).toHaveTextContent(/South.*Robot.*23,500/);
    const watch = within(observed).getByRole('link', { name: /Watch/ });
    expect(watch).toHaveAttribute('href', '/m/table/w-1?watch=1');
    expect(watch).toHaveAttribute('target', '_blank');

    expect(managed).toHaveTextContent('Autumn League');
    expect(managed).toHaveTextContent('Live');
    expect(managed).toHaveTextContent('Paused');
    expect(within(managed).queryByTestId('watch-delay')).toBeNull();

    // managers keep pause, resume and terminate on the running-games page
    for (const name of [/Pause/, /Resume/, /Terminate/])
      expect(within(page).queryByRole('button', { name })).toBeNull();
  });

  it('says when there is nothing to watch, and no delay note', async () => {
    renderWatch(() => watchReply([]));
    expect(await screen.findByText('No game to watch right now.')).toBeInTheDocument();
    expect(screen.queryByTestId('watch-delay-note')).toBeNull();
  });

  it('shows a failure and reads again on Retry', async () => {
    let fail = true;
    const { user } = renderWatch(() =>
      fail ? jsonReply({ error: { code: 2, message: 'database busy' } }, 500) : watchReply([watchGame()]),
    );
    expect(await screen.findByText('The games to watch cannot be shown: database busy')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('Spring Cup')).toBeInTheDocument();
  });

  it('speaks the page language (zh-CN)', async () => {
    renderWatch(() => watchReply([watchGame()], 60), 'zh-CN');
    expect(await screen.findByRole('heading', { name: '可观战的对局' })).toBeInTheDocument();
    expect(await screen.findByTestId('watch-delay')).toHaveTextContent('延迟 60 秒');
    expect(screen.getByRole('link', { name: /观战/ })).toHaveAttribute('href', '/m/table/w-1?watch=1');
  });
});

describe('console home: the way to the games to watch', () => {
  function renderBanner(watch: () => unknown) {
    stubApi({ '/api/contest/player/watch_games': watch });
    return renderWithProviders(
      <>
        <p>home</p>
        <Routes>
          <Route path="/" element={<WatchGamesBanner />} />
          <Route path="/watch" element={<p>watch page</p>} />
        </Routes>
      </>,
      { route: '/', lang: 'en-US' },
    );
  }
  /** Waits until the list has been read (or has failed). */
  const settled = (queryClient: ReturnType<typeof renderBanner>['queryClient']) =>
    waitFor(() => expect(queryClient.getQueryState(watchGamesKey)?.status).not.toBe('pending'));

  it('says how many games can be watched and opens the page, by keyboard too', async () => {
    const { user } = renderBanner(() => watchReply([watchGame(), watchGame({ game_uuid: 'w-2' })]));
    const banner = await screen.findByTestId('home-watch-banner');
    expect(banner).toHaveTextContent('2 games you can watch are being played now.');
    const open = within(banner).getByRole('button', { name: 'Games to watch' });
    open.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('watch page')).toBeInTheDocument();
  });

  it('is not there without a game to watch', async () => {
    const { queryClient } = renderBanner(() => watchReply([]));
    await settled(queryClient);
    expect(queryClient.getQueryState(watchGamesKey)?.status).toBe('success');
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(screen.queryByTestId('home-watch-banner')).toBeNull();
  });

  it('is not there when the list cannot be read', async () => {
    const { queryClient } = renderBanner(() => jsonReply({ error: { code: 2, message: 'database busy' } }, 500));
    await settled(queryClient);
    expect(queryClient.getQueryState(watchGamesKey)?.status).toBe('error');
    expect(screen.queryByTestId('home-watch-banner')).toBeNull();
  });
});
