import type { Announcement } from '@taikai/shared';
import { announcementEndpoints } from '@taikai/shared/endpoints/announcement';
import { useQuery } from '@tanstack/react-query';
import { call } from './client';

export const announcementsKey = (language: string) => ['announcements', language] as const;

/** Official announcements in the page language (content is HTML, sanitised again before rendering). */
export function fetchAnnouncements(language: string): Promise<Announcement[]> {
  return call(announcementEndpoints.fetchAnnouncement, { language }).then((r) => r.list);
}

export function useAnnouncements(language: string) {
  return useQuery({
    queryKey: announcementsKey(language),
    queryFn: () => fetchAnnouncements(language),
    staleTime: 300_000,
  });
}
