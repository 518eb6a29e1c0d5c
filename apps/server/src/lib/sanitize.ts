import {
  NOTICE_HTML_ATTRIBUTES,
  NOTICE_HTML_IMAGE_SCHEMES,
  NOTICE_HTML_SCHEMES,
  NOTICE_HTML_TAGS,
} from '@taikai/shared/notice-html';
import sanitize from 'sanitize-html';

/**
 * HTML that people post (announcements, notices) is cleaned on the server before it is stored or sent: the shared
 * allowlist (packages/shared/src/notice-html.ts, which the console's preview uses too) of text-formatting tags,
 * links only to http(s)/mailto, images only from http(s), no scripts, styles, event handlers or forms. (sanitize-html rather than DOMPurify here: it needs no DOM, so the server does not
 * load jsdom; the console still runs DOMPurify before rendering.)
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [...NOTICE_HTML_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(NOTICE_HTML_ATTRIBUTES).map(([k, v]) => [k, [...v]])),
  allowedSchemes: [...NOTICE_HTML_SCHEMES],
  allowedSchemesByTag: { img: [...NOTICE_HTML_IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
