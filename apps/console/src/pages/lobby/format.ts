import dayjs from 'dayjs';

/** A word joiner (U+2060, invisible): a narrow phone may break a line between a date and its time, not inside the date. */
const JOIN = '\u2060';

/** Unix seconds as the lobby shows them: date and time in the page language's format. */
export function lobbyTime(seconds: number): string {
  return dayjs.unix(seconds).format(`YYYY-${JOIN}MM-${JOIN}DD HH:mm`);
}

export function lobbyRange(start: number, end: number): string {
  return `${lobbyTime(start)} – ${lobbyTime(end)}`;
}

/** Now in unix seconds, by this device's clock (the server checks sign-up windows again by its own). */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
