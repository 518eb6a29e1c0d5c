import { SeasonState } from '@taikai/shared/enums';
import { useMyContests, useMyGames } from '../../api/lobby';
import { AccountCard } from './AccountCard';
import { NoticesCard } from './ContestNotices';
import { FindContestCard } from './FindContestCard';
import { useGameStartAlerts } from './gameAlerts';
import { MyContestsCard } from './MyContestsCard';
import { MyGamesCard } from './MyGamesCard';
import { WatchGamesCard } from './WatchGamesCard';

/** The contests of my seasons that are not over, each once, for their notices. */
function useMyContestList() {
  const { data } = useMyContests();
  const seen = new Set<number>();
  return (data?.list ?? []).filter((c) => {
    if (c.season_state === SeasonState.Ended || seen.has(c.contest_id)) return false;
    seen.add(c.contest_id);
    return true;
  });
}

/**
 * The logged-in lobby: my game (started / upcoming / last results), the games I may watch (when there are any), my
 * seasons with ready, the notices of my contests, joining a contest, and my account (ID to share, game-start alerts).
 */
export default function LobbyHome() {
  const games = useMyGames();
  useGameStartAlerts(games.data?.running);
  const contests = useMyContestList();
  return (
    <>
      <MyGamesCard />
      <WatchGamesCard />
      <MyContestsCard />
      <NoticesCard contests={contests} />
      <FindContestCard />
      <AccountCard />
    </>
  );
}
