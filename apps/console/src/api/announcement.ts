import type { Announcement } from '@taikai/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './client';

/** Official announcements in the page language (content is HTML, sanitised again before rendering). */
export function fetchAnnouncements(language: string): Promise<Announcement[]> {
  return apiGet<{ list: Announcement[] }>('/api/contest/fetch_announcement', { language }).then((r) => r.list);
}

export function useAnnouncements(language: string) {
  return useQuery({
    queryKey: ['announcements', language],
    queryFn: () => fetchAnnouncements(language),
    staleTime: 300_000,
  });
}
