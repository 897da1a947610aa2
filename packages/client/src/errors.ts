// The client's error family. Every failure of a call is one of these, so callers can branch with
// `instanceof` and never meet a raw TypeError from deep inside. Whatever they carry (messages, echoed
// bodies, issues, diagnostics) was redacted before construction (src/redact.ts): none of them holds the
// API key or an access token, in `message`, in properties, in `toString()` or in `JSON.stringify`.
// Every `message` is also safe to print: it quotes what a server said (a request id, a body's message),
// and a control character there would act on the terminal or log it is printed to.
import type { Diagnostic } from '@templint/core';
import { terminalSafe } from '@templint/core/internal';

/** The base of every error the client throws for a failed call. */
export class TemplintClientError extends Error {
  override readonly name: string = 'TemplintClientError';
  /** The call that failed, as `METHOD /path` (never the host or the query). */
  readonly operation: string;

  constructor(operation: string, message: string, options?: { readonly cause?: unknown }) {
    // Escaped here, after redaction, so no message can miss it; fields such as `body` keep the raw text.
    super(terminalSafe(message), options);
    this.operation = operation;
  }

  /** The JSON form: name, message and the error's own fields (all redacted). */
  toJSON(): Record<string, unknown> {
    return { name: this.name, message: this.message, ...this.details() };
  }

  /** The fields a subclass adds, for `toJSON`. */
  protected details(): Record<string, unknown> {
    return { operation: this.operation };
  }
}

/** An answer the server gave with a status and a body (the two errors below differ only in meaning). */
abstract class AnsweredError extends TemplintClientError {
  /** The HTTP status code. */
  readonly status: number;
  /** The response body: the parsed value when it was JSON, else its text; secrets redacted. */
  readonly body: unknown;

  constructor(operation: string, status: number, body: unknown, message: string) {
    super(operation, message);
    this.status = status;
    this.body = body;
  }

  protected override details(): Record<string, unknown> {
    return { ...super.details(), status: this.status, body: this.body };
  }
}

/** What an error answer's headers said that a caller may need: to quote to support, or to wait before trying again. */
export interface AnswerHeaders {
  /** `X-Request-Id` (or `Request-Id`), as the server sent it. */
  readonly requestId?: string | undefined;
  /** `Retry-After` of the last answer, as the server sent it (seconds or an HTTP date). */
  readonly retryAfter?: string | undefined;
}

/** The server answered with an HTTP status outside 2xx. */
export class HttpError extends AnsweredError {
  override readonly name: string = 'HttpError';
  /** The request id the answer carried, if any. */
  readonly requestId: string | undefined;
  /** The last answer's `Retry-After`, if any (the client has retried as it allowed). */
  readonly retryAfter: string | undefined;

  constructor(operation: string, status: number, body: unknown, message: string, headers: AnswerHeaders = {}) {
    super(operation, status, body, message);
    this.requestId = headers.requestId;
    this.retryAfter = headers.retryAfter;
  }

  protected override details(): Record<string, unknown> {
    return { ...super.details(), requestId: this.requestId, retryAfter: this.retryAfter };
  }
}

/** The server answered 2xx with the envelope `{ status: false, ... }`: the call did not succeed. */
export class StatusFalseError extends AnsweredError {
  override readonly name: string = 'StatusFalseError';
}

/** One way a response did not match the spec's shape. */
export interface ResponseIssue {
  /** Where, as a JSON path into the response body (`['data', 0, 'chat_template_metadata']`). */
  readonly path: readonly (string | number)[];
  /** The same path as valibot's dot path (`data.0.chat_template_metadata`); empty for the body itself. */
  readonly dotPath: string;
  /** What was expected and what kind of value was found (never the value itself). */
  readonly message: string;
}

/** The most mismatches an `InvalidResponseError` keeps in `issues`; `issueCount` counts them all. */
export const MAX_RESPONSE_ISSUES = 100;

/** The response was not JSON, or did not have the shape the spec shows for that endpoint. */
export class InvalidResponseError extends TemplintClientError {
  override readonly name: string = 'InvalidResponseError';
  /** The mismatches, each naming its path: the first `MAX_RESPONSE_ISSUES` (100) of them. */
  readonly issues: readonly ResponseIssue[];
  /** How many mismatches the response had, those left out of `issues` too. */
  readonly issueCount: number;

  /** `note`: what follows in the message (for a create: that the service answered 2xx, so it may be done). */
  constructor(operation: string, issues: readonly ResponseIssue[], note = '', issueCount: number = issues.length) {
    super(operation, `${operation}: the response does not have the expected shape: ${describeIssues(issues, issueCount)}${note}`);
    this.issues = issues;
    this.issueCount = issueCount;
  }

