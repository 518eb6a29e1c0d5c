import {
  CaretRightOutlined,
  FastBackwardOutlined,
  FastForwardOutlined,
  PauseOutlined,
  StepBackwardOutlined,
  StepForwardOutlined,
} from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../app/layout/useMediaQuery';
import { SPEEDS } from './model';
import type { ReplayPlayer } from './useReplayPlayer';

/** A press with the mouse leaves the focus where it was, so the page's keys (Space, arrows) keep their meaning. */
const keepFocus = (e: MouseEvent) => e.preventDefault();

function Control({
  label,
  keys,
  icon,
  onClick,
  disabled,
  primary,
  testId,
  showKeys,
}: {
  label: string;
  keys: string;
  /** the key in the tooltip too (not on a touch screen, which has no keys) */
  showKeys: boolean;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  primary?: boolean;
  testId: string;
}) {
  return (
    <Tooltip title={showKeys ? `${label} (${keys})` : label}>
      <Button
        type={primary ? 'primary' : 'default'}
        shape={primary ? 'circle' : 'default'}
        className="rp-control"
        aria-label={label}
        aria-keyshortcuts={keys}
        icon={icon}
        onClick={onClick}
        onMouseDown={keepFocus}
        disabled={disabled}
        data-testid={testId}
      />
    </Tooltip>
  );
}

/**
 * The replay's transport: previous / next hand, previous / next decision, play / pause, the speed, and where in the
 * hand the replay is. Each button names its key.
 */
export function ReplayControls({ player, frames }: { player: ReplayPlayer; frames: number }) {
  const { t } = useTranslation();
  const speedId = useId();
  const showKeys = !useMediaQuery('(pointer: coarse)');
  return (
    <nav className="rp-controls" aria-label={t('replay.controls')} data-testid="replay-controls">
      <div className="rp-buttons">
        <Control
          showKeys={showKeys}
          label={t('replay.prevHand')}
          keys="Shift+ArrowLeft PageUp"
          icon={<FastBackwardOutlined aria-hidden />}
          onClick={player.prevHand}
          disabled={player.atStart}
          testId="prev-hand"
        />
        <Control
          showKeys={showKeys}
          label={t('replay.prevStep')}
          keys="ArrowLeft"
          icon={<StepBackwardOutlined aria-hidden />}
          onClick={player.back}
          disabled={player.atStart}
          testId="prev-step"
        />
        <Control
          showKeys={showKeys}
          label={player.playing ? t('replay.pause') : t('replay.play')}
          keys="Space"
          icon={player.playing ? <PauseOutlined aria-hidden /> : <CaretRightOutlined aria-hidden />}
          onClick={player.toggle}
          primary
          testId="play"
        />
        <Control
          showKeys={showKeys}
          label={t('replay.nextStep')}
          keys="ArrowRight"
          icon={<StepForwardOutlined aria-hidden />}
          onClick={player.forward}
          disabled={player.atEnd}
          testId="next-step"
        />
        <Control
          showKeys={showKeys}
          label={t('replay.nextHand')}
          keys="Shift+ArrowRight PageDown"
          icon={<FastForwardOutlined aria-hidden />}
          onClick={player.nextHand}
          disabled={player.atEnd}
          testId="next-hand"
        />
      </div>
      <div className="rp-play-info">
        <label className="rp-field" htmlFor={speedId}>
          <span className="tt-sr">{t('replay.speed')}</span>
          <select
            id={speedId}
            className="rp-select rp-speed"
            value={player.speed}
            onChange={(e) => player.setSpeed(Number(e.target.value))}
            data-testid="speed"
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {t('replay.speedN', { n: s })}
              </option>
            ))}
          </select>
        </label>
        <span
          className="rp-position"
          title={t('replay.positionLabel', { n: player.pos.frame + 1, total: frames })}
          data-testid="replay-position"
        >
          {t('replay.position', { n: player.pos.frame + 1, total: frames })}
        </span>
      </div>
    </nav>
  );
}
