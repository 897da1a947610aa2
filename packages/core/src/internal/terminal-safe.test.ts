import { describe, expect, test } from 'vitest';
import { terminalSafe, terminalSafeLines } from './terminal-safe.js';

describe('terminalSafe', () => {
  test.each([
    ['plain text', 'Order 42 shipped: café ✓', 'Order 42 shipped: café ✓'],
    ['ESC and BEL of a window-title sequence', '\u001b]0;owned\u0007', '\\u001B]0;owned\\u0007'],
    ['a carriage return that would overwrite the line', 'bad\rall clean', 'bad\\u000Dall clean'],
    ['a line break that would fake a line', 'a\nb', 'a\\u000Ab'],
    ['DEL and a one-character CSI (C1)', '\u007f\u009b2J', '\\u007F\\u009B2J'],
    ['the line and paragraph separators', '\u2028\u2029', '\\u2028\\u2029'],
    ['bidi overrides and isolates', '\u202eabc\u2066', '\\u202Eabc\\u2066'],
    ['lone halves of surrogate pairs (a JSON "\\ud800"), which print as U+FFFD', 'x\ud800y\udc00\udfff\ud83d', 'x\\uD800y\\uDC00\\uDFFF\\uD83D'],
    ['an emoji, a whole pair, as it is', 'a\u{1F44D}\u{1F3FD}b', 'a\u{1F44D}\u{1F3FD}b'],
  ])('%s', (_, text, shown) => {
    expect(terminalSafe(text)).toBe(shown);
  });
});

describe('terminalSafeLines', () => {
  test('keeps line breaks and the carriage return of a CRLF line end, escaping the rest', () => {
    expect(terminalSafeLines('-a\u001b[2J\r\n+b\rc\n')).toBe('-a\\u001B[2J\r\n+b\\u000Dc\n');
  });

  test('leaves a text with nothing unsafe as it is', () => {
    const diff = '--- a.json\n+++ a.json (fixed)\n@@ -1,2 +1,2 @@\n-x\n+y\n';
    expect(terminalSafeLines(diff)).toBe(diff);
  });
});
