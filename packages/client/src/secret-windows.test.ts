// The echo forms the last probe found outside the list (issue 21 point 18): all but the last character,
// hex, uppercase, reversed, split in two, joined by zero-width spaces. What the redactor promises is in
// src/secret-windows.ts: no run of 8 characters of the key, in any case, reversed or as hex, survives.
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { REDACTED, Secrets } from './redact.js';
import { redactWindows, secretWindows, WINDOW } from './secret-windows.js';

const KEY = 'tk_live_9f3a7c21d4e8b6a0f5c2e1d7';

/** The echoes of the probe, each as a server might write it in an error body. */
function echoes(key: string): Record<string, string> {
  const hex = Buffer.from(key, 'utf8').toString('hex');
  const half = Math.floor(key.length / 2);
  return {
    'all but its last character': key.slice(0, -1),
    'lowercase hex': hex,
    'uppercase hex': hex.toUpperCase(),
    uppercase: key.toUpperCase(),
    reversed: Array.from(key).reverse().join(''),
    'split in two': `${key.slice(0, half)} and then ${key.slice(half)}`,
    'joined by zero-width spaces': Array.from(key).join('\u200b'),
  };
}

/** Whether some run of WINDOW characters of `key` (any case, reversed, or its hex) is still in `text`. */
function leaksWindow(text: string, key: string): boolean {
  const folded = text.replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '').toLowerCase();
  const forms = [key.toLowerCase(), Array.from(key).reverse().join('').toLowerCase()];
  for (const form of forms) for (let start = 0; start + WINDOW <= form.length; start += 1) if (folded.includes(form.slice(start, start + WINDOW))) return true;
  const hex = Buffer.from(key, 'utf8').toString('hex');
  for (let start = 0; start + 2 * WINDOW <= hex.length; start += 2) if (folded.includes(hex.slice(start, start + 2 * WINDOW))) return true;
  return false;
}

describe('Secrets.text and the probe\'s echo forms', () => {
  test.each(Object.entries(echoes(KEY)))('%s: no 8-character run of the key is left', (_form, echo) => {
    const text = new Secrets(KEY).text(`{"message":"bad key: ${echo}, try again"}`);
    expect(leaksWindow(text, KEY)).toBe(false);
    expect(text).toContain(REDACTED);
    expect(text.startsWith('{"message":"bad key: ')).toBe(true);
    expect(text.endsWith(', try again"}')).toBe(true);
  });

  test('text without the key is left as it is, and a 7-character run stays (the documented limit)', () => {
    const secrets = new Secrets(KEY);
    expect(secrets.text('Template 1234 rejected: body too long.')).toBe('Template 1234 rejected: body too long.');
    expect(secrets.text(`prefix ${KEY.slice(0, 7)} suffix`)).toBe(`prefix ${KEY.slice(0, 7)} suffix`);
  });

  const key = fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)), minLength: 16, maxLength: 64 });
  test.prop([key, fc.constantFrom(...Object.keys(echoes('x'.repeat(16)))), fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 })], { numRuns: 300 })(
    'for any printable key of 16 or more characters, no echo of the list leaves an 8-character run',
    (secret, form, before, after) => {
      const text = new Secrets(secret).text(`${before}${echoes(secret)[form] ?? ''}${after}`);
      expect(leaksWindow(text.replaceAll(REDACTED, '\u0000'), secret)).toBe(false);
    },
  );

  test('linear: at most two window lookups per character of the text, whatever the number of windows', () => {
    // Counted, not timed: a scan per window would make lookups grow with the key's windows too.
    class CountedWindows extends Set<string> {
      lookups = 0;
      override has(window: string): boolean {
        this.lookups += 1;
        return super.has(window);
      }
    }
    for (const length of [50_000, 200_000]) {
      const windows = new CountedWindows(secretWindows(KEY));
      expect(windows.size).toBeGreaterThan(50);
      const body = 'a'.repeat(length);
      expect(redactWindows(body, windows, REDACTED)).toBe(body);
      expect(windows.lookups).toBeLessThanOrEqual(2 * length);
      expect(windows.lookups).toBeGreaterThanOrEqual(length - WINDOW);
    }
    const body = 'a'.repeat(200_000);
    expect(new Secrets(KEY).text(`${body}${KEY}${body}`)).toBe(`${body}${REDACTED}${body}`);
  });
});
