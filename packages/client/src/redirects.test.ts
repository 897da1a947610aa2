// Redirects against loopback servers (two ports are two origins) and the rule itself on URLs the
// loopback cannot serve (https to http). A refused redirect is a RedirectError saying why; the other
// origin never sees a request, the key or the template.
import { defaultCatalog } from '@templint/core';
import { normalRequest } from '@templint/core/testing';
import { describe, expect, test } from 'vitest';
import { createClient, PATHS } from './client.js';
import { RedirectError } from './errors.js';
import { useLoopbacks } from './loopback.test-support.js';
import { MAX_REDIRECTS, nextHop } from './redirects.js';
import { rejection, untyped } from './sandbox.test-support.js';

const serve = useLoopbacks();

const LANGUAGES = JSON.stringify({ status: true, data: [{ id: 1, name: 'English', code: 'en' }] });
const client = (url: string) => createClient({ baseUrl: url, apiKey: 'the-key-0123456789', retries: 3, catalog: defaultCatalog });

function redirect(response: import('node:http').ServerResponse, status: number, location: string | undefined): void {
  response.writeHead(status, location === undefined ? {} : { location });
  response.end();
}

describe('redirects against loopback servers', () => {
  test('a lookup redirected within its origin is followed, with the key', async () => {
    const server = await serve((request, response) => {
      if (request.url === PATHS.languages) redirect(response, 302, '/moved/languages');
      else response.end(LANGUAGES);
    });
    expect(await client(server.url).getLanguages()).toEqual([{ id: 1, name: 'English', code: 'en' }]);
    expect(server.requests.map((request) => request.line)).toEqual([`GET ${PATHS.languages}`, 'GET /moved/languages']);
    expect(server.requests.map((request) => request.authorization)).toEqual(['Bearer the-key-0123456789', 'Bearer the-key-0123456789']);
  });

  test.each([301, 302, 303, 307, 308])('a lookup redirected (%i) to another origin is refused; that origin gets nothing', async (status) => {
    const elsewhere = await serve((_request, response) => response.end(LANGUAGES));
    const server = await serve((_request, response) => {
      redirect(response, status, `${elsewhere.url}/api/global/chat-languages`);
    });
    const error = await rejection(client(server.url).getLanguages());
    expect(error).toBeInstanceOf(RedirectError);
    expect(error).toMatchObject({ status, operation: `GET ${PATHS.languages}` });
    expect((error as RedirectError).reason).toContain('another origin');
    expect((error as Error).message).toContain(elsewhere.url);
    expect(elsewhere.requests).toEqual([]);
    expect(server.requests).toHaveLength(1); // Not retried either.
  });

  test('the create call follows no redirect, even within its origin: the template is sent once', async () => {
    const server = await serve((_request, response) => {
      redirect(response, 307, PATHS.createTemplate);
    });
    const error = await rejection(client(server.url).createTemplate(untyped(normalRequest())));
    expect(error).toBeInstanceOf(RedirectError);
    expect((error as RedirectError).reason).toContain('create call follows no redirect');
    expect(server.requests.map((request) => request.line)).toEqual([`POST ${PATHS.createTemplate}`]);
  });

  test('a redirect loop stops with a RedirectError saying so', async () => {
    const server = await serve((request, response) => {
      redirect(response, 302, request.url === '/a' ? '/b' : '/a');
    });
    const error = await rejection(client(server.url).getLanguages());
    expect((error as RedirectError).reason).toMatch(/loop/);
    expect(server.requests.length).toBeLessThanOrEqual(3);
  });

  test(`an endless chain stops after ${String(MAX_REDIRECTS)} redirects`, async () => {
    let hops = 0;
    const server = await serve((_request, response) => {
      hops += 1;
      redirect(response, 302, `/hop/${String(hops)}`);
    });
    const error = await rejection(client(server.url).getLanguages());
    expect((error as RedirectError).reason).toBe(`more than ${String(MAX_REDIRECTS)} redirects in a row`);
    expect(server.requests).toHaveLength(MAX_REDIRECTS + 1);
  });

  test('a redirect without a Location is refused', async () => {
    const server = await serve((_request, response) => {
      redirect(response, 302, undefined);
    });
    expect(((await rejection(client(server.url).getLanguages())) as RedirectError).reason).toMatch(/no Location/);
  });

  test('the key in a redirect target is not echoed', async () => {
    const elsewhere = await serve((_request, response) => response.end(LANGUAGES));
    const server = await serve((_request, response) => {
      redirect(response, 302, `${elsewhere.url}/the-key-0123456789?k=the-key-0123456789`);
    });
    const error = await rejection(client(server.url).getLanguages());
    expect(JSON.stringify(error)).not.toContain('the-key-0123456789');
    expect((error as Error).message).not.toContain('?k=');
  });
});

describe('nextHop', () => {
  const from = new URL('https://api.example.com/api/global/chat-languages');
  const hop = (location: string | null, method = 'GET', visited: string[] = [from.href]) => nextHop({ method, from, location, visited });

  test('follows a GET within the origin, relative or absolute', () => {
    expect(hop('/v2/languages')).toEqual({ follow: true, url: new URL('https://api.example.com/v2/languages') });
    expect(hop('https://api.example.com/x?y=1')).toMatchObject({ follow: true });
  });

  test('never from https to plain http, even on the same host', () => {
    expect(hop('http://api.example.com/api/global/chat-languages')).toEqual({
      follow: false,
      reason: 'the redirect goes from https to http (http://api.example.com/api/global/chat-languages)',
    });
  });

  test('never to another host, port or scheme', () => {
    for (const location of ['https://evil.example.com/', 'https://api.example.com:8443/', '//evil.example.com/x', 'ftp://api.example.com/']) {
      expect(hop(location).follow).toBe(false);
    }
  });

  test('never to a Location with a user or password, and the reason shows neither them nor the query', () => {
    for (const location of ['https://user:pw@api.example.com/final?sig=abc123', 'https://user@api.example.com/final', '//user:pw@api.example.com/final']) {
      const decision = hop(location);
      expect(decision).toEqual({ follow: false, reason: 'the redirect Location carries credentials (https://api.example.com/final); the client sends its API key only' });
    }
  });

  test('never on a POST, never without a readable Location, never past the bound', () => {
    expect(hop('/same', 'POST').follow).toBe(false);
    expect(hop(null).follow).toBe(false);
    expect(hop('http://[bad').follow).toBe(false);
    const visited = Array.from({ length: MAX_REDIRECTS + 1 }, (_, index) => `https://api.example.com/${String(index)}`);
    expect(hop('/next', 'GET', visited)).toEqual({ follow: false, reason: `more than ${String(MAX_REDIRECTS)} redirects in a row` });
  });
});
