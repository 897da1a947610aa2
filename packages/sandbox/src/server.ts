// A local stand-in for the API (node:http, no framework) that speaks the endpoints the spec shows:
// bearer-key check, lookup lists from a catalog, create with core's validation, unique names per
// provider-integration, read-back by id, and a user record. Error answers are our own shape (the spec
// shows none): `{ status: false, message, diagnostics? }` with an HTTP status (docs/client.md).
// For tests it logs requests (a bounded log) and takes injected faults. It checks the key before it reads
// a body: a refused body is drained without being kept, and the answer says `Connection: close`.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { defaultCatalog, rules, validateTemplate, type Catalog, type Diagnostic } from '@templint/core';
import { API_PATHS, templatePathIds, trimEdges } from '@templint/core/internal';
import { readTemplate } from '@templint/core/model';
import { reviewedRecord, type ApprovalSimulation, type ReviewDecision } from './approval-simulation.js';
import { Faults, type FaultResponse } from './faults.js';
import { lookupResponses } from './lookup-lists.js';
import { RequestLog } from './request-log.js';
import { TemplateStore, type StoredTemplate } from './template-store.js';
import { recordOf, storedName } from './template-record.js';
import { SANDBOX_USER, userRecord } from './user-record.js';

/** How to start a sandbox. */
export interface SandboxOptions {
  /** The lookup lists' source; core's example `defaultCatalog` when omitted. */
  readonly catalog?: Catalog | undefined;
  /** The key clients must send as `Bearer <key>`; generated when omitted. */
  readonly apiKey?: string | undefined;
  /** The access token of the user record; generated when omitted. */
  readonly accessToken?: string | undefined;
  /** The port; an ephemeral one when omitted or 0. */
  readonly port?: number | undefined;
  /** The interface to listen on; 127.0.0.1 when omitted. */
  readonly host?: string | undefined;
  /**
   * The ids of the Flows that exist in the service: a template naming another is refused, as the spec says
   * (2.1, 2.6 rule 1: the Flow must already exist). Any Flow id is taken when omitted (the spec shows no Flow
   * endpoint the sandbox could imitate).
   */
  readonly flowIds?: readonly string[] | undefined;
  /** Reviews every created normal or carousel template after a delay; none when omitted (Pending stays). */
  readonly approval?: ApprovalSimulation | undefined;
  /** Bounds of the request log: entries (default 1000) and kept body text (default 16 MiB). */
  readonly log?: { readonly maxEntries?: number | undefined; readonly maxBytes?: number | undefined } | undefined;
}

/** A request as the sandbox received it. */
export interface LoggedRequest {
  readonly method: string;
  /** Path and query as sent (still percent-encoded). */
  readonly url: string;
  /** The decoded path. */
  readonly path: string;
  /** Request headers, without `authorization`. */
  readonly headers: Readonly<Record<string, string>>;
  /** Whether it carried `Authorization: Bearer <apiKey>` (the scheme in any letter case). */
  readonly authorized: boolean;
  /** The body text as received; empty for a refused request (its body is never read). */
  readonly bodyText: string;
  /** The body parsed as JSON, or undefined when empty or not JSON. */
  readonly body: unknown;
}

/** A running sandbox. */
export interface Sandbox {
  /** Its base URL, such as `http://127.0.0.1:54321`. */
  readonly url: string;
  readonly apiKey: string;
  readonly accessToken: string;
  readonly catalog: Catalog;
  /** The latest requests received since start (or the last `clearLog`/`reset`), oldest first (a copy). */
  readonly requests: readonly LoggedRequest[];
  /** Body text the log keeps (UTF-16 code units) and how many entries it dropped to stay bounded. */
  logUsage(): { readonly entries: number; readonly bytes: number; readonly dropped: number };
  /**
   * Moves a template from Pending to approved or rejected (with `reason`); returns false when there is
   * no such template or it is interactive (never reviewed). Also `POST /sandbox/templates/{id}/review`.
   */
  review(templateId: number, decision: ReviewDecision, reason?: string): boolean;
  /** Injected faults. */
  readonly faults: Faults;
  /** The stored templates. */
  templates(): StoredTemplate[];
  clearLog(): void;
  /** Clears the log, the faults and the stored templates. */
  reset(): void;
  close(): Promise<void>;
}

