import dayjs from 'dayjs';

/**
 * The times of the offline tables' CSV file, in the browser's time zone: written `YYYY-MM-DD HH:mm`; read from that
 * and from what a spreadsheet makes of it when it saves the file again (`2026/1/10 19:00`, seconds added).
 */

export const CSV_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

export const formatCsvTime = (unix: number): string => dayjs.unix(unix).format(CSV_TIME_FORMAT);

const PATTERN = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** Unix seconds of a written time, or null when it is not one (a 30 February too). */
export function parseCsvTime(text: string): number | null {
  const m = PATTERN.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0));
  const d = dayjs(new Date(year, month - 1, day, hour, minute, second));
  const same =
    d.year() === year &&
    d.month() === month - 1 &&
    d.date() === day &&
    d.hour() === hour &&
    d.minute() === minute &&
    d.second() === second;
  return same ? d.unix() : null;
}
