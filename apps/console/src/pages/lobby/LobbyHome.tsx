import { FindContestCard } from './FindContestCard';
import { MyContestsCard } from './MyContestsCard';
import { MyGamesCard } from './MyGamesCard';

/** The logged-in lobby: my game (started / upcoming / last results), my seasons with ready, and joining a contest. */
export default function LobbyHome() {
  return (
    <>
      <MyGamesCard />
      <MyContestsCard />
      <FindContestCard />
    </>
  );
}
