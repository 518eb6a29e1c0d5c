import { Alert, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BatchParseError, type ParsedBatchLine, parseBatchText } from './batchParser';

interface Props {
  open: boolean;
  seatCount: number;
  /** internal ids already in the batch list */
  usedIds: readonly number[];
  onCancel: () => void;
  onConfirm: (entries: ParsedBatchLine[]) => void;
}

/**
 * Set player list dialog (spec part 2 sections 2 and 5): one game a line, ids split by commas or whitespace, 0 for
 * a robot. Every error names its line and item; nothing is added while any line is wrong.
 */
export default function BatchPlanDialog({ open, seatCount, usedIds, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<BatchParseError[]>([]);

  useEffect(() => {
    if (!open) return;
    setText('');
    setErrors([]);
  }, [open]);

  const confirm = () => {
    const result = parseBatchText(text, seatCount, usedIds);
    setErrors(result.errors);
    if (result.errors.length > 0 || result.entries.length === 0) return;
    onConfirm(result.entries);
  };

  return (
    <Modal
      open={open}
      title={t('game.batch.dialogTitle')}
      okText={t('game.batch.dialogOk')}
      okButtonProps={{ disabled: text.trim() === '' }}
      onCancel={onCancel}
      onOk={confirm}
      width={600}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('game.batch.dialogHelp', { count: seatCount })}</Typography.Paragraph>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 6, maxRows: 14 }}
        aria-label={t('game.batch.dialogInput')}
        placeholder={t(seatCount === 3 ? 'game.batch.placeholder3' : 'game.batch.placeholder4')}
        style={{ fontFamily: 'monospace' }}
      />
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title={t('game.batch.parse.title', { count: errors.length })}
          description={
            <ul
              style={{ margin: 0, paddingInlineStart: 18 }}
              aria-label={t('game.batch.parse.title', { count: errors.length })}
            >
              {errors.map((e) => (
                <li key={`${e.line}-${e.kind}-${'item' in e ? e.item : ''}`}>{t(`game.batch.parse.${e.kind}`, e)}</li>
              ))}
            </ul>
          }
        />
      )}
    </Modal>
  );
}
