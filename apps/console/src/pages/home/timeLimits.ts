/**
 * Picker limits from unix-second bounds: whole days, and on a boundary day the hours, minutes and seconds
 * outside `[min, max]`, are disabled (spec part 1 section 5 "pickers disable out-of-range …").
 */
import type { Dayjs } from 'dayjs';

export interface DisabledTimes {
  disabledHours?: () => number[];
  disabledMinutes?: (hour: number) => number[];
  disabledSeconds?: (hour: number, minute: number) => number[];
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** True when no second of `day` lies within `[min, max]` (either bound may be omitted). */
export function dayOutside(day: Dayjs, min?: number, max?: number): boolean {
  const start = day.startOf('day').unix();
  const end = day.endOf('day').unix();
  return (min !== undefined && end < min) || (max !== undefined && start > max);
}

/** For the `disabledTime` prop of a DatePicker with `showTime`. */
export function disabledTimeOutside(current: Dayjs | null | undefined, min?: number, max?: number): DisabledTimes {
  if (!current) return {};
  const day = current.startOf('day');
  const outside = (from: Dayjs, seconds: number) => {
    const a = from.unix();
    const b = a + seconds - 1;
    return (min !== undefined && b < min) || (max !== undefined && a > max);
  };
  return {
    disabledHours: () => range(24).filter((h) => outside(day.hour(h), 3600)),
    disabledMinutes: (h) => range(60).filter((m) => outside(day.hour(h).minute(m), 60)),
    disabledSeconds: (h, m) => range(60).filter((s) => outside(day.hour(h).minute(m).second(s), 1)),
  };
}
