import dayjs from 'dayjs';

/** Unix seconds as the lobby shows them: date and time in the page language's format. */
export function lobbyTime(seconds: number): string {
  return dayjs.unix(seconds).format('YYYY-MM-DD HH:mm');
}

export function lobbyRange(start: number, end: number): string {
  return `${lobbyTime(start)} – ${lobbyTime(end)}`;
}

/** Now in unix seconds, by this device's clock (the server checks sign-up windows again by its own). */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