  protected override details(): Record<string, unknown> {
    return { ...super.details(), issues: this.issues, issueCount: this.issueCount };
  }
}

/** The request never got an HTTP response: DNS, refused or reset connection, TLS, CORS... */
export class NetworkError extends TemplintClientError {
  override readonly name: string = 'NetworkError';
  /** The answer's status when the connection failed while its body was read; undefined before any answer. */
  readonly status: number | undefined;

  constructor(operation: string, message: string, cause: Error, status?: number) {
    super(operation, message, { cause });
    this.status = status;
  }
}

/** The call took longer than `timeoutMs` (one attempt; retries get a fresh timeout). */
export class TimeoutError extends TemplintClientError {
  override readonly name: string = 'TimeoutError';
  /** The time limit that was passed, in milliseconds. */
  readonly timeoutMs: number;

  /** `note`: what follows in the message (for a create: that it may have taken effect). */
  constructor(operation: string, timeoutMs: number, note = '') {
    super(operation, `${operation} timed out after ${String(timeoutMs)} ms${note}`);
    this.timeoutMs = timeoutMs;
  }

  protected override details(): Record<string, unknown> {
    return { ...super.details(), timeoutMs: this.timeoutMs };
  }
}

/**
 * The answer was larger than `maxResponseBytes` (counted after decompression): reading stopped there and
 * the connection was dropped. Not a network error: the server did answer, with too much.
 */
export class ResponseTooLargeError extends TemplintClientError {
  override readonly name: string = 'ResponseTooLargeError';
  /** The HTTP status of the answer. */
  readonly status: number;
  /** The limit that was passed (`maxResponseBytes`), in bytes. */
  readonly limitBytes: number;
  /** Bytes read when reading stopped (0 when `Content-Length` alone was over the limit). */
  readonly receivedBytes: number;

  /** `note`: what follows in the message (for a create: that the service answered 2xx, so it may be done). */
  constructor(operation: string, status: number, limitBytes: number, receivedBytes: number, note = '') {
    const how = receivedBytes === 0 ? 'its Content-Length is' : `reading stopped after ${String(receivedBytes)} bytes,`;
    super(operation, `${operation}: the answer (HTTP ${String(status)}) is larger than maxResponseBytes (${String(limitBytes)} bytes): ${how} over the limit${note}`);
    this.status = status;
    this.limitBytes = limitBytes;
    this.receivedBytes = receivedBytes;
  }

  protected override details(): Record<string, unknown> {
    return { ...super.details(), status: this.status, limitBytes: this.limitBytes, receivedBytes: this.receivedBytes };
  }
}

/** The server answered with a redirect the client does not follow (src/redirects.ts says which it follows). */
export class RedirectError extends TemplintClientError {
  override readonly name: string = 'RedirectError';
  /** The redirect's HTTP status (0 for a browser's opaque redirect). */
  readonly status: number;
  /** Why it was not followed. */
  readonly reason: string;

  constructor(operation: string, status: number, reason: string) {
    super(operation, `${operation}: not following the redirect (HTTP ${String(status)}): ${reason}`);
    this.status = status;
    this.reason = reason;
  }

  protected override details(): Record<string, unknown> {
    return { ...super.details(), status: this.status, reason: this.reason };
  }
}

/** `createTemplate` refused to send a request that core's `validateTemplate` finds errors in. */
export class InvalidRequestError extends TemplintClientError {
  override readonly name: string = 'InvalidRequestError';
  /** Every diagnostic `validateTemplate` reported (errors and warnings). */
  readonly diagnostics: readonly Diagnostic[];

  constructor(operation: string, diagnostics: readonly Diagnostic[]) {
    const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
    const first = errors[0];
    const summary = first ? ` First: ${first.ruleId} at ${JSON.stringify(first.path)}: ${first.message}` : '';
    super(operation, `The template was not sent: it has ${String(errors.length)} error${errors.length === 1 ? '' : 's'}.${summary}`);
    this.diagnostics = diagnostics;
  }

  protected override details(): Record<string, unknown> {
    return { ...super.details(), diagnostics: this.diagnostics };
  }
}

function describeIssues(issues: readonly ResponseIssue[], count: number): string {
  const shown = issues.slice(0, 3).map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
  const more = count > shown.length ? ` (and ${String(count - shown.length)} more)` : '';
  return `${shown.join('; ')}${more}`;
}

/** A JSON path as `data[0].chat_template_metadata`; `(body)` for the body itself. */
export function formatPath(path: readonly (string | number)[]): string {
  if (path.length === 0) return '(body)';
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${String(key)}]`;
    else text += text === '' ? key : `.${key}`;
  }
  return text;
}
