import dayjs from 'dayjs';

/** Unix seconds as the lobby shows them: date and time in the page language's format. */
export function lobbyTime(seconds: number): string {
  return dayjs.unix(seconds).format('YYYY-MM-DD HH:mm');
}

export function lobbyRange(start: number, end: number): string {
  return `${lobbyTime(start)} – ${lobbyTime(end)}`;
}
