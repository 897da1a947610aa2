// Retries, Retry-After, aborts and the base-URL check, through the client against the sandbox on
// 127.0.0.1. No clock is read: a wait is seen as the timer the client schedules (its length, and how many
// requests the sandbox had when it was set and when it fired), an abort as the connection it hangs up.
import { defaultCatalog } from '@templint/core';
import { normalRequest } from '@templint/core/testing';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createClient, PATHS } from './client.js';
import { HttpError, InvalidResponseError, NetworkError, ResponseTooLargeError, StatusFalseError, TimeoutError } from './errors.js';
import { neverAnswering, useLoopbacks } from './loopback.test-support.js';
import { useSandbox, rejection, untyped } from './sandbox.test-support.js';
import { isLoopback, parseRetryAfter } from './transport.js';

const use = useSandbox();
const serve = useLoopbacks();

const client = use.client;

/** A timer set while a test ran: its length, and the sandbox's request count when it was set and when it fired. */
interface Wait {
  readonly ms: number;
  readonly requestsWhenSet: number;
  requestsWhenFired?: number;
}

/**
 * Records the timers set from now to the end of the test. A timer of `fireAtOnce` ms fires at once, so a
 * test of a long wait does not spend it; `onSet` runs after each timer is set.
 */
function recordWaits(options: { readonly fireAtOnce?: number; readonly onSet?: (ms: number) => void } = {}): Wait[] {
  const waits: Wait[] = [];
  const realSetTimeout = globalThis.setTimeout;
  const requests = (): number => use.sandbox().requests.length;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: (...args: unknown[]) => void, ms = 0, ...args: unknown[]) => {
    const wait: Wait = { ms, requestsWhenSet: requests() };
    waits.push(wait);
    const timer = realSetTimeout(() => {
      wait.requestsWhenFired = requests();
      handler(...args);
    }, ms === options.fireAtOnce ? 0 : ms);
    if (options.onSet) queueMicrotask(() => options.onSet?.(ms));
    return timer;
  }) as typeof setTimeout);
  return waits;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('retries', () => {
  test('a GET answered 503 is retried and then succeeds', async () => {
    use.sandbox().faults.fail(2, { status: 503, route: PATHS.templateTypes });
    expect(await client().getTemplateTypes()).toHaveLength(2);
    expect(use.sandbox().requests.map((request) => request.path)).toEqual([PATHS.templateTypes, PATHS.templateTypes, PATHS.templateTypes]);
  });

  test('a GET answered 429 is retried', async () => {
    use.sandbox().faults.fail(1, { status: 429 });
    await client().getHeaderTypes();
    expect(use.sandbox().requests).toHaveLength(2);
  });

  test('other statuses are not retried', async () => {
    use.sandbox().faults.fail(1, { status: 500 });
    expect((await rejection(client().getHeaderTypes())) as HttpError).toMatchObject({ status: 500 });
    expect(use.sandbox().requests).toHaveLength(1);
  });

  test('after `limit` retries the last answer is the error', async () => {
    use.sandbox().faults.fail(10, { status: 503 });
    const error = await rejection(client({ retries: { limit: 3, baseDelayMs: 1, maxDelayMs: 2 } }).getLanguages());
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect(use.sandbox().requests).toHaveLength(4);
  });

  test('retries: 0 does not retry', async () => {
    use.sandbox().faults.fail(1);
    await rejection(client({ retries: 0 }).getLanguages());
    expect(use.sandbox().requests).toHaveLength(1);
  });

  test('Retry-After in seconds is honoured: the retry goes out when that wait is over', async () => {
    use.sandbox().faults.fail(1, { status: 503, retryAfter: 2 });
    const waits = recordWaits({ fireAtOnce: 2000 });
    await client().getLanguages();
    expect(waits).toContainEqual({ ms: 2000, requestsWhenSet: 1, requestsWhenFired: 1 });
    expect(use.sandbox().requests).toHaveLength(2);
  });

  test('Retry-After longer than maxRetryAfterMs waits only that long', async () => {
    use.sandbox().faults.fail(1, { status: 503, retryAfter: 3600 });
    const waits = recordWaits();
    await client({ retries: { baseDelayMs: 5, maxRetryAfterMs: 50 } }).getLanguages();
    expect(waits).toContainEqual({ ms: 50, requestsWhenSet: 1, requestsWhenFired: 1 });
    expect(waits.filter((wait) => wait.ms > 50 && wait.requestsWhenSet === 1 && wait.requestsWhenFired === 1)).toEqual([]);
    expect(use.sandbox().requests).toHaveLength(2);
  });

  test('createTemplate is never retried, even on 503', async () => {
    use.sandbox().faults.fail(1, { status: 503, route: PATHS.createTemplate });
    const error = await rejection(client({ catalog: defaultCatalog, retries: 5 }).createTemplate(untyped(normalRequest())));
    expect((error as HttpError).status).toBe(503);
    expect(use.sandbox().requests.map((request) => request.method)).toEqual(['POST']);
    expect(use.sandbox().templates()).toEqual([]);
  });
});

