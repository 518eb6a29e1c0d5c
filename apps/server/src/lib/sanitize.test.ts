import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.js';

describe('sanitizeHtml', () => {
  it('keeps formatting and drops scripts, handlers, styles and bad links', () => {
    expect(sanitizeHtml('<p><b>Bold</b> <i>it</i></p>')).toBe('<p><b>Bold</b> <i>it</i></p>');
    expect(sanitizeHtml('<script>alert(1)</script>ok')).toBe('ok');
    expect(sanitizeHtml('<img src="https://x/a.png" onerror="alert(1)">')).toBe('<img src="https://x/a.png" />');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="https://ok.example">x</a>')).toBe(
      '<a href="https://ok.example" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<div style="position:fixed">x</div><style>*{}</style>')).toBe('<div>x</div>');
    expect(sanitizeHtml('<iframe src="https://evil"></iframe><form><input></form>')).toBe('');
  });
});
