/**
 * The HTML people may post in notices and announcements: text-formatting tags, links to http(s)/mailto, images
 * from http(s); no scripts, styles, event handlers or forms. The server cleans with this allowlist before storing
 * (sanitize-html); the console previews with the same list (DOMPurify), so what a person sees before saving is
 * what will be kept.
 */
export const NOTICE_HTML_TAGS = [
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
] as const;

/** Attributes kept per tag (`*`: on every tag). */
export const NOTICE_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  '*': ['class'],
};

/** URL schemes kept in links; images take only http and https. */
export const NOTICE_HTML_SCHEMES = ['http', 'https', 'mailto'] as const;
export const NOTICE_HTML_IMAGE_SCHEMES = ['http', 'https'] as const;