describe('abort', () => {
  test('a caller abort while the answer is awaited rejects with an AbortError and hangs up', async () => {
    const controller = new AbortController();
    // The server never answers; the caller aborts once the request is there.
    const { handler, hungUp } = neverAnswering(() => {
      controller.abort();
    });
    const server = await serve(handler);
    const error = await rejection(createClient({ baseUrl: server.url, apiKey: 'k' }).getLanguages({ signal: controller.signal }));
    expect((error as Error).name).toBe('AbortError');
    await hungUp;
    expect(server.requests).toHaveLength(1);
  });

  test('a caller abort during a Retry-After wait stops the retries', async () => {
    use.sandbox().faults.fail(5, { retryAfter: 10 });
    const controller = new AbortController();
    const waits = recordWaits({
      onSet: (ms) => {
        if (ms === 10_000) controller.abort(new Error('user left'));
      },
    });
    const error = await rejection(client().getLanguages({ signal: controller.signal }));
    expect((error as Error).message).toBe('user left');
    expect(waits).toContainEqual({ ms: 10_000, requestsWhenSet: 1 });
    expect(use.sandbox().requests).toHaveLength(1);
  });

  test('getCatalog: one failed lookup hangs up the others at once instead of waiting out their timeout', async () => {
    // Once all seven lookups are in, the languages list fails (404, not retried); the six others never get an answer.
    const hangUps: Promise<void>[] = [];
    let failing: (() => void) | undefined;
    const server = await serve((request, response) => {
      if (request.url === PATHS.languages) {
        failing = () => response.writeHead(404, { 'content-type': 'application/json' }).end('{"status":false,"message":"no such list"}');
      } else {
        hangUps.push(new Promise((resolve) => response.once('close', resolve)));
      }
      if (server.requests.length === 7) failing?.();
    });
    const error = await rejection(createClient({ baseUrl: server.url, apiKey: 'k' }).getCatalog());
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
    // With the default 30 s timeout, these resolve only because the client hung up (the test's own
    // timeout, 5 s, fails it otherwise).
    expect(server.requests).toHaveLength(7);
    await Promise.all(hangUps);
    expect(hangUps).toHaveLength(6);
  });

  test('getCatalog: a caller abort still reaches every lookup', async () => {
    const hangUps: Promise<void>[] = [];
    const controller = new AbortController();
    const server = await serve((_request, response) => {
      hangUps.push(new Promise((resolve) => response.once('close', resolve)));
      if (hangUps.length === 7) controller.abort(new Error('user left'));
    });
    const error = await rejection(createClient({ baseUrl: server.url, apiKey: 'k' }).getCatalog({ signal: controller.signal }));
    expect((error as Error).message).toBe('user left');
    expect(server.requests).toHaveLength(7);
    await Promise.all(hangUps);
  });

  test('createTemplate: an abort while the first catalog fetch is under way stops the call; the fetch goes on and serves the next create', async () => {
    // The languages list answers late, so the abort lands while the catalog is still being fetched.
    use.sandbox().faults.delay(100, { route: PATHS.languages, times: 1 });
    const controller = new AbortController();
    const templint = client();
    const first = rejection(templint.createTemplate(untyped(normalRequest()), { signal: controller.signal }));
    await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    expect((await first as Error).name).toBe('AbortError');
    await templint.createTemplate(untyped(normalRequest()));
    const paths = use.sandbox().requests.map((request) => request.path);
    // Each lookup went out once (the second create waited on the same fetch), and one create was sent.
    expect(paths.filter((path) => path === PATHS.languages)).toHaveLength(1);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => path === PATHS.createTemplate)).toHaveLength(1);
  });

  test('an already aborted signal sends nothing', async () => {
    const error = await rejection(client({ catalog: defaultCatalog }).createTemplate(untyped(normalRequest()), { signal: AbortSignal.abort() }));
    expect((error as Error).name).toBe('AbortError');
    expect(use.sandbox().requests).toEqual([]);
  });
});

