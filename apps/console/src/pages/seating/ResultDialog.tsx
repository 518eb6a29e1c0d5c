import type { AccountBrief } from '@taikai/shared';
import { App, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveOfflineTable } from '../../api/offline';
import OfflineTableForm from '../record/offline/OfflineTableForm';
import { useSeasonContext } from '../season/SeasonContext';

/** The empty result form of one table of an in-person round: the offline table form with its players by wind. */
export default function ResultDialog(props: { table: AccountBrief[] | null; number: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { uniqueId, seasonId } = useSeasonContext();
  const save = useSaveOfflineTable(uniqueId, seasonId);
  return (
    <Modal
      open={props.table !== null}
      width={760}
      title={t('seating.resultTitle', { n: props.number })}
      footer={null}
      onCancel={props.onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {props.table && (
        <OfflineTableForm
          initial={{ seats: props.table.map((p) => ({ account_id: p.account_id, nickname: p.nickname })) }}
          onCancel={props.onClose}
          onSubmit={(table) =>
            save.mutateAsync({ table }).then(() => {
              message.success(t('seating.resultSaved'));
              props.onClose();
            })
          }
        />
      )}
    </Modal>
  );
}
