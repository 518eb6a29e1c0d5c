import { FieldTimeOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableAsk } from './tableStore';

/** Seconds left of one question: the fixed part counts down first, then the bank (as the server charges it). */
export function clockParts(ask: TableAsk, now: number): { fixed: number; bank: number } {
  const elapsed = Math.max(0, now - ask.at);
  const fixedMs = ask.fixed * 1000;
  const fixedLeft = Math.max(0, fixedMs - elapsed);
  const bankLeft = Math.max(0, ask.bank * 1000 - Math.max(0, elapsed - fixedMs));
  return { fixed: Math.ceil(fixedLeft / 1000), bank: Math.ceil(bankLeft / 1000) };
}

/** The thinking clock: this decision's seconds, then "+" the bank; named for screen readers, explained on hover. */
export function ThinkingClock({ ask }: { ask: TableAsk }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const id = setInterval(() => setNow(performance.now()), 200);
    return () => clearInterval(id);
  }, []);
  const { fixed, bank } = clockParts(ask, now);
  const low = fixed === 0 && bank <= 3;
  return (
    <div
      className={`tt-clock${low ? ' tt-low' : ''}`}
      data-testid="clock"
      role="timer"
      aria-label={t('table.clockLabel', { fixed, bank })}
      title={t('table.clock')}
    >
      <FieldTimeOutlined className="tt-clock-icon" aria-hidden />
      <span className="tt-clock-fixed">{fixed}</span>
      <span className="tt-clock-plus">+</span>
      <span className="tt-clock-bank">{bank}</span>
    </div>
  );
}