describe('base URL', () => {
  test('plain http to a host that is not loopback is refused', () => {
    expect(() => createClient({ baseUrl: 'http://api.example.com', apiKey: 'k' })).toThrow(/Refusing plain http/);
    expect(() => createClient({ baseUrl: 'http://10.0.0.8:8080', apiKey: 'k' })).toThrow(TypeError);
  });

  test('plain http is accepted on loopback hosts, or with allowInsecureHttp', () => {
    for (const baseUrl of ['http://127.0.0.1:8080', 'http://localhost', 'http://[::1]:3000']) {
      expect(() => createClient({ baseUrl, apiKey: 'k' })).not.toThrow();
    }
    // Found by QA: Node.js asks DNS for `app.localhost` (only `localhost` is in /etc/hosts), so the key could
    // travel in clear to whatever address a resolver gives.
    expect(() => createClient({ baseUrl: 'http://app.localhost', apiKey: 'k' })).toThrow(/Refusing plain http/);
    expect(() => createClient({ baseUrl: 'http://app.localhost', apiKey: 'k', allowInsecureHttp: true })).not.toThrow();
    expect(() => createClient({ baseUrl: 'http://api.example.com', apiKey: 'k', allowInsecureHttp: true })).not.toThrow();
    expect(() => createClient({ baseUrl: 'https://api.example.com', apiKey: 'k' })).not.toThrow();
  });

  test('other schemes, credentials in the URL, a bad URL and an empty key are refused without echoing them', () => {
    expect(() => createClient({ baseUrl: 'ftp://api.example.com', apiKey: 'k' })).toThrow(TypeError);
    expect(() => createClient({ baseUrl: 'https://user:secret-pass@api.example.com', apiKey: 'k' })).toThrow(/credentials/);
    expect(() => createClient({ baseUrl: 'not a url secret-value', apiKey: 'k' })).toThrow(/^(?!.*secret-value).*$/);
    expect(() => createClient({ baseUrl: 'https://api.example.com', apiKey: '' })).toThrow(/apiKey/);
    // A key a header cannot carry is refused at once, not sent and retried as a network failure; never echoed.
    for (const apiKey of ['sk_live_abcdefgh\n12345678', 'sk_live\u0000x', 'sk_\u20ac_key']) {
      expect(() => createClient({ baseUrl: 'https://api.example.com', apiKey })).toThrow(/^apiKey holds a character an HTTP header cannot carry/);
      expect(() => createClient({ baseUrl: 'https://api.example.com', apiKey })).toThrow(/^(?!.*sk_).*$/s);
    }
  });

  test('options a JavaScript caller gives in the wrong type are refused at once, not ignored', () => {
    const base = { baseUrl: 'https://api.example.com', apiKey: 'k' };
    expect(() => createClient({ ...base, retries: '3' as unknown as number })).toThrow(/^retries must be a number or an object/);
    expect(() => createClient({ ...base, retries: { limit: '3' as unknown as number } })).toThrow(/^retries\.limit must be a number/);
    expect(() => createClient({ ...base, timeoutMs: '1000' as unknown as number })).toThrow(/^timeoutMs must be a number/);
    expect(() => createClient({ ...base, retries: 3, timeoutMs: 1000 })).not.toThrow();
  });

  test('an id of "." or ".." is refused: a URL path would read it as a step to another endpoint', async () => {
    const api = createClient({ baseUrl: use.sandbox().url, apiKey: use.sandbox().apiKey });
    for (const [integration, id] of [['..', '12'], ['pi_0001', '..'], ['.', '1'], ['pi_0001', '.']] as const) {
      await expect(api.getTemplate(integration, id)).rejects.toThrow(TypeError);
    }
    expect(use.sandbox().requests).toEqual([]);
  });

  test('a base URL with a path prefix keeps it', async () => {
    const error = await rejection(createClient({ baseUrl: `${use.sandbox().url}/v1/`, apiKey: use.sandbox().apiKey, retries: 0 }).getLanguages());
    expect((error as HttpError).status).toBe(404);
    expect(use.sandbox().requests[0]?.path).toBe(`/v1${PATHS.languages}`);
  });

  test('isLoopback knows localhost, 127.0.0.0/8 and ::1 only', () => {
    expect(['localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '[::1]'].map(isLoopback)).toEqual([true, true, true, true, true]);
    expect(['a.localhost', 'localhost.example.com', '128.0.0.1', '0.0.0.0', '[::2]', '127.0.0.1.nip.io'].map(isLoopback)).toEqual([false, false, false, false, false, false]);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');

  test('reads delay-seconds', () => {
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  test('reads an HTTP date, and a date in the past is no wait', () => {
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 23:00:00 GMT', now)).toBe(0);
  });

  test('ignores what it cannot read', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-1', now)).toBeUndefined();
  });
});

describe('a connection that fails mid-answer', () => {
  test('is a NetworkError that says it failed while reading the answer, with its status', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json', 'content-length': '1000' });
      response.write('{"status":false,');
      // Gone before the promised thousand bytes.
      setTimeout(() => response.socket?.destroy(), 20);
    });
    const error = await rejection(createClient({ baseUrl: server.url, apiKey: 'key-1234567890', retries: 0 }).getLanguages());
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).status).toBe(500);
    expect((error as Error).message).toMatch(new RegExp(`^GET ${PATHS.languages} failed while reading the answer \\(HTTP 500\\): `));
  });
});

