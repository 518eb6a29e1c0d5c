import { LIMITS } from '@taikai/shared';
import { DatePicker, Flex, Form, Input, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { pickerLimits } from '../season/timeLimits';
import { charCount, cutText } from './display';
import { ROBOT_LEVELS, type RobotLevel } from './robotLevel';

export interface PlanOptionValues {
  /** null: start as soon as every player is ready */
  startTime: Dayjs | null;
  robotLevel: RobotLevel;
  shuffle: boolean;
  remark: string;
}

interface Props {
  value: PlanOptionValues;
  onChange: (patch: Partial<PlanOptionValues>) => void;
  /** unix seconds: not before now nor the season start, not after the season end */
  minTime: number;
  maxTime: number;
  showRobotLevel: boolean;
}

/** Start time (within the season, not in the past), robot level, random seats and the remark with its counter. */
export default function PlanOptions({ value, onChange, minTime, maxTime, showRobotLevel }: Props) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" component="div">
      <Flex wrap gap={16} align="flex-start">
        <Form.Item
          label={t('game.options.startTime')}
          extra={t('game.options.startTimeHelp')}
          style={{ marginBottom: 8 }}
        >
          <DatePicker
            showTime
            allowClear
            value={value.startTime}
            onChange={(d) => onChange({ startTime: d })}
            placeholder={t('game.options.startNow')}
            aria-label={t('game.options.startTime')}
            style={{ width: 220 }}
            {...pickerLimits({ min: minTime, max: maxTime })}
          />
        </Form.Item>
        {showRobotLevel && (
          <Form.Item label={t('game.options.robotLevel')} style={{ marginBottom: 8 }}>
            <Select<RobotLevel>
              value={value.robotLevel}
              onChange={(robotLevel) => onChange({ robotLevel })}
              aria-label={t('game.options.robotLevel')}
              style={{ width: 140 }}
              options={ROBOT_LEVELS.map((l) => ({ value: l, label: t(`game.options.robot${l}`) }))}
            />
          </Form.Item>
        )}
        <Form.Item label={t('game.options.shuffle')} style={{ marginBottom: 8 }}>
          <Switch
            checked={value.shuffle}
            onChange={(shuffle) => onChange({ shuffle })}
            aria-label={t('game.options.shuffle')}
          />
        </Form.Item>
        <Form.Item label={t('game.options.remark')} style={{ marginBottom: 8, flex: '1 1 220px' }}>
          <Input
            value={value.remark}
            onChange={(e) => onChange({ remark: e.target.value })}
            aria-label={t('game.options.remark')}
            placeholder={t('game.options.remarkPlaceholder', { max: LIMITS.gameRemarkMax })}
            count={{
              show: true,
              max: LIMITS.gameRemarkMax,
              strategy: charCount,
              exceedFormatter: (txt, { max }) => cutText(txt, max),
            }}
          />
        </Form.Item>
      </Flex>
    </Form>
  );
}
