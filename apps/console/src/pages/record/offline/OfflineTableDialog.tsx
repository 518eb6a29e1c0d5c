import type { GameRecord } from '@taikai/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { fetchOfflineRecord, useSaveOfflineTable } from '../../../api/offline';
import { useSeasonContext } from '../../season/SeasonContext';
import OfflineTableForm from './OfflineTableForm';
import { recordInitial } from './offlineDraft';

/**
 * "Enter a table" on the records page, and "Edit" of an offline record (`record`): the offline table form in a
 * dialog. An edit starts from the table as it was entered (read first: the record itself holds only the settled
 * result); Save stores it and closes the dialog.
 */
export default function OfflineTableDialog(props: {
  open: boolean;
  record?: GameRecord;
  /** `stored`: the table was saved */
  onClose: (stored: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={props.open}
      width={760}
      title={t(props.record ? 'offline.editTitle' : 'offline.enterTitle')}
      footer={null}
      onCancel={() => props.onClose(false)}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {props.open && <DialogBody record={props.record} onClose={props.onClose} />}
    </Modal>
  );
}

function DialogBody({ record, onClose }: { record?: GameRecord; onClose: (stored: boolean) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { uniqueId, seasonId } = useSeasonContext();
  const save = useSaveOfflineTable(uniqueId, seasonId);
  const entered = useQuery({
    queryKey: ['offline-record', uniqueId, seasonId, record?.uuid],
    queryFn: () => fetchOfflineRecord(uniqueId, seasonId, record?.uuid ?? ''),
    enabled: record !== undefined,
    gcTime: 0,
  });
  if (record && entered.isError) return <Alert type="error" showIcon title={errorText(entered.error)} />;
  if (record && !entered.data) return <Spin />;
  return (
    <OfflineTableForm
      initial={record && entered.data ? recordInitial(record, entered.data.table) : undefined}
      onCancel={() => onClose(false)}
      onSubmit={(table) =>
        save.mutateAsync({ uuid: record?.uuid, table }).then(() => {
          message.success(t(record ? 'offline.edited' : 'offline.entered'));
          onClose(true);
        })
      }
    />
  );
}