describe('an error answer', () => {
  test('keeps the request id, the last Retry-After and a nested or problem-document message', async () => {
    const server = await serve((request, response) => {
      if (request.url?.endsWith(PATHS.languages)) {
        response.writeHead(500, { 'content-type': 'application/json', 'x-request-id': 'req-7f3a9c' });
        response.end('{"status":false,"error":{"code":"E_DB","message":"database unavailable"}}');
      } else {
        response.writeHead(503, { 'content-type': 'application/problem+json', 'retry-after': '120' });
        response.end('{"title":"Service Unavailable","detail":"maintenance until 10:00 UTC"}');
      }
    });
    const api = createClient({ baseUrl: server.url, apiKey: 'key-1234567890', retries: 0 });
    const failed = await rejection(api.getLanguages());
    expect(failed).toBeInstanceOf(HttpError);
    expect(failed).toMatchObject({ status: 500, requestId: 'req-7f3a9c', retryAfter: undefined });
    expect((failed as Error).message).toBe(`GET ${PATHS.languages} failed with HTTP 500 (request id req-7f3a9c): database unavailable`);
    const busy = await rejection(api.getTemplateTypes());
    expect(busy).toMatchObject({ status: 503, requestId: undefined, retryAfter: '120' });
    expect((busy as Error).message).toBe(`GET ${PATHS.templateTypes} failed with HTTP 503: maintenance until 10:00 UTC`);
  });
});

describe('an answer without a body', () => {
  test('a 204 and a 200 with no body are named as empty, not as text', async () => {
    const server = await serve((request, response) => {
      response.writeHead(request.url?.endsWith(PATHS.languages) ? 204 : 200, { 'content-type': 'application/json' });
      response.end();
    });
    const api = createClient({ baseUrl: server.url, apiKey: 'key-1234567890', retries: 0 });
    for (const call of [() => api.getLanguages(), () => api.getTemplateTypes()]) {
      const error = await rejection(call());
      expect(error).toBeInstanceOf(InvalidResponseError);
      expect((error as InvalidResponseError).issues).toEqual([{ path: [], dotPath: '', message: 'expected a JSON body, received an empty body' }]);
    }
  });
});

