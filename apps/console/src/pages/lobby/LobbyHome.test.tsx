import type { MyContest } from '@taikai/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { myContestsKey } from '../../api/lobby';
import { setToken } from '../../api/token';
import { postedTo, stubApi } from '../../test/fetchRoutes';
import { account, foundContest, mySeason, renderLobby } from '../../test/fixtures/lobby';
import { jsonReply } from '../../test/render';

beforeEach(() => setToken('tok'));
afterEach(() => vi.unstubAllGlobals());

describe('lobby: my contests, sign-up and ready', () => {
  it('finds a contest by id and signs up for a reviewed season', async () => {
    let mine: MyContest[] = [];
    let myState = 0;
    const fetch = stubApi({
      '/api/contest/fetch_account_info': () => account,
      '/api/contest/player/my_contests': () => ({ list: mine }),
      '/api/contest/player/find_contest': (q) => {
        expect(q.get('contest_id')).toBe('654321');
        return foundContest({ my_state: myState });
      },
      '/api/contest/player/signup': () => {
        myState = 1;
        mine = [mySeason({ state: 1 })];
        return { state: 1 };
      },
    });
    const { user } = renderLobby('/m/');
    expect(await screen.findByText(/not signed up for any contest/)).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('Contest ID'), { target: { value: '654321' } });
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const season = await screen.findByTestId('find-season-1');
    expect(season).toHaveTextContent('Entry after review');
    // each period in the page's words, its punctuation from the language's texts
    expect(season).toHaveTextContent(/Play: \d{4}-\u2060\d{2}-\u2060\d{2} \d{2}:\d{2} – /);
    expect(season).toHaveTextContent(/Sign-up: \d{4}-/);
    await user.click(within(season).getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText("Signed up: waiting for the organiser's review.")).toBeInTheDocument();
    expect(postedTo(fetch, '/api/contest/player/signup')).toEqual([{ unique_id: 11, season_id: 1 }]);
    // The season now lists as mine, waiting; the finder shows the new state and no longer offers the button.
    const my = await screen.findByTestId('my-season-11-1');
    expect(my).toHaveTextContent('Waiting for review');
    await waitFor(() =>
      expect(within(screen.getByTestId('find-season-1')).getByRole('button', { name: 'Sign up' })).toBeDisabled(),
    );
  });

  it.each([
    ['en-US', 'Joined', 'Waiting for review'],
    ['zh-CN', '已参赛', '等待审核'],
  ] as const)(
    'after approval the search result and My contests agree at once, without a reload (%s, issue 29 #11)',
    async (lang, joined, waiting) => {
      let state = 1;
      stubApi({
        '/api/contest/fetch_account_info': () => account,
        '/api/contest/player/my_contests': () => ({ list: [mySeason({ state })] }),
        '/api/contest/player/find_contest': () => foundContest({ my_state: state }),
      });
      const { queryClient } = renderLobby('/m/?contest=654321', lang);
      const found = await screen.findByTestId('find-season-1');
      await waitFor(() => expect(screen.getByTestId('my-season-11-1')).toHaveTextContent(waiting));
      expect(found).toHaveTextContent(waiting);
      // the organiser approves; the lobby's next poll of my contests (not a reload) brings it
      state = 2;
      await queryClient.invalidateQueries({ queryKey: myContestsKey });
      await waitFor(() => expect(screen.getByTestId('my-season-11-1')).toHaveTextContent(joined));
      expect(screen.getByTestId('find-season-1')).toHaveTextContent(joined);
      expect(screen.getByTestId('find-season-1')).not.toHaveTextContent(waiting);
      expect(screen.queryByText(waiting)).not.toBeInTheDocument();
    },
  );

  it('opens the finder from a shared link (?contest=) and explains an unknown id', async () => {
    stubApi({
      '/api/contest/fetch_account_info': () => account,
      '/api/contest/player/my_contests': () => ({ list: [] }),
      '/api/contest/player/find_contest': () =>
        jsonReply({ error: { code: 2501, message: 'The contest does not exist.' } }, 404),
    });
    renderLobby('/m/?contest=999');
    expect(await screen.findByText('The contest does not exist.')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Contest ID')).toHaveValue('999');
  });

  it('refuses sign-up outside the window on the page (button off, reason shown)', async () => {
    stubApi({
      '/api/contest/fetch_account_info': () => account,
      '/api/contest/player/my_contests': () => ({ list: [] }),
      '/api/contest/player/find_contest': () => foundContest({ signup_end_time: Math.floor(Date.now() / 1000) - 60 }),
    });
    renderLobby('/m/?contest=654321');
    const season = await screen.findByTestId('find-season-1');
    expect(season).toHaveTextContent('Outside the sign-up period');
    expect(within(season).getByRole('button', { name: 'Sign up' })).toBeDisabled();
  });

  it('keeps the ended seasons I played in, folded after the others, with the way to my season', async () => {
    stubApi({
      '/api/contest/fetch_account_info': () => account,
      '/api/contest/player/my_contests': () => ({
        list: [
          mySeason(),
          mySeason({ unique_id: 13, season_state: 4, contest_name: [{ lang: 'default', content: 'Last Year' }] }),
          // an ended season whose sign-up was never reviewed stays out
          mySeason({ unique_id: 14, season_state: 4, state: 1 }),
        ],
      }),
    });
    const { user } = renderLobby('/m/');
    const ended = await screen.findByTestId('lobby-ended-seasons');
    expect(ended).toHaveTextContent('Ended seasons (1)');
    expect(ended).not.toHaveAttribute('open');
    await user.click(within(ended).getByText('Ended seasons (1)'));
    const last = within(ended).getByTestId('my-season-13-1');
    expect(within(last).getByTestId('lobby-my-season-link')).toHaveAttribute('href', '/m/season/13/1');
    expect(screen.queryByTestId('my-season-14-1')).toBeNull();
    expect(within(screen.getByTestId('lobby-my-contests')).getByTestId('my-season-11-1')).toBeInTheDocument();
  });

  it('marks ready and not ready in a running season where I am joined', async () => {
    const fetch = stubApi({
      '/api/contest/fetch_account_info': () => account,
      '/api/contest/player/my_contests': () => ({
        list: [
          mySeason(),
          mySeason({ unique_id: 12, season_state: 1, contest_name: [{ lang: 'default', content: 'Later' }] }),
        ],
      }),
      '/api/contest/player/ready': (_q, body) => ({
        ready: (body as { ready: boolean }).ready ? 1 : 0,
        ready_time: 1,
      }),
    });
    const { user } = renderLobby('/m/');
    const running = await screen.findByTestId('my-season-11-1');
    expect(within(running).getByTestId('lobby-ready-state')).toHaveTextContent('Not ready');
    // A season that has not started offers no ready switch.
    expect(within(screen.getByTestId('my-season-12-1')).queryByRole('switch')).toBeNull();
    await user.click(within(running).getByRole('switch'));
    await waitFor(() => expect(within(running).getByTestId('lobby-ready-state')).toHaveTextContent('Ready'));
    await user.click(within(running).getByRole('switch'));
    await waitFor(() => expect(within(running).getByTestId('lobby-ready-state')).toHaveTextContent('Not ready'));
    expect(postedTo(fetch, '/api/contest/player/ready')).toEqual([
      { unique_id: 11, season_id: 1, ready: true },
      { unique_id: 11, season_id: 1, ready: false },
    ]);
  });

  it('goes back to the lobby login when the session has expired (401)', async () => {
    stubApi({
      '/api/contest/fetch_account_info': () => jsonReply({ error: { code: 2505, message: 'Not logged in' } }, 401),
      '/api/contest/player/my_contests': () => jsonReply({ error: { code: 2505, message: 'Not logged in' } }, 401),
    });
    renderLobby('/m/');
    expect(await screen.findByText('Log in to play')).toBeInTheDocument();
  });
});
