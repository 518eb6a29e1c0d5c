import { LobbyAntd } from '../lobby/LobbyAntd';
import ReplayPage from './ReplayPage';

/**
 * A finished game's replay in the lobby's Ant Design shell: its own chunk, loaded when a replay is opened,
 * so the lobby's first load does not grow by it.
 */
export default function ReplayScreen() {
  return (
    <LobbyAntd>
      <ReplayPage />
    </LobbyAntd>
  );
}
