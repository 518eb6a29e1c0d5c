import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SessionAccount } from '../../app/session-handover';
import { LobbyAntd } from './LobbyAntd';

/** "Switch account?" when a link signs in another account than this phone's (Ant Design's dialog, its own chunk). */
export default function HandoverQuestion({
  current,
  incoming,
  onOk,
  onCancel,
}: {
  current: SessionAccount;
  incoming: SessionAccount;
  onOk: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <LobbyAntd>
      <Modal
        open
        title={t('lobby.handover.switchTitle')}
        okText={t('lobby.handover.switchOk', { incoming: incoming.nickname })}
        cancelText={t('lobby.handover.switchCancel', { current: current.nickname })}
        onOk={onOk}
        onCancel={onCancel}
      >
        {t('lobby.handover.switchBody', { current: current.nickname, incoming: incoming.nickname })}
      </Modal>
    </LobbyAntd>
  );
}
