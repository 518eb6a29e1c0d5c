import {
  type Downloads,
  downloads,
  type EndpointInput,
  ErrorCode,
  errorMessage,
  LIMITS,
  type RecordTagName,
  recordEndpoints,
} from '@taikai/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { messageLang } from '../i18n';
import { call } from './call';
import { ApiError, apiHeaders, apiUrl, errorText, toastError } from './client';
import { playerDataKey, rankKey } from './ranking';

/** Game records, yakuman and the CSV downloads of the records and ranking areas. */

/** A season's game records; with `page` and `pageSize`, that page of them. */
export const recordsKey = (uniqueId: number, seasonId: number, page?: number, pageSize?: number) =>
  page === undefined
    ? (['records', uniqueId, seasonId] as const)
    : (['records', uniqueId, seasonId, page, pageSize] as const);
/** A season's yakuman records; with `page` and `pageSize`, that page of them. */
export const yakumanKey = (uniqueId: number, seasonId: number, page?: number, pageSize?: number) =>
  page === undefined
    ? (['yakuman', uniqueId, seasonId] as const)
    : (['yakuman', uniqueId, seasonId, page, pageSize] as const);

export function useRecords(uniqueId: number, seasonId: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: recordsKey(uniqueId, seasonId, page, pageSize),
    queryFn: () =>
      call(recordEndpoints.fetchContestGameRecords, {
        unique_id: uniqueId,
        season_id: seasonId,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useYakuman(uniqueId: number, seasonId: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: yakumanKey(uniqueId, seasonId, page, pageSize),
    queryFn: () =>
      call(recordEndpoints.fetchContestYakumanRecords, {
        unique_id: uniqueId,
        season_id: seasonId,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Remove / restore and tag: every records, yakuman and ranking view of the season is read again after. */
export function useRecordChange(uniqueId: number, seasonId: number) {
  const qc = useQueryClient();
  const ref = { unique_id: uniqueId, season_id: seasonId };
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: recordsKey(uniqueId, seasonId) }),
      qc.invalidateQueries({ queryKey: yakumanKey(uniqueId, seasonId) }),
      qc.invalidateQueries({ queryKey: rankKey(uniqueId, seasonId) }),
      qc.invalidateQueries({ queryKey: playerDataKey(uniqueId) }),
    ]);
  const remove = useMutation({
    mutationFn: (v: { uuid: string; remove: 0 | 1 }) => call(recordEndpoints.updateContestGameRecord, { ...ref, ...v }),
    onSettled: refresh,
  });
  const tag = useMutation({
    mutationFn: (v: { uuid: string; tag: number }) => call(recordEndpoints.setContestGameRecordTag, { ...ref, ...v }),
    onSettled: refresh,
  });
  return { remove, tag };
}

/** The season's names for its record tags (the whole list); the records list, which carries them, is read again. */
export function useTagNames(uniqueId: number, seasonId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (tagNames: RecordTagName[]) =>
      call(recordEndpoints.setContestGameRecordTagNames, {
        unique_id: uniqueId,
        season_id: seasonId,
        tag_names: tagNames,
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: recordsKey(uniqueId, seasonId) }),
  });
}

// ---- downloads (CSV exports, game logs) -----------------------------------------------------------------------

export type DownloadKey = keyof Downloads;
/** The cooldown is per contest and export kind, as the server keeps it. */
const COOLDOWN_KEY = (key: DownloadKey, uniqueId: number) => `taikai.export.${uniqueId}.${key}`;

/**
 * The time of this browser's last download of that kind in that contest, when it is still inside the 300-second
 * cooldown.
 */
export function recentDownload(key: DownloadKey, uniqueId: number, now = dayjs().unix()): number | null {
  const last = Number(localStorage.getItem(COOLDOWN_KEY(key, uniqueId)) ?? 0);
  return last > 0 && now - last < LIMITS.exportCooldownSeconds ? last : null;
}

