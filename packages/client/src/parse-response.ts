// Reads a parsed response body against an endpoint's schema: a `status: false` envelope becomes a
// StatusFalseError, a mismatch an InvalidResponseError naming the path of every issue. Issue messages are
// written here from the issue's kind and the *type* of the value found, never from the value itself (a
// wrong-typed `access_token` must not end up in a message).
import * as v from 'valibot';
import { bodyMessage } from './body-message.js';
import { boundedBody } from './bounded-body.js';
import { InvalidResponseError, MAX_RESPONSE_ISSUES, StatusFalseError, type ResponseIssue } from './errors.js';
import type { Secrets } from './redact.js';

/** What the reader needs to know about the call. */
export interface ResponseContext {
  readonly operation: string;
  readonly status: number;
  readonly secrets: Secrets;
}

/** The body as the schema's output, or a StatusFalseError / InvalidResponseError. */
export function readResponse<T>(schema: v.GenericSchema<unknown, T>, body: unknown, context: ResponseContext): T {
  context.secrets.learnTokens(body);
  if (isRecord(body) && body.status === false) {
    // Cut to a size as an HttpError's body is (found by QA: an 8 MB answer was kept whole, to be logged).
    const redacted = context.secrets.value(boundedBody(body));
    // Read as an error answer's body is: `message`, a nested `error.message` or an `error` sentence, `detail`.
    const message = bodyMessage(redacted);
    const said = message === undefined ? '' : `: ${message}`;
    throw new StatusFalseError(context.operation, context.status, redacted, `${context.operation} answered status: false${said}`);
  }
  const result = v.safeParse(schema, body, { message: safeMessage });
  if (result.success) return result.output;
  // The first issues only are kept and redacted (found by QA: 800,000 issues of a 1.2 MB list took 12.7 s
  // of the event loop, past the call's timeout); `issueCount` says how many there were.
  const kept = result.issues.slice(0, MAX_RESPONSE_ISSUES).map((issue) => toResponseIssue(issue, context.secrets));
  throw new InvalidResponseError(context.operation, kept, '', result.issues.length);
}

function toResponseIssue(issue: v.BaseIssue<unknown>, secrets: Secrets): ResponseIssue {
  const path = (issue.path ?? []).map((item): string | number => (typeof item.key === 'number' ? item.key : String(item.key)));
  return { path, dotPath: v.getDotPath(issue) ?? '', message: secrets.text(issue.message) };
}

/** The message of an issue whose schema has none of its own: what was expected, and the type found. */
function safeMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema') {
    if (issue.input === undefined) return 'missing';
    return `expected ${issue.expected ?? issue.type}, received ${typeName(issue.input)}`;
  }
  if (issue.type === 'iso_timestamp') return 'expected an ISO 8601 timestamp such as 2024-05-04T10:20:30Z';
  return issue.expected === null ? `failed the ${issue.type} check` : `failed the ${issue.type} check: expected ${issue.expected}`;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
