import TablePage from '../table/TablePage';
import { LobbyAntd } from './LobbyAntd';

/** The players' table in the lobby's Ant Design shell: its own chunk, loaded when a game is opened. */
export default function TableScreen() {
  return (
    <LobbyAntd>
      <TablePage />
    </LobbyAntd>
  );
}