/** The largest request body accepted (bytes). */
const MAX_BODY = 1_000_000;

/**
 * The most bytes of a refused body drained (read and dropped) before answering, so the answer and the
 * close are clean; past it the answer goes at once and the connection is dropped.
 */
const MAX_DRAIN = 8 * 1024 * 1024;

/** The challenge of a 401: the Bearer scheme (RFC 6750 section 3), with the sandbox as its realm. */
const WWW_AUTHENTICATE = 'Bearer realm="templint-sandbox"';

/** The sandbox-only review endpoint (not part of the API). */
const REVIEW_PATH = /^\/sandbox\/templates\/(\d{1,15})\/review$/;

/** A body that starts like JSON and stops half-way. */
const MALFORMED_BODY = '{"status": true, "data": [{"chat_template_id": 1,';

/** Starts a sandbox and resolves once it listens. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const catalog = options.catalog ?? defaultCatalog;
  const apiKey = options.apiKey ?? `sbx_key_${randomBytes(18).toString('base64url')}`;
  const accessToken = options.accessToken ?? `sbx_token_${randomBytes(18).toString('base64url')}`;
  const lookups = lookupResponses(catalog);
  const started = new Date();
  const store = new TemplateStore();
  const faults = new Faults();
  const log = new RequestLog<LoggedRequest>(options.log?.maxEntries, options.log?.maxBytes);
  const timers = new Set<NodeJS.Timeout>();
  // What only the approval authority refuses: the service creates such a template, Pending, and the authority
  // rejects it later (spec 3, and 7's last line); the service itself refuses only what breaks the spec.
  const authorityRules = new Set(rules.filter((rule) => rule.source === 'approval').map((rule) => rule.id));
  const later = (ms: number, run: () => void): void => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  /** The fault injected for a path, once its injected delay (if any) has passed. */
  const takeFault = async (pathname: string): Promise<FaultResponse | undefined> => {
    const { delayMs, response: fault } = faults.take(pathname);
    if (delayMs > 0) {
      await new Promise<void>((resolve) => {
        later(delayMs, resolve);
      });
    }
    return fault;
  };

  const review = (templateId: number, decision: ReviewDecision, reason?: string): boolean => {
    const found = store.byId(templateId);
    const record = found && reviewedRecord(found.record, decision, reason, new Date());
    if (!record) return false;
    store.replaceRecord(templateId, record);
    return true;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const pathname = targetPath(request.url ?? '/');
    if (pathname === undefined) {
      // A request target no URL reads (`GET http://[::1/x`): the client's fault, not the sandbox's.
      send(response, 400, { status: false, message: 'The request target is not a valid URL' });
      return;
    }
    const path = safeDecode(pathname);
    const authorized = carriesKey(request.headers.authorization, apiKey);
    // HEAD is GET without the body (RFC 9110 section 9.1); Node leaves the body out of a HEAD answer.
    const reads = request.method === 'GET' || request.method === 'HEAD';
    const logged = (bodyText: string): LoggedRequest => ({
      method: request.method ?? '',
      url: request.url ?? '',
      path,
      headers: headersWithoutAuthorization(request),
      authorized,
      bodyText,
      body: parseOrUndefined(bodyText),
    });

    // The key is checked before a body is read: a refused body is drained, never kept.
    if (!authorized && request.method !== 'OPTIONS') {
      log.add(logged(''));
      const fault = await takeFault(pathname);
      await refuse(request, response, () => {
        if (fault) sendFault(response, fault);
        // RFC 9110 section 11.6.1: a 401 must say which scheme it wants (RFC 6750 section 3 for Bearer).
        else send(response, 401, { status: false, message: 'Missing or wrong API key: send Authorization: Bearer <API_KEY>' }, { 'www-authenticate': WWW_AUTHENTICATE });
      });
      return;
    }
    const bodyText = await readBody(request);
    if (bodyText === NOT_UTF8) {
      log.add(logged(''));
      send(response, 400, { status: false, message: 'The body is not valid UTF-8', diagnostics: [] });
      return;
    }
    if (bodyText === undefined) {
      log.add(logged(''));
      await refuse(request, response, () => {
        send(response, 413, { status: false, message: `The body is larger than ${String(MAX_BODY)} bytes` });
      });
      return;
    }
    log.add(logged(bodyText));

    if (request.method === 'OPTIONS') {
      send(response, 204, undefined);
      return;
    }

    const fault = await takeFault(pathname);
    if (fault) {
      sendFault(response, fault);
      return;
    }

    const reviewPath = REVIEW_PATH.exec(pathname);
    if (reviewPath) {
      if (request.method !== 'POST') methodNotAllowed(response, 'POST');
      else reviewRequest(response, Number(reviewPath[1]), parseOrUndefined(bodyText));
      return;
    }

    const lookup = lookups.get(pathname);
    if (lookup !== undefined) {
      if (!reads) methodNotAllowed(response, READ_METHODS);
      else send(response, 200, lookup);
      return;
    }
    if (pathname === API_PATHS.userDetail) {
      if (!reads) methodNotAllowed(response, READ_METHODS);
      else send(response, 200, { status: true, data: [userRecord(accessToken, started)] });
      return;
    }
    if (pathname === API_PATHS.createTemplate) {
      if (request.method !== 'POST') methodNotAllowed(response, 'POST');
      else create(request, response, bodyText);
      return;
    }
    const template = templatePathIds(pathname);
    if (template) {
      if (!reads) {
        methodNotAllowed(response, READ_METHODS);
        return;
      }
      const providerIntegrationChatId = safeDecode(template[0]);
      const idText = safeDecode(template[1]);
      const found = /^\d{1,15}$/.test(idText) ? store.find(providerIntegrationChatId, Number(idText)) : undefined;
      if (found) send(response, 200, { status: true, data: [found.record] });
      else send(response, 404, { status: false, message: `No template ${idText} in provider-integration ${providerIntegrationChatId}` });
      return;
    }
    send(response, 404, { status: false, message: `No endpoint ${request.method ?? ''} ${pathname}` });
  };

  const create = (request: IncomingMessage, response: ServerResponse, bodyText: string): void => {
    // The media type itself, before any parameter (`application/json; charset=utf-8`), not a word inside one.
    if ((request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() !== 'application/json') {
      send(response, 415, { status: false, message: 'Send the create request with content-type: application/json' });
      return;
    }
    if (bodyText.trim() === '') {
      send(response, 400, { status: false, message: 'The body is empty: send the create request (spec 2.1) as JSON', diagnostics: [] });
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(bodyText) as unknown;
    } catch {
      send(response, 400, { status: false, message: 'The body is not valid JSON', diagnostics: [] });
      return;
    }
    const model = readTemplate(body, { catalog });
    const sentIntegration = model.fields.providerIntegrationChatId.value;
    const providerIntegrationChatId = typeof sentIntegration === 'string' ? sentIntegration : undefined;
    const name = storedName(model);
    const result = validateTemplate(body, {
      catalog,
      existingTemplateNames: providerIntegrationChatId === undefined ? [] : store.namesIn(providerIntegrationChatId),
      ...(options.flowIds === undefined ? {} : { flowIds: options.flowIds }),
    });
    const errors = result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
    const authorityErrors = errors.filter((diagnostic) => authorityRules.has(diagnostic.ruleId));
    if (errors.length > authorityErrors.length) {
      const conflict = errors.every((diagnostic) => diagnostic.ruleId === 'template-name-unique' || authorityRules.has(diagnostic.ruleId));
      send(response, conflict ? 409 : 400, {
        status: false,
        message: conflict
          ? `A template named ${name} already exists in provider-integration ${providerIntegrationChatId ?? ''}`
          : `The template is invalid: ${describe([...errors.filter((diagnostic) => !authorityRules.has(diagnostic.ruleId)), ...authorityErrors])}`,
        ...answerDiagnostics(result.diagnostics),
      });
      return;
    }
    const templateId = store.nextId();
    const record = recordOf(model, {
      templateId,
      catalog,
      username: SANDBOX_USER.username,
      userAssignmentId: String(SANDBOX_USER.userAssignmentId),
      now: new Date(),
      nextId: () => store.nextId(),
    });
    store.add(templateId, { providerIntegrationChatId: providerIntegrationChatId ?? '', name, record });
    send(response, 200, { status: true, data: [record] });
    const approval = options.approval;
    if (authorityErrors.length > 0) {
      // The answer still says Pending; the authority's refusal follows at once, whatever `approval` says.
      later(0, () => {
        review(templateId, 'rejected', authorityErrors.map((diagnostic) => `${diagnostic.ruleId}: ${diagnostic.message}`).join(' '));
      });
    } else if (approval && record.chat_template_metadata !== null) {
      later(approval.afterMs, () => {
        review(templateId, approval.decision, approval.reason);
      });
    }
  };

  const reviewRequest = (response: ServerResponse, templateId: number, body: unknown): void => {
    const decision = stringField(body, 'decision');
    const reason = stringField(body, 'reason');
    if (decision !== 'approved' && decision !== 'rejected') {
      send(response, 400, { status: false, message: 'Send { "decision": "approved" | "rejected", "reason"?: string }' });
      return;
    }
    if (!review(templateId, decision, reason)) {
      send(response, 404, { status: false, message: `No template ${String(templateId)} awaiting review (interactive templates are never reviewed)` });
      return;
    }
    send(response, 200, { status: true, data: [store.byId(templateId)?.record ?? null] });
  };

  const sendFault = (response: ServerResponse, fault: FaultResponse): void => {
    if (fault.kind === 'malformed') sendText(response, 200, MALFORMED_BODY);
    else if (fault.kind === 'body') send(response, fault.status, fault.body);
    else send(response, fault.status, fault.body, fault.retryAfter === undefined ? {} : { 'retry-after': fault.retryAfter });
  };

  const onRequest = (request: IncomingMessage, response: ServerResponse): void => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, { status: false, message: `Sandbox error: ${error instanceof Error ? error.message : String(error)}` });
    });
  };
  const server = createServer(onRequest);
  // Node answers `Expect: 100-continue` with 100 Continue by itself, inviting the body before the key is
  // checked: only a request with the key is invited; any other gets its 401 without one (issue 21).
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    if (carriesKey(request.headers.authorization, apiKey)) response.writeContinue();
    onRequest(request, response);
  });
  // Node's parser refuses a method it does not know (`FOO /x`) before any handler runs, with a bare 400;
  // RFC 9110 section 9.1 asks for 501, here in the sandbox's error shape. Any other parse error gets the
  // answer Node gives when no listener is set (a listener replaces Node's own).
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node: answer only when no answer on this socket has started.
    const headSent = (socket as { _httpMessage?: { _headerSent?: boolean } | null })._httpMessage?._headerSent === true;
    if (!socket.writable || headSent) {
      socket.destroy(error);
      return;
    }
    if (error.code === 'HPE_INVALID_METHOD') {
      const text = JSON.stringify({ status: false, message: 'Unknown method: the sandbox answers GET, HEAD, POST and OPTIONS' });
      const cors = Object.entries(CORS_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`).join('');
      socket.end(`HTTP/1.1 501 Not Implemented\r\n${cors}content-type: application/json; charset=utf-8\r\ncontent-length: ${String(Buffer.byteLength(text))}\r\nconnection: close\r\n\r\n${text}`);
      return;
    }
    socket.write(`HTTP/1.1 ${NODE_PARSE_ERROR_STATUS[error.code ?? ''] ?? '400 Bad Request'}\r\nConnection: close\r\n\r\n`);
    socket.destroy(error);
  });
  await new Promise<void>((resolve, reject: (error: Error) => void) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${host}:${String(address.port)}`,
    apiKey,
    accessToken,
    catalog,
    get requests() {
      return log.entries();
    },
    logUsage: () => ({ entries: log.size, bytes: log.bytes, dropped: log.dropped }),
    review,
    faults,
    templates: () => store.all(),
    clearLog: () => {
      log.clear();
    },
    reset: () => {
      log.clear();
      faults.clear();
      // Pending timers stay: a delayed answer still goes out, and a review after reset finds no template.
      store.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject: (error: Error) => void) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}

/** The answers Node gives to its parse errors when no `clientError` listener is set (Node 20's `_http_server`). */
const NODE_PARSE_ERROR_STATUS: Readonly<Record<string, string>> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/** CORS headers, so a frontend on another local port can call the sandbox. */
const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-expose-headers': 'retry-after, www-authenticate',
};