describe('a create without a whole answer', () => {
  const EFFECT = 'the request was sent and may have taken effect (a create may have made the template); it is never sent again by the client';

  test('a timeout or a lost connection after the create went out says it may have taken effect; a GET\'s does not', async () => {
    const silent = await serve(neverAnswering().handler);
    const quiet = createClient({ baseUrl: silent.url, apiKey: 'key-1234567890', catalog: defaultCatalog, timeoutMs: 200, retries: 0 });
    const timedOut = await rejection(quiet.createTemplate(untyped(normalRequest())));
    expect(timedOut).toBeInstanceOf(TimeoutError);
    expect((timedOut as Error).message).toBe(`POST ${PATHS.createTemplate} timed out after 200 ms; ${EFFECT}`);
    expect(silent.requests).toHaveLength(1);
    const getTimedOut = await rejection(quiet.getLanguages());
    expect((getTimedOut as Error).message).toBe(`GET ${PATHS.languages} timed out after 200 ms`);

    const dropping = await serve((request) => {
      request.socket.destroy();
    });
    const dropped = await rejection(createClient({ baseUrl: dropping.url, apiKey: 'key-1234567890', catalog: defaultCatalog, retries: 0 }).createTemplate(untyped(normalRequest())));
    expect(dropped).toBeInstanceOf(NetworkError);
    expect((dropped as Error).message.startsWith(`POST ${PATHS.createTemplate} failed before any response: `)).toBe(true);
    expect((dropped as Error).message.endsWith(`; ${EFFECT}`)).toBe(true);
  });

  test('a create answered 2xx that cannot be read says the template was probably created; a 5xx too large does not', async () => {
    const SUCCESS = 'the service answered with a success status (2xx), so the template was probably created: it is never sent again by the client';
    const templint = client({ catalog: defaultCatalog });
    use.sandbox().faults.respondWith({ status: true, data: [{ chat_template_id: 'x' }] }, { route: PATHS.createTemplate, times: 1 });
    const shape = await rejection(templint.createTemplate(untyped(normalRequest())));
    expect(shape).toBeInstanceOf(InvalidResponseError);
    expect((shape as Error).message.endsWith(`; ${SUCCESS}`)).toBe(true);
    use.sandbox().faults.malformedJson({ route: PATHS.createTemplate, times: 1 });
    const notJson = await rejection(templint.createTemplate(untyped(normalRequest())));
    expect((notJson as Error).message).toBe(`POST ${PATHS.createTemplate}: the response does not have the expected shape: (body): expected a JSON body, received text that is not JSON; ${SUCCESS}`);

    const big = await serve((request, response) => {
      response.writeHead(request.url?.includes('fail') ? 500 : 200, { 'content-type': 'application/json' });
      response.end(`{"status":true,"data":[],"pad":"${'x'.repeat(2048)}"}`);
    });
    const small = createClient({ baseUrl: big.url, apiKey: 'key-1234567890', catalog: defaultCatalog, maxResponseBytes: 1024, retries: 0 });
    const tooLarge = await rejection(small.createTemplate(untyped(normalRequest())));
    expect(tooLarge).toBeInstanceOf(ResponseTooLargeError);
    expect((tooLarge as Error).message.endsWith(`; ${SUCCESS}`)).toBe(true);
    const failing = createClient({ baseUrl: `${big.url}/fail`, apiKey: 'key-1234567890', catalog: defaultCatalog, maxResponseBytes: 1024, retries: 0 });
    const failedLarge = await rejection(failing.createTemplate(untyped(normalRequest())));
    expect(failedLarge).toMatchObject({ name: 'ResponseTooLargeError', status: 500 });
    expect((failedLarge as Error).message).not.toContain('probably created');
  });

  test('a create whose connection was refused says nothing of an effect: nothing reached a server', async () => {
    const closed = await serve(() => undefined);
    await closed.close();
    const refused = await rejection(createClient({ baseUrl: closed.url, apiKey: 'key-1234567890', catalog: defaultCatalog, retries: 0 }).createTemplate(untyped(normalRequest())));
    expect(refused).toBeInstanceOf(NetworkError);
    expect((refused as NetworkError).cause).toMatchObject({ code: 'ECONNREFUSED' });
    expect((refused as Error).message).not.toContain('may have taken effect');
  });
});

