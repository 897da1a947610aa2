// The key is redacted in every form a server may echo it in: exact, percent-encoded (encodeURIComponent,
// form encoding, lowercase hex), JSON-escaped, base64 and base64url of the key and of `Bearer <key>`,
// `user:<key>` and `<key>:`. Properties with random keys, in-process and through a loopback server whose
// error answers echo the Authorization header it received.
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createClient } from './client.js';
import { startLoopback, type Loopback } from './loopback.test-support.js';
import { REDACTED, Secrets } from './redact.js';
import { rejection } from './sandbox.test-support.js';
import { alignedBase64, echoForms } from './secret-forms.js';

/** The forms a test looks for, computed with Node's own encoders (not the code under test). */
function echoes(key: string): string[] {
  const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
  const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
  return [
    key,
    encodeURIComponent(key),
    new URLSearchParams({ k: key }).toString().slice(2),
    encodeURIComponent(key).replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()),
    JSON.stringify(key).slice(1, -1),
    ...[key, `Bearer ${key}`, `user:${key}`, `${key}:`, `{"api_key":"${key}"}`].flatMap((text) => [b64(text), b64url(text)]),
  ];
}

/** Keys as they come: long enough to be a key, any printable ASCII (what an HTTP header can carry). */
const headerKey = fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)), minLength: 12, maxLength: 64 });
/** Any Unicode, for the in-process property. */
const anyKey = fc.string({ unit: 'grapheme', minLength: 8, maxLength: 48 });

/** Whether `haystack` still holds the secret part of an echo (base64 echoes keep up to 2 edge characters). */
function leaks(haystack: string, echo: string): boolean {
  return echo.length >= 8 && haystack.includes(echo.slice(2, -2));
}

describe('Secrets.text with echoed forms', () => {
  test.prop([anyKey, fc.string(), fc.string()], { numRuns: 300 })('no echoed form survives, wherever it sits', (key, before, after) => {
    const secrets = new Secrets(key);
    for (const echo of echoes(key)) {
      const out = secrets.text(`${before}${echo}${after}`);
      expect(out).toContain(REDACTED);
      expect(leaks(out, echo), `${echo} in ${out}`).toBe(false);
    }
  });

  test.prop([fc.uint8Array({ minLength: 6, maxLength: 40 }), fc.uint8Array({ maxLength: 5 }), fc.uint8Array({ maxLength: 5 })], { numRuns: 300 })(
    'an aligned base64 part is inside the base64 of any bytes around the secret',
    (secret, before, after) => {
      const whole = Buffer.concat([before, secret, after]).toString('base64');
      expect(whole).toContain(alignedBase64(secret, before.length % 3));
    },
  );

  test('literal forms of one key', () => {
    const forms = echoForms('a b/c+d?é');
    expect(forms).toEqual(expect.arrayContaining(['a b/c+d?é', 'a%20b%2Fc%2Bd%3F%C3%A9', 'a+b%2Fc%2Bd%3F%C3%A9', 'a%20b%2fc%2bd%3f%c3%a9']));
    // 10 bytes: the first 13 base64 characters depend on the key alone.
    expect(forms).toContain(Buffer.from('a b/c+d?é').toString('base64').slice(0, 13));
    expect(forms).toContain(Buffer.from('a b/c+d?é').toString('base64url').slice(0, 13));
  });

  test('text without the key is unchanged', () => {
    expect(new Secrets('sk_live_0123456789').text('{"message":"denied","hint":"c2tfbGl2ZV8w"}')).toBe('{"message":"denied","hint":"c2tfbGl2ZV8w"}');
  });
});

describe('echoes from a server', () => {
  let server: Loopback;
  beforeAll(async () => {
    server = await startLoopback((request, response) => {
      const key = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      const forms = echoes(key);
      if (request.url?.includes('text') === true) {
        response.writeHead(403, { 'content-type': 'text/plain' });
        response.end(`denied for ${forms.join(' and ')}`);
        return;
      }
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: false, message: `bad key ${forms[1] ?? ''}`, echoes: forms, [forms[6] ?? 'x']: 'as a key' }));
    });
  });
  afterAll(async () => {
    await server.close();
  });

  test.prop([headerKey, fc.boolean()], { numRuns: 40 })('error.body, message and JSON hold no form of the key', async (key, asText) => {
    const api = createClient({ baseUrl: `${server.url}${asText ? '/text' : ''}`, apiKey: key, retries: 0 });
    const error = await rejection(api.getLanguages());
    expect(error).toMatchObject({ name: 'HttpError' });
    const seen = `${(error as Error).message}\n${JSON.stringify(error)}\n${String((error as Error).stack)}`;
    for (const echo of echoes(key)) expect(leaks(seen, echo), echo).toBe(false);
  });
});
