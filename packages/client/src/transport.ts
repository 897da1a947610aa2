// One HTTP exchange with the API, and everything around it that is not about a particular endpoint:
// the base URL check, the bearer header, the per-attempt timeout combined with the caller's signal,
// retries of GET calls with capped exponential backoff and `Retry-After`, and turning every failure into
// the client's error family. Bodies come back parsed as JSON; what they mean is the endpoints' business.
import { trimEdges } from '@templint/core/internal';
import { bodyMessage } from './body-message.js';
import { boundedBody, cutBody } from './bounded-body.js';
import { HttpError, InvalidResponseError, NetworkError, RedirectError, ResponseTooLargeError, TimeoutError } from './errors.js';
import { cancel, DEFAULT_MAX_RESPONSE_BYTES, readLimited } from './read-limited.js';
import type { Secrets } from './redact.js';
import { isRedirect, nextHop } from './redirects.js';

/** How GET calls are retried on a network error, a 429 or a 503. `createTemplate` is never retried. */
export interface RetryPolicy {
  /** Retries after the first attempt (so `limit + 1` attempts at most). Default 2. */
  readonly limit: number;
  /** The first backoff; it doubles on every retry. Default 250 ms. */
  readonly baseDelayMs: number;
  /** The largest backoff. Default 4000 ms. */
  readonly maxDelayMs: number;
  /** The longest `Retry-After` honoured; a longer one waits this long. Default 30000 ms. */
  readonly maxRetryAfterMs: number;
}

/** The retry policy when none is given. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { limit: 2, baseDelayMs: 250, maxDelayMs: 4000, maxRetryAfterMs: 30_000 };

/** The per-attempt time limit when none is given. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** What a transport needs. */
export interface TransportOptions {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly fetch?: typeof globalThis.fetch | undefined;
  readonly timeoutMs?: number | undefined;
  readonly retries?: number | Partial<RetryPolicy> | undefined;
  readonly allowInsecureHttp?: boolean | undefined;
  /** The largest answer read, in bytes after decompression. Default 8 MiB. */
  readonly maxResponseBytes?: number | undefined;
  /** Redacts the API key and known access tokens from whatever goes into an error. */
  readonly secrets: Secrets;
}

/** One call. */
export interface TransportRequest {
  readonly method: 'GET' | 'POST';
  /** The path under the base URL, parameters already encoded. */
  readonly path: string;
  /** JSON text to send (POST). */
  readonly body?: string | undefined;
  readonly signal?: AbortSignal | undefined;
}

/** A 2xx answer with its body parsed as JSON. */
export interface TransportResponse {
  readonly status: number;
  readonly body: unknown;
}

/** Sends one call, with retries where allowed; rejects with the client's error family. */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** What a POST's timeout or lost answer adds to its message: it is not sent again, and may have been done. */
const MAY_HAVE_TAKEN_EFFECT = 'the request was sent and may have taken effect (a create may have made the template); it is never sent again by the client';

