// What the redactor promises beyond the whole-key forms (src/secret-forms.ts), and no more (issue 21): no
// run of WINDOW or more consecutive characters of a secret survives, in any letter case, reversed, or as
// lowercase or uppercase hex of its UTF-8 bytes, even with zero-width characters between its characters.
// That covers the key less its last character, its two halves (for keys of 16 or more characters), its
// uppercase form, its hex and the key joined by zero-width spaces. Shorter runs stay: 7 characters of a
// 32-character key leave 25 unknown. Other transformations (every other character, ROT13, compression) are
// outside the promise: a best-effort redactor cannot list every function of the key.

/** The shortest run of a secret that is redacted on its own. */
export const WINDOW = 8;

/** Characters a server may slip between the key's characters that a reader does not see. */
const INVISIBLE: ReadonlySet<string> = new Set(['\u00ad', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff']);

/** One UTF-16 unit in lower case, when that keeps it one unit (so positions map back one to one). */
function fold(unit: string): string {
  const lower = unit.toLowerCase();
  return lower.length === 1 ? lower : unit;
}

/** The folded windows of a secret to look for: WINDOW characters, and 2 × WINDOW hex digits of its bytes. */
export function secretWindows(secret: string): Set<string> {
  const windows = new Set<string>();
  const folded = Array.from(secret, (unit) => fold(unit)).join('');
  const reversed = Array.from(folded).reverse().join('');
  const hex = Array.from(new TextEncoder().encode(secret), (byte) => byte.toString(16).padStart(2, '0')).join('');
  for (const text of [folded, reversed]) for (let start = 0; start + WINDOW <= text.length; start += 1) windows.add(text.slice(start, start + WINDOW));
  // Whole bytes only: a window of hex starts on a byte.
  for (let start = 0; start + 2 * WINDOW <= hex.length; start += 2) windows.add(hex.slice(start, start + 2 * WINDOW));
  return windows;
}

/**
 * The text with every window of `windows` (and the zero-width characters inside a match) replaced by
 * `replacement`, overlapping matches merged into one. Linear: one folded copy of the text, and at each
 * position one lookup per window length.
 */
export function redactWindows(text: string, windows: ReadonlySet<string>, replacement: string): string {
  if (windows.size === 0) return text;
  // The visible units, folded, each with its position in `text`.
  let visible = '';
  const positions: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charAt(index);
    if (INVISIBLE.has(unit)) continue;
    visible += fold(unit);
    positions.push(index);
  }
  const ranges: [number, number][] = [];
  for (let start = 0; start + WINDOW <= visible.length; start += 1) {
    for (const length of [2 * WINDOW, WINDOW]) {
      if (start + length > visible.length || !windows.has(visible.slice(start, start + length))) continue;
      const from = positions[start] ?? 0;
      const to = (positions[start + length - 1] ?? 0) + 1;
      const last = ranges.at(-1);
      if (last && from <= last[1]) last[1] = Math.max(last[1], to);
      else ranges.push([from, to]);
      break;
    }
  }
  if (ranges.length === 0) return text;
  let result = '';
  let from = 0;
  for (const [start, end] of ranges) {
    result += text.slice(from, start) + replacement;
    from = end;
  }
  return result + text.slice(from);
}