function send(response: ServerResponse, status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): void {
  if (response.destroyed || response.headersSent) return;
  if (body === undefined) {
    response.writeHead(status, { ...CORS_HEADERS, ...headers });
    response.end();
    return;
  }
  sendText(response, status, JSON.stringify(body), headers);
}

function sendText(response: ServerResponse, status: number, text: string, headers: Readonly<Record<string, string>> = {}): void {
  if (response.destroyed || response.headersSent) return;
  // Named here, not left to Node: a HEAD answer has no body to count, yet says what GET would send.
  response.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(text)), ...headers });
  response.end(text);
}

/** The methods of an endpoint that is read: GET, and HEAD with it. */
const READ_METHODS = 'GET, HEAD';

function methodNotAllowed(response: ServerResponse, allowed: string): void {
  send(response, 405, { status: false, message: `Use ${allowed}` }, { allow: allowed });
}

/**
 * The whole body as UTF-8 text; undefined as soon as it is larger than MAX_BODY (declared or received).
 * Then the rest is left in the stream for `refuse` to drain.
 */
/** A body whose bytes are not UTF-8: refused, not stored with U+FFFD over each bad byte. */
const NOT_UTF8 = Symbol('not UTF-8');

function readBody(request: IncomingMessage): Promise<string | undefined | typeof NOT_UTF8> {
  if (Number(request.headers['content-length']) > MAX_BODY) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > MAX_BODY) {
        stop();
        request.pause();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      stop();
      try {
        resolve(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)));
      } catch {
        resolve(NOT_UTF8);
      }
    };
    const stop = (): void => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onEnd);
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onEnd);
  });
}