describe('an error answer in text', () => {
  test('quotes the text in the message: a page\'s title, or its words without tags, or plain text in one line', async () => {
    const server = await serve((request, response) => {
      if (request.url?.endsWith(PATHS.languages)) {
        response.writeHead(502, { 'content-type': 'text/html' });
        response.end('<html>\n<head><TITLE>502 Bad Gateway</TITLE></head>\n<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body>\n</html>');
      } else if (request.url?.endsWith(PATHS.categories)) {
        response.writeHead(503, { 'content-type': 'text/html' });
        response.end('<!DOCTYPE html><html><head><style>p { color: red }</style><!-- <title>x</title> --></head><body><p>Down for\n  maintenance</p><script>var a = "<b>";</script></body></html>');
      } else {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end('upstream connect error\r\nor disconnect/reset before headers\n');
      }
    });
    const api = createClient({ baseUrl: server.url, apiKey: 'key-1234567890', retries: 0 });
    const page = (await rejection(api.getLanguages())) as HttpError;
    expect(page).toBeInstanceOf(HttpError);
    expect(page.message).toBe(`GET ${PATHS.languages} failed with HTTP 502: 502 Bad Gateway`);
    expect(page.body).toMatch(/^<html>/);
    const untitled = (await rejection(api.getTemplateCategories())) as HttpError;
    expect(untitled.message).toBe(`GET ${PATHS.categories} failed with HTTP 503: Down for maintenance`);
    const text = (await rejection(api.getTemplateTypes())) as HttpError;
    expect(text.message).toBe(`GET ${PATHS.templateTypes} failed with HTTP 500: upstream connect error or disconnect/reset before headers`);
  });

  test('a text that echoes the key is quoted without it', async () => {
    const server = await serve((request, response) => {
      response.writeHead(401, { 'content-type': 'text/plain' });
      response.end(`invalid credentials: ${request.headers.authorization ?? ''}`);
    });
    const error = (await rejection(createClient({ baseUrl: server.url, apiKey: 'key-1234567890', retries: 0 }).getLanguages())) as HttpError;
    expect(error.message).toBe(`GET ${PATHS.languages} failed with HTTP 401: invalid credentials: Bearer [redacted]`);
    expect(JSON.stringify(error)).not.toContain('key-1234567890');
  });
});

describe('a status: false answer', () => {
  test('quotes its message where an error answer\'s is read: `error`, `error.message`, `detail`', async () => {
    const server = await serve((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      if (request.url?.endsWith(PATHS.languages)) response.end(JSON.stringify({ status: false, error: 'Template name already exists' }));
      else if (request.url?.endsWith(PATHS.categories)) response.end(JSON.stringify({ status: false, error: { code: 'E_AUTH', message: 'Token expired' } }));
      else response.end(JSON.stringify({ status: false, detail: 'Provider integration not connected' }));
    });
    const api = createClient({ baseUrl: server.url, apiKey: 'key-1234567890', retries: 0 });
    const cases = [
      [() => api.getLanguages(), `GET ${PATHS.languages} answered status: false: Template name already exists`],
      [() => api.getTemplateCategories(), `GET ${PATHS.categories} answered status: false: Token expired`],
      [() => api.getTemplateTypes(), `GET ${PATHS.templateTypes} answered status: false: Provider integration not connected`],
    ] as const;
    for (const [call, message] of cases) {
      const error = await rejection(call());
      expect(error).toBeInstanceOf(StatusFalseError);
      expect((error as StatusFalseError).message).toBe(message);
    }
  });
});

