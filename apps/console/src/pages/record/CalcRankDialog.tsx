import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import CalcRankPanel from './CalcRankPanel';

/** The player rank calculation dialog of the records page: over the selected rows, or over a time range. */
export default function CalcRankDialog(props: {
  open: boolean;
  uniqueId: number;
  seasonId: number;
  uuidList?: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={props.open}
      width={1000}
      title={t('record.calcTitle')}
      footer={null}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <CalcRankPanel uniqueId={props.uniqueId} seasonId={props.seasonId} uuidList={props.uuidList} />
    </Modal>
  );
}
