import { useMemo } from 'react';
import { cleanNoticeHtml } from '../notice/cleanHtml';

/**
 * A contest notice's HTML, sanitised in the browser with DOMPurify and the shared allowlist (as the console's notice
 * preview does), whatever the server sent. Its own chunk: DOMPurify loads only when there is a notice to show.
 */
export default function NoticeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => cleanNoticeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned with DOMPurify and the shared allowlist just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