/** Error codes of a connection that was never made, so nothing of the request reached a server. */
const NOT_CONNECTED_CODES: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/** Whether a failed fetch never connected (refused, unknown host, unreachable), by its cause's code. */
function neverConnected(error: unknown): boolean {
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  const code: unknown = (cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && NOT_CONNECTED_CODES.has(code);
}

/** Statuses a GET call is retried on. */
const RETRY_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/** The longest delay timers take (2^31 - 1 ms, about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

/** Builds the transport, checking the options first (a bad option throws a `TypeError` at once). */
export function createTransport(options: TransportOptions): Transport {
  const prefix = checkBaseUrl(options.baseUrl, options.allowInsecureHttp === true);
  if (typeof options.apiKey !== 'string' || options.apiKey.trim() === '') throw new TypeError('apiKey must be a non-empty string');
  // What an HTTP header may carry (visible Latin-1 and spaces, no line break): else every call would fail
  // as a retried "network" error. The key itself is never echoed.
  if (!/^[\t\x20-\x7e\x80-\xff]*$/u.test(options.apiKey)) throw new TypeError('apiKey holds a character an HTTP header cannot carry (a line break, a control character, or one past Latin-1)');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!(typeof timeoutMs === 'number' && timeoutMs > 0 && timeoutMs <= MAX_TIMER_MS)) throw new TypeError(`timeoutMs must be a number of milliseconds from 1 to ${String(MAX_TIMER_MS)}`);
  const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  if (!(Number.isSafeInteger(maxResponseBytes) && maxResponseBytes > 0)) throw new TypeError('maxResponseBytes must be a positive whole number of bytes');
  const policy = retryPolicy(options.retries);
  // A JavaScript caller may pass anything: a number failed every call later as a "network" error.
  const givenFetch: unknown = options.fetch;
  if (givenFetch !== undefined && typeof givenFetch !== 'function') throw new TypeError('fetch must be a function (the fetch API), or left out for the global one');
  const fetchImpl = options.fetch ?? globalFetch();
  const { apiKey, secrets } = options;

  return async (request) => {
    const operation = `${request.method} ${request.path}`;
    const url = `${prefix}${request.path}`;
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${apiKey}` };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const retryable = request.method === 'GET';

    for (let attempt = 0; ; attempt += 1) {
      if (request.signal?.aborted === true) throw abortError(request.signal);
      const canRetry = retryable && attempt < policy.limit;
      const outcome = await exchange(fetchImpl, url, { method: request.method, headers, body: request.body, maxResponseBytes }, timeoutMs, request.signal);

      if (outcome.kind === 'aborted') throw outcome.reason;
      // A POST (the create) is never sent twice: when it went out and no whole answer came, the caller must
      // know it may have taken effect, or a second try meets a "name already used" it cannot explain.
      const mayHaveTakenEffect = retryable ? '' : `; ${MAY_HAVE_TAKEN_EFFECT}`;
      if (outcome.kind === 'timeout') throw new TimeoutError(operation, timeoutMs, mayHaveTakenEffect);
      if (outcome.kind === 'too-large') throw new ResponseTooLargeError(operation, outcome.status, maxResponseBytes, outcome.receivedBytes);
      if (outcome.kind === 'redirect') throw new RedirectError(operation, outcome.status, secrets.text(outcome.reason));
      if (outcome.kind === 'failed') {
        if (canRetry) {
          await sleep(backoff(policy, attempt), request.signal);
          continue;
        }
        const when = outcome.status === undefined ? 'before any response' : `while reading the answer (HTTP ${String(outcome.status)})`;
        const sent = outcome.status !== undefined || !neverConnected(outcome.error) ? mayHaveTakenEffect : '';
        throw new NetworkError(operation, `${operation} failed ${when}: ${secrets.text(describeCause(outcome.error))}${sent}`, sanitize(outcome.error, secrets), outcome.status);
      }

      const { status, text, contentType, retryAfter, requestId } = outcome;
      if (RETRY_STATUSES.has(status) && canRetry) {
        const asked = parseRetryAfter(retryAfter, Date.now());
        await sleep(asked === undefined ? backoff(policy, attempt) : Math.min(asked, policy.maxRetryAfterMs), request.signal);
        continue;
      }
      if (status < 200 || status > 299) {
        const raw = errorBody(text, contentType);
        secrets.learnTokens(raw);
        // Kept small before it is redacted (redaction reads every character): an 8 MB error body took
        // 60 times its size in memory and held the event loop for seconds.
        const body = secrets.value(boundedBody(raw));
        const said = bodyMessage(body);
        const headers = { requestId: requestId === null ? undefined : secrets.text(requestId), retryAfter: retryAfter ?? undefined };
        const id = headers.requestId === undefined ? '' : ` (request id ${headers.requestId})`;
        throw new HttpError(operation, status, body, `${operation} failed with HTTP ${String(status)}${id}${said === undefined ? '' : `: ${said}`}`, headers);
      }
      if (!outcome.utf8) throw new InvalidResponseError(operation, [{ path: [], dotPath: '', message: notUtf8(contentType) }]);
      return { status, body: parseJson(text, operation) };
    }
  };
}

type Outcome =
  /** `utf8` false: the body's bytes were not UTF-8 (`text` shows U+FFFD for them). */
  | { readonly kind: 'response'; readonly status: number; readonly text: string; readonly utf8: boolean; readonly contentType: string; readonly retryAfter: string | null; readonly requestId: string | null }
  | { readonly kind: 'too-large'; readonly status: number; readonly receivedBytes: number }
  | { readonly kind: 'redirect'; readonly status: number; readonly reason: string }
  | { readonly kind: 'aborted'; readonly reason: Error }
  | { readonly kind: 'timeout' }
  /** The connection failed; `status` when it failed after the answer's status line, while reading its body. */
  | { readonly kind: 'failed'; readonly error: unknown; readonly status?: number | undefined };

interface ExchangeInit {
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: string | undefined;
  readonly maxResponseBytes: number;
}

/**
 * One attempt: fetch (following only the redirects `nextHop` allows) and read the body up to the limit,
 * all under one time limit. Never rejects.
 */
async function exchange(
  fetchImpl: typeof globalThis.fetch,
  url: string,
  init: ExchangeInit,
  timeoutMs: number,
  callerSignal: AbortSignal | undefined,
): Promise<Outcome> {
  const limit = attemptSignal(timeoutMs, callerSignal);
  let answered: number | undefined;
  try {
    const visited = [url];
    let current = new URL(url);
    for (;;) {
      const response = await fetchImpl(current.href, {
        method: init.method,
        headers: init.headers,
        ...(init.body === undefined ? {} : { body: init.body }),
        redirect: 'manual',
        signal: limit.signal,
      });
      if (isRedirect(response)) {
        cancel(response.body);
        const hop = nextHop({ method: init.method, from: current, location: response.headers.get('location'), visited });
        if (!hop.follow) return { kind: 'redirect', status: response.status, reason: hop.reason };
        current = hop.url;
        visited.push(current.href);
        continue;
      }
      answered = response.status;
      const body = await readLimited(response, init.maxResponseBytes);
      if (body.kind === 'too-large') return { kind: 'too-large', status: response.status, receivedBytes: body.receivedBytes };
      return {
        kind: 'response',
        status: response.status,
        text: body.text,
        utf8: body.utf8,
        contentType: response.headers.get('content-type') ?? '',
        retryAfter: response.headers.get('retry-after'),
        requestId: response.headers.get('x-request-id') ?? response.headers.get('request-id'),
      };
    }
  } catch (error: unknown) {
    if (callerSignal?.aborted === true) return { kind: 'aborted', reason: abortError(callerSignal) };
    if (limit.timedOut()) return { kind: 'timeout' };
    return { kind: 'failed', error, status: answered };
  } finally {
    limit.dispose();
  }
}

interface AttemptSignal {
  readonly signal: AbortSignal;
  timedOut(): boolean;
  dispose(): void;
}

/**
 * The signal of one attempt: aborts after `timeoutMs`, or when the caller's signal does. Uses
 * `AbortSignal.timeout` and `AbortSignal.any` where the platform has them (Node 20.3+, current browsers).
 */
function attemptSignal(timeoutMs: number, callerSignal: AbortSignal | undefined): AttemptSignal {
  if (typeof AbortSignal.any === 'function' && typeof AbortSignal.timeout === 'function') {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    return { signal, timedOut: () => timeout.aborted, dispose: () => undefined };
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
  }, timeoutMs);
  const onAbort = (): void => {
    controller.abort(callerSignal?.reason);
  };
  if (callerSignal?.aborted === true) onAbort();
  else callerSignal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onAbort);
    },
  };
}

/**
 * What a call aborted by its caller rejects with: the signal's reason when it is an Error (the default
 * reason of `AbortController.abort()` is an `AbortError` DOMException), else a new `AbortError`.
 */
export function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException('The operation was aborted.', 'AbortError');
}

/** Waits `ms`, or rejects with `abortError(signal)` as soon as the signal aborts. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject: (reason: Error) => void) => {
    if (signal?.aborted === true) {
      reject(abortError(signal));
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      if (signal) reject(abortError(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Capped exponential backoff with jitter: between half and all of `base * 2^attempt`, at most `maxDelayMs`. */
function backoff(policy: RetryPolicy, attempt: number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

/** `Retry-After` in milliseconds: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its weekday and month ("Wed, 21 Oct 2015 07:28:00 GMT"); Date.parse alone would
  // also take "-1" or "2015".
  const date = /[a-z]{3}/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function retryPolicy(retries: number | Partial<RetryPolicy> | undefined): RetryPolicy {
  // A JavaScript caller may pass anything: a string was read as an object and ignored without a word.
  const asGiven: unknown = retries;
  if (asGiven !== undefined && typeof asGiven !== 'number' && (typeof asGiven !== 'object' || asGiven === null)) throw new TypeError('retries must be a number or an object of retry settings');
  const given: Partial<RetryPolicy> = typeof retries === 'number' ? { limit: retries } : (retries ?? {});
  // A misspelt key (`limt`) was ignored without a word, leaving the default in force.
  const unknownKey = Object.keys(given).find((key) => !Object.hasOwn(DEFAULT_RETRY_POLICY, key));
  if (unknownKey !== undefined) throw new TypeError(`retries has no setting "${unknownKey}"; the settings are ${Object.keys(DEFAULT_RETRY_POLICY).join(', ')}`);
  // A JavaScript caller may pass `{ limit: undefined }`: such a key keeps its default.
  const entries: [string, number | undefined][] = Object.entries(given);
  const set = Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as Partial<RetryPolicy>;
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...set };
  for (const [key, value] of Object.entries(policy)) {
    if (!(typeof value === 'number' && value >= 0 && value <= MAX_TIMER_MS)) throw new TypeError(`retries.${key} must be a number from 0 to ${String(MAX_TIMER_MS)}`);
  }
  return { ...policy, limit: Math.floor(policy.limit) };
}

/**
 * Checks the base URL and returns it without a trailing slash. Plain `http://` is refused unless the host
 * is a loopback address (the API key would travel in clear) or `allowInsecureHttp` is set.
 */
function checkBaseUrl(baseUrl: string, allowInsecureHttp: boolean): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    // The URL is not echoed: it is the caller's input and could hold anything.
    throw new TypeError('baseUrl is not an absolute URL (for example https://api.example.com)');
  }
  if (url.username !== '' || url.password !== '') throw new TypeError('baseUrl must not contain credentials: pass the key as apiKey');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError(`baseUrl must be an https:// URL, not ${url.protocol}`);
  if (url.protocol === 'http:' && !allowInsecureHttp && !isLoopback(url.hostname)) {
    throw new TypeError(
      `Refusing plain http:// to ${url.host}: the API key would travel in clear. Use https://, or set allowInsecureHttp: true.`,
    );
  }
  return `${url.origin}${trimEdges(url.pathname, () => false, (character) => character === '/')}`;
}

