import DOMPurify from 'isomorphic-dompurify';

/** HTML that people post (announcements, notices) is cleaned on the server before it is stored or sent. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] });
}