export function cooldownText(last: number): string {
  return errorMessage(ErrorCode.EXPORT_TOO_SOON, messageLang()).replace(
    '{time}',
    dayjs.unix(last).format('YYYY-MM-DD HH:mm:ss'),
  );
}

function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type Refusal = { code?: number; message?: string; detail?: { last_time?: number } };

/**
 * Asks for a file of the table's downloads with the session: a POST with the body, or a GET with the query. A
 * connection failure is toasted here (null back); a refusal comes back as the response for the caller to read.
 */
async function requestFile<K extends DownloadKey>(
  key: K,
  input: EndpointInput<Downloads[K]>,
  accept: string,
): Promise<Response | null> {
  const endpoint = downloads[key];
  const post = endpoint.method === 'POST';
  const res = await fetch(apiUrl(endpoint.path, post ? undefined : (input as Record<string, unknown>)), {
    method: endpoint.method,
    headers: { ...apiHeaders(post), Accept: `${accept}, application/json` },
    ...(post ? { body: JSON.stringify(input) } : {}),
  }).catch(() => null);
  if (!res) toastError(errorText(new ApiError(ErrorCode.CLIENT_CONNECTION_FAILED, { status: 0 })));
  return res;
}

async function refusalOf(res: Response): Promise<Refusal & { code: number }> {
  const payload = (await res.json().catch(() => null)) as { error?: Refusal } | null;
  return { ...payload?.error, code: payload?.error?.code ?? ErrorCode.SYSTEM_ERROR };
}

function showRefusal(error: Refusal & { code: number }): void {
  toastError(error.message || errorMessage(error.code as never, messageLang()), error.code);
}

/**
 * The file name a Content-Disposition value gives: its UTF-8 `filename*` (the contest's name may be in any script),
 * else its plain `filename`, else null.
 */
function dispositionName(header: string | null): string | null {
  const utf8 = /filename\*=UTF-8''([^;\s]+)/i.exec(header ?? '')?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // a malformed escape: the plain name below
    }
  }
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? null;
}

/** Saves the answered file under the name the server gave it (Content-Disposition), else `fallback`. */
async function saveAnswer(res: Response, fallback: string): Promise<void> {
  saveFile(dispositionName(res.headers.get('content-disposition')) ?? fallback, await res.blob());
}

/**
 * Downloads a CSV export. The cooldown is remembered here too (spec part 2 section 9): within 300 s of this
 * browser's last download of the kind in the contest the server is not asked and the error names that time; the
 * server enforces it per manager, contest and kind either way, and its refusal shows the time of the earlier download
 * in local time.
 */
export async function downloadCsv<K extends DownloadKey>(key: K, body: EndpointInput<Downloads[K]>): Promise<boolean> {
  const uniqueId = (body as { unique_id: number }).unique_id;
  const last = recentDownload(key, uniqueId);
  if (last !== null) {
    toastError(cooldownText(last), ErrorCode.EXPORT_TOO_SOON);
    return false;
  }
  const res = await requestFile(key, body, 'text/csv');
  if (!res) return false;
  if (!res.ok) {
    const error = await refusalOf(res);
    const lastTime = error.detail?.last_time;
    if (error.code === ErrorCode.EXPORT_TOO_SOON && lastTime) {
      localStorage.setItem(COOLDOWN_KEY(key, uniqueId), String(lastTime));
      toastError(cooldownText(lastTime), error.code);
    } else {
      showRefusal(error);
    }
    return false;
  }
  await saveAnswer(res, `${key}.csv`);
  localStorage.setItem(COOLDOWN_KEY(key, uniqueId), String(dayjs().unix()));
  return true;
}

/** Downloads a finished game's log (`<uuid>.json`: the mjai events with the walls revealed, and a header). */
export async function downloadGameLog(uniqueId: number, uuid: string): Promise<boolean> {
  const res = await requestFile('fetchContestGameRecordLog', { unique_id: uniqueId, uuid }, 'application/json');
  if (!res) return false;
  if (!res.ok) {
    showRefusal(await refusalOf(res));
    return false;
  }
  await saveAnswer(res, `${uuid}.json`);
  return true;
}