describe('server text in a message', () => {
  // What a terminal acts on: C0 and C1 controls, DEL, the line separators, bidi overrides and isolates.
  // eslint-disable-next-line no-control-regex -- the test looks for exactly these characters
  const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
  const hostile = 'bad \u001b]0;pwned\u0007 \u009b2J \u202Eevil\u202C\nline2\rFAKE';

  test('an error answer\'s request id and message are escaped in the message, and kept as sent in the fields', async () => {
    const server = await serve((_request, response) => {
      // Header bytes 0x9B and 0x85 reach fetch as U+009B (a one-character CSI) and U+0085 (a line break).
      response.writeHead(400, { 'content-type': 'application/json', 'x-request-id': 'r\u009b2J\u0085x' });
      response.end(JSON.stringify({ message: hostile }));
    });
    const error = await rejection(createClient({ baseUrl: server.url, apiKey: 'key-1234567890', retries: 0 }).getLanguages());
    expect(error).toBeInstanceOf(HttpError);
    const { message } = error as HttpError;
    expect(message).toBe(
      `GET ${PATHS.languages} failed with HTTP 400 (request id r\\u009B2J\\u0085x): bad \\u001B]0;pwned\\u0007 \\u009B2J \\u202Eevil\\u202C\\u000Aline2\\u000DFAKE`,
    );
    expect(message).not.toMatch(UNSAFE);
    expect(String(error)).not.toMatch(UNSAFE);
    expect(error).toMatchObject({ requestId: 'r\u009b2J\u0085x', body: { message: hostile } });
  });

  test('a status: false answer\'s message is escaped in the message, and kept as sent in the body', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: false, message: hostile }));
    });
    const error = await rejection(createClient({ baseUrl: server.url, apiKey: 'key-1234567890', retries: 0 }).getLanguages());
    expect(error).toBeInstanceOf(StatusFalseError);
    expect((error as StatusFalseError).message).not.toMatch(UNSAFE);
    expect((error as StatusFalseError).message).toContain('bad \\u001B]0;pwned\\u0007');
    expect((error as StatusFalseError).body).toEqual({ status: false, message: hostile });
  });
});

describe('server text cut to a size', () => {
  const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
  // The emoji's two halves straddle each cut: the message's at 300 characters, a body string's at 10,000.
  const message = `${'m'.repeat(299)}😀 and more`;
  const long = `${'b'.repeat(9_999)}😀 and more`;

  test('an error answer\'s message, body strings and text body are cut before an emoji, not inside it', async () => {
    const server = await serve((request, response) => {
      if (request.url?.endsWith(PATHS.languages)) {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message, detail: { trace: long } }));
      } else {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(long);
      }
    });
    const api = createClient({ baseUrl: server.url, apiKey: 'key-1234567890', retries: 0 });
    const json = (await rejection(api.getLanguages())) as HttpError;
    expect(json.message).toBe(`GET ${PATHS.languages} failed with HTTP 400: ${'m'.repeat(299)}`);
    expect(json.body).toEqual({ message, detail: { trace: `${'b'.repeat(9_999)}…` } });
    const text = (await rejection(api.getTemplateTypes())) as HttpError;
    expect(text.body).toBe(`${'b'.repeat(9_999)}…`);
    for (const error of [json, text]) expect(JSON.stringify(error)).not.toMatch(/\\ud83d/i);
    expect(json.message).not.toMatch(LONE_SURROGATE);
  });

  test('a status: false message is cut before an emoji, not inside it', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: false, message }));
    });
    const error = await rejection(createClient({ baseUrl: server.url, apiKey: 'key-1234567890', retries: 0 }).getLanguages());
    expect(error).toBeInstanceOf(StatusFalseError);
    expect((error as StatusFalseError).message).toBe(`GET ${PATHS.languages} answered status: false: ${'m'.repeat(299)}`);
    expect((error as StatusFalseError).message).not.toMatch(LONE_SURROGATE);
  });
});

