import {
  NOTICE_HTML_ATTRIBUTES,
  NOTICE_HTML_IMAGE_SCHEMES,
  NOTICE_HTML_SCHEMES,
  NOTICE_HTML_TAGS,
} from '@taikai/shared/notice-html';
import DOMPurify from 'dompurify';

const ATTRS = [...new Set(Object.values(NOTICE_HTML_ATTRIBUTES).flat())];
const LINK = new RegExp(`^(?:${NOTICE_HTML_SCHEMES.join('|')}):`, 'i');
const IMAGE = new RegExp(`^(?:${NOTICE_HTML_IMAGE_SCHEMES.join('|')}):`, 'i');

/**
 * A notice as the server will keep it: the shared allowlist of tags, attributes and URL schemes (the server cleans
 * with the same list), so the preview shows what saving keeps. Text of removed tags stays, as on the server.
 */
export function cleanNoticeHtml(html: string): string {
  return purifier().sanitize(html, {
    ALLOWED_TAGS: [...NOTICE_HTML_TAGS],
    ALLOWED_ATTR: ATTRS,
    ALLOWED_URI_REGEXP: LINK,
    KEEP_CONTENT: true,
  });
}

let instance: ReturnType<typeof DOMPurify> | undefined;
/** Its own DOMPurify instance, so the per-tag attribute hook does not touch other sanitising. */
function purifier() {
  if (instance) return instance;
  const purify = DOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const allowed = [...(NOTICE_HTML_ATTRIBUTES[tag] ?? []), ...(NOTICE_HTML_ATTRIBUTES['*'] ?? [])];
    if (!allowed.includes(data.attrName)) data.keepAttr = false;
    else if (tag === 'img' && data.attrName === 'src' && !IMAGE.test(data.attrValue)) data.keepAttr = false;
  });
  instance = purify;
  return purify;
}
