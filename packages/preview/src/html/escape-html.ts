// The one HTML escape of a preview page's text and attribute values, `templint preview`'s page around it too.

/**
 * C0 controls but tab, line feed and carriage return, DEL, and C1 controls. A page goes to a terminal when
 * `templint preview t.json` has no `-o`: a template's `\u001b]52;c;…\u0007` (JSON's own escapes) reached it
 * as a live clipboard write (found by QA).
 */
// eslint-disable-next-line no-control-regex -- the characters to find are control characters
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu;

/**
 * Text made safe for HTML content and for a double- or single-quoted attribute value: `&`, `<`, `>`, `"`
 * and `'` as references, and each control character as a numeric one, so the page's bytes hold none. A C1
 * control (U+0080 to U+009F) is U+FFFD: HTML reads `&#x9B;` as Windows-1252's `›`.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replace(CONTROL, (control) => {
      const code = control.charCodeAt(0);
      return code >= 0x80 || code === 0 ? '&#xFFFD;' : `&#x${code.toString(16).toUpperCase()};`;
    });
}