describe('an answer that is not UTF-8', () => {
  // "Español" in Latin-1: the byte 0xF1 alone is not UTF-8.
  const latin1 = Buffer.from('{"status":true,"data":[{"id":1,"name":"Español"}]}', 'latin1');

  test('is an InvalidResponseError naming the charset it declared, not data with U+FFFD', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=iso-8859-1' });
      response.end(latin1);
    });
    const error = await rejection(createClient({ baseUrl: server.url, apiKey: 'key-1234567890', retries: 0 }).getLanguages());
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as InvalidResponseError).issues).toEqual([
      {
        path: [],
        dotPath: '',
        message: 'expected a UTF-8 body (JSON between systems is UTF-8, RFC 8259 section 8.1), received bytes that are not UTF-8 (the answer says charset=iso-8859-1)',
      },
    ]);
  });

  test('a body cut inside a UTF-8 sequence is refused too', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      // The first two of the four bytes of an emoji, then the end.
      response.end(Buffer.concat([Buffer.from('{"status":true,"data":[],"x":"'), Buffer.from('😀').subarray(0, 2)]));
    });
    const error = await rejection(createClient({ baseUrl: server.url, apiKey: 'key-1234567890', retries: 0 }).getLanguages());
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as InvalidResponseError).message).toContain('received bytes that are not UTF-8');
  });

  test('an error answer that is not UTF-8 stays an HttpError with its status, the bad bytes shown as U+FFFD', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(400, { 'content-type': 'text/plain; charset=iso-8859-1' });
      response.end(Buffer.from('Petición inválida', 'latin1'));
    });
    const error = await rejection(createClient({ baseUrl: server.url, apiKey: 'key-1234567890', retries: 0 }).getLanguages());
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, body: 'Petici\uFFFDn inv\uFFFDlida' });
  });

  test('text in ASCII is UTF-8 whatever charset the answer names', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=iso-8859-1' });
      response.end('{"status":true,"data":[{"id":1,"name":"English"}]}');
    });
    expect(await createClient({ baseUrl: server.url, apiKey: 'key-1234567890', retries: 0 }).getLanguages()).toMatchObject([{ id: 1, name: 'English' }]);
  });
});

describe('options a JavaScript caller may get wrong are refused at once, naming the option', () => {
  const base = { baseUrl: 'https://api.example.com', apiKey: 'k' };
  test.each([
    [{ deletedTemplateNames: 'order_update' }, 'deletedTemplateNames must be an array of names'],
    [{ deletedTemplateNames: ['order_update', 3] }, 'deletedTemplateNames must be an array of names'],
    [{ deletedTemplateNames: { pi_0001: 'order_update' } }, 'deletedTemplateNames["pi_0001"] must be an array of names'],
    [{ deletedTemplateNames: { pi_0001: [3] } }, 'deletedTemplateNames["pi_0001"] must be an array of names'],
    [{ deletedTemplateNames: new Map([['pi_0001', 'order_update']]) }, 'deletedTemplateNames["pi_0001"] must be an array of names'],
    [{ existingTemplates: 5 }, 'existingTemplates must be an array of template records or create requests'],
    [{ existingTemplates: [null] }, 'existingTemplates must be an array of template records or create requests'],
    // Entries the set rules would skip, so a repeat of them would be sent: refused as the CLI refuses them.
    [{ existingTemplates: [{}] }, 'existingTemplates[0] must be a template record'],
    [{ existingTemplates: [{ chat_template_data: { chat_template_name: 'a' } }, { chat_template_id: 1, provider_integration_chat_id: 'pi_0001', chat_template_name: 'order_update' }] }, 'existingTemplates[1] must be a template record'],
    [{ existingTemplates: [{ status: true, data: [{ chat_template_name: 'order_update' }] }] }, 'existingTemplates[0].data[0] must be a template record'],
    [{ existingTemplates: [{ status: false, message: 'Unauthorized', data: [] }] }, 'existingTemplates[0] is the answer of a failed call (status false)'],
    [{ fetch: 5 }, 'fetch must be a function'],
    [{ retries: { limt: 5 } }, 'retries has no setting "limt"; the settings are limit, baseDelayMs, maxDelayMs, maxRetryAfterMs'],
  ])('%o', (wrong, message) => {
    expect(() => createClient({ ...base, ...(wrong as object) })).toThrow(new TypeError(message).message);
    expect(() => createClient({ ...base, ...(wrong as object) })).toThrow(TypeError);
  });

  test('the right shapes are taken', () => {
    expect(() => createClient({ ...base, deletedTemplateNames: ['order_update'], existingTemplates: [{ chat_template_data: [] }, { chat_template_data: {} }, { status: true, data: [] }], fetch: globalThis.fetch, retries: { limit: 1 } })).not.toThrow();
  });
});