/**
 * `localhost`, 127.0.0.0/8 and ::1. Not `*.localhost`: a browser keeps it on the machine, but Node.js asks
 * DNS for it (only `localhost` is in /etc/hosts), and a resolver's answer would get the key in clear.
 */
export function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]' || host === '::1';
}

function globalFetch(): typeof globalThis.fetch {
  if (typeof globalThis.fetch !== 'function') throw new TypeError('No global fetch: pass options.fetch');
  return globalThis.fetch.bind(globalThis);
}

function parseJson(text: string, operation: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // An empty answer (a 204, a 200 with no body) is not "text": it is said as it is.
    const received = text.trim() === '' ? 'an empty body' : 'text that is not JSON';
    throw new InvalidResponseError(operation, [{ path: [], dotPath: '', message: `expected a JSON body, received ${received}` }]);
  }
}

/** Why a body that is not UTF-8 is refused, naming the charset the answer declared when it names one. */
function notUtf8(contentType: string): string {
  // Only a charset name is quoted (the issue is kept in `issues` as it is): a header can hold anything.
  const charset = /;\s*charset\s*=\s*"?([\w.:-]{1,40})/i.exec(contentType)?.[1];
  const said = charset === undefined ? '' : ` (the answer says charset=${charset})`;
  return `expected a UTF-8 body (JSON between systems is UTF-8, RFC 8259 section 8.1), received bytes that are not UTF-8${said}`;
}

/** An error body: parsed when it says it is JSON (or looks like it), else its text, cut to a size. */
function errorBody(text: string, contentType: string): unknown {
  if (/\bjson\b/i.test(contentType) || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // Not JSON after all: keep the text.
    }
  }
  return cutBody(text);
}

function describeCause(error: unknown): string {
  if (error instanceof Error) {
    const cause: unknown = error.cause;
    const detail = cause instanceof Error ? ` (${cause.message})` : '';
    return `${error.message}${detail}`;
  }
  return String(error);
}

/** A copy of a thrown value that keeps its name, code and message with the secrets cut out. */
function sanitize(error: unknown, secrets: Secrets): Error {
  const copy = new Error(secrets.text(describeCause(error)));
  if (error instanceof Error) {
    copy.name = error.name;
    copy.stack = secrets.text(error.stack ?? `${error.name}: ${error.message}`);
    const code: unknown = (error.cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown }).code;
    if (typeof code === 'string') Object.defineProperty(copy, 'code', { value: code, enumerable: true });
  }
  return copy;
}
