import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';

/**
 * Limits for antd DatePickers with `showTime`: out-of-range days, hours, minutes and seconds are disabled.
 * `min` / `max` are unix seconds (inclusive); either may be omitted.
 */
export interface TimeRange {
  min?: number;
  max?: number;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

export function disabledDate({ min, max }: TimeRange) {
  const lo = min === undefined ? undefined : dayjs.unix(min);
  const hi = max === undefined ? undefined : dayjs.unix(max);
  return (d: Dayjs): boolean => Boolean((lo && d.isBefore(lo, 'day')) || (hi && d.isAfter(hi, 'day')));
}

export function disabledTime({ min, max }: TimeRange) {
  const lo = min === undefined ? undefined : dayjs.unix(min);
  const hi = max === undefined ? undefined : dayjs.unix(max);
  return (d: Dayjs | null) => {
    if (!d) return {};
    const loDay = lo?.isSame(d, 'day') ? lo : undefined;
    const hiDay = hi?.isSame(d, 'day') ? hi : undefined;
    return {
      disabledHours: () => range(24).filter((h) => (loDay && h < loDay.hour()) || (hiDay && h > hiDay.hour())),
      disabledMinutes: (h: number) =>
        range(60).filter(
          (m) =>
            (loDay && h === loDay.hour() && m < loDay.minute()) || (hiDay && h === hiDay.hour() && m > hiDay.minute()),
        ),
      disabledSeconds: (h: number, m: number) =>
        range(60).filter(
          (s) =>
            (loDay && h === loDay.hour() && m === loDay.minute() && s < loDay.second()) ||
            (hiDay && h === hiDay.hour() && m === hiDay.minute() && s > hiDay.second()),
        ),
    };
  };
}

/** Both props at once, for spreading onto a DatePicker. */
export const pickerLimits = (r: TimeRange) => ({ disabledDate: disabledDate(r), disabledTime: disabledTime(r) });