/**
 * Answers a request whose body is not wanted (no key, too large) and closes its connection cleanly: the
 * body is drained (read and dropped, up to MAX_DRAIN bytes) before `answer` runs with `Connection: close`
 * set, so the client is done sending when the socket closes. A body declared or sent past MAX_DRAIN gets
 * the answer at once and its connection dropped after it.
 */
function refuse(request: IncomingMessage, response: ServerResponse, answer: () => void): Promise<void> {
  response.setHeader('connection', 'close');
  return new Promise((resolve) => {
    let drained = 0;
    let answered = false;
    const finish = (): void => {
      if (answered) return;
      answered = true;
      request.off('data', onData);
      answer();
      resolve();
    };
    const onData = (chunk: Buffer): void => {
      drained += chunk.length;
      if (drained > MAX_DRAIN) {
        lingerAfterAnswer(request);
        finish();
      }
    };
    // A body not invited with 100 Continue may never come: answer now, and close once answered.
    const uninvited = request.headers.expect?.toLowerCase() === '100-continue';
    if (Number(request.headers['content-length']) > MAX_DRAIN || request.complete || uninvited) {
      if (!request.complete) lingerAfterAnswer(request);
      finish();
      return;
    }
    request.on('data', onData);
    request.once('end', finish);
    request.once('error', finish);
    request.resume();
  });
}

