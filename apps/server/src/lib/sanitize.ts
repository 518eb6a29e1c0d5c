import sanitize from 'sanitize-html';

/**
 * HTML that people post (announcements, notices) is cleaned on the server before it is stored or sent: an
 * allowlist of text-formatting tags, links only to http(s)/mailto, images only from http(s), no scripts, styles,
 * event handlers or forms. (sanitize-html rather than DOMPurify here: it needs no DOM, so the server does not
 * load jsdom; the console still runs DOMPurify before rendering.)
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'del',
    'sub',
    'sup',
    'small',
    'mark',
    'span',
    'div',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
