import { Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const CLOSE_WORD = 'CLOSE';

/** The terminate gate: true once the typed text is CLOSE, in any letter case (spec part 2 section 4). */
export const closeTyped = (text: string): boolean => text.trim().toUpperCase() === CLOSE_WORD;

interface Props {
  open: boolean;
  busy: boolean;
  players: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Terminating a running game is enabled only after typing CLOSE. */
export default function TerminateDialog({ open, busy, players, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  useEffect(() => {
    if (open) setText('');
  }, [open]);
  return (
    <Modal
      open={open}
      title={t('game.running.terminateTitle')}
      okText={t('game.running.terminate')}
      okButtonProps={{ danger: true, disabled: !closeTyped(text), loading: busy }}
      onCancel={onCancel}
      onOk={onConfirm}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('game.running.terminateWarning', { players })}</Typography.Paragraph>
      <Typography.Paragraph>{t('game.running.terminateType', { word: CLOSE_WORD })}</Typography.Paragraph>
      <Input
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-label={t('game.running.terminateInput', { word: CLOSE_WORD })}
        placeholder={CLOSE_WORD}
        autoComplete="off"
      />
    </Modal>
  );
}