/** How long a connection whose body was refused is read after its answer, at most, before it is dropped. */
const LINGER_MS = 2000;

/**
 * Closes the connection of a refused request the way RFC 9112 section 9.6 asks, once its answer is out:
 * the write half first, then the rest of the body read and dropped until the client closes its half (or
 * LINGER_MS passes), then the whole. Node ends a `Connection: close` answer with `destroySoon` (the end,
 * then a full close at once): a client still sending its body got a reset and lost the 401 or 413.
 */
function lingerAfterAnswer(request: IncomingMessage): void {
  const socket = request.socket;
  socket.destroySoon = () => {
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('end', () => socket.destroy());
    socket.once('close', () => {
      clearTimeout(timer);
    });
    socket.end();
    request.resume();
  };
}

function parseOrUndefined(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function headersWithoutAuthorization(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.headers)) {
    if (key === 'authorization' || value === undefined) continue;
    headers[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** The start of a target in absolute form (`http://host:port`), before its path. */
const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/**
 * The path of a request target as sent (still percent-encoded), without its query; undefined for a target
 * that is neither a path nor a URL. Not `new URL(target, base)`: it read `//evil.example/api/...` as a host
 * and a path, answering for a path that was not requested. The absolute form (`GET http://host/path`,
 * which RFC 9112 section 3.2.2 says a server must accept) is checked as a URL and its path taken as sent.
 */
function targetPath(target: string): string | undefined {
  if (target.startsWith('/') || target === '*') return beforeQuery(target);
  const origin = ABSOLUTE_FORM.exec(target);
  if (origin === null || !URL.canParse(target)) return undefined;
  return beforeQuery(target.slice(origin[0].length)) || '/';
}

function beforeQuery(target: string): string {
  const query = target.indexOf('?');
  return query === -1 ? target : target.slice(0, query);
}

/**
 * Whether an `Authorization` header carries the key: the scheme `Bearer` in any letter case (RFC 9110
 * section 11.1 makes auth schemes case-insensitive), one or more spaces, then exactly the key.
 */
function carriesKey(header: string | undefined, apiKey: string): boolean {
  if (header?.slice(0, 7).toLowerCase() !== 'bearer ') return false;
  return trimEdges(header.slice(7), (character) => character === ' ', () => false) === apiKey;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function stringField(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field: unknown = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
}

/**
 * The most diagnostics an error answer lists. Each is some 500 bytes of JSON and a 1 MB body can hold
 * 190,000 of them (a variable repeated in a URL): every one made a 104 MB answer, which a client with the
 * default answer limit (8 MiB) refused whole, so its caller saw none of them.
 */
export const MAX_ANSWER_DIAGNOSTICS = 1000;

/** The answer's `diagnostics`: the first `MAX_ANSWER_DIAGNOSTICS`, and how many more were left out when there are. */
function answerDiagnostics(diagnostics: readonly Diagnostic[]): { diagnostics: unknown[]; diagnosticsLeftOut?: number } {
  if (diagnostics.length <= MAX_ANSWER_DIAGNOSTICS) return { diagnostics: [...diagnostics] };
  return { diagnostics: diagnostics.slice(0, MAX_ANSWER_DIAGNOSTICS), diagnosticsLeftOut: diagnostics.length - MAX_ANSWER_DIAGNOSTICS };
}

function describe(errors: readonly Diagnostic[]): string {
  const first = errors[0];
  const more = errors.length > 1 ? ` (and ${String(errors.length - 1)} more)` : '';
  return first ? `${first.ruleId} at ${JSON.stringify(first.path)}: ${first.message}${more}` : 'no details';
}
