import type { Announcement } from '@taikai/shared';
import type { announcementEndpoints } from '@taikai/shared/endpoints/announcement';
import { useQuery } from '@tanstack/react-query';
import { call } from './client';
import { light } from './light';

/** The home page's announcements, without the table's zod schemas (`light`, checked by `light.test.ts`). */
export const announcementCalls = {
  fetchAnnouncement: light<(typeof announcementEndpoints)['fetchAnnouncement']>({
    method: 'GET',
    path: '/api/contest/fetch_announcement',
  }),
} as const;

export const announcementsKey = (language: string) => ['announcements', language] as const;

/** Official announcements in the page language (content is HTML, sanitised again before rendering). */
export function fetchAnnouncements(language: string): Promise<Announcement[]> {
  return call(announcementCalls.fetchAnnouncement, { language }).then((r) => r.list);
}

export function useAnnouncements(language: string) {
  return useQuery({
    queryKey: announcementsKey(language),
    queryFn: () => fetchAnnouncements(language),
    staleTime: 300_000,
  });
}
