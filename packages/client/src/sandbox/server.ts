// A local stand-in for the API (node:http, no framework) that speaks the endpoints the spec shows:
// bearer-key check, lookup lists from a catalog, create with core's validation, unique names per
// provider-integration, read-back by id, and a user record. Error answers are our own shape (the spec
// shows none): `{ status: false, message, diagnostics? }` with an HTTP status (docs/client.md).
// For tests it logs every request and takes injected faults.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultCatalog, validateTemplate, type Catalog, type Diagnostic } from '@templint/core';
import { PATHS } from '../client.js';
import { Faults } from './faults.js';
import { lookupResponses } from './lookup-lists.js';
import { TemplateStore, type StoredTemplate } from './template-store.js';
import { storedName, templateRecord } from './template-record.js';
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
  /** Whether it carried exactly `Authorization: Bearer <apiKey>`. */
  readonly authorized: boolean;
  /** The body text as received. */
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
  /** Every request received since start (or the last `clearLog`/`reset`), in order. */
  readonly requests: readonly LoggedRequest[];
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

const TEMPLATE_PATH = /^\/api\/provider-integration\/([^/]+)\/chat-template\/([^/]+)$/;

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
  const requests: LoggedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
    const path = safeDecode(url.pathname);
    const bodyText = await readBody(request);
    if (bodyText === undefined) {
      send(response, 413, { status: false, message: `The body is larger than ${String(MAX_BODY)} bytes` });
      return;
    }
    const authorized = request.headers.authorization === `Bearer ${apiKey}`;
    requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      path,
      headers: headersWithoutAuthorization(request),
      authorized,
      bodyText,
      body: parseOrUndefined(bodyText),
    });

    if (request.method === 'OPTIONS') {
      send(response, 204, undefined);
      return;
    }

    const { delayMs, response: fault } = faults.take(url.pathname);
    if (delayMs > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, delayMs);
        timers.add(timer);
      });
    }
    if (fault?.kind === 'malformed') {
      sendText(response, 200, MALFORMED_BODY);
      return;
    }
    if (fault?.kind === 'body') {
      send(response, fault.status, fault.body);
      return;
    }
    if (fault?.kind === 'status') {
      send(response, fault.status, fault.body, fault.retryAfter === undefined ? {} : { 'retry-after': fault.retryAfter });
      return;
    }

    if (!authorized) {
      send(response, 401, { status: false, message: 'Missing or wrong API key: send Authorization: Bearer <API_KEY>' });
      return;
    }

    const lookup = lookups.get(url.pathname);
    if (lookup !== undefined) {
      if (request.method !== 'GET') methodNotAllowed(response, 'GET');
      else send(response, 200, lookup);
      return;
    }
    if (url.pathname === PATHS.userDetail) {
      if (request.method !== 'GET') methodNotAllowed(response, 'GET');
      else send(response, 200, { status: true, data: [userRecord(accessToken, started)] });
      return;
    }
    if (url.pathname === PATHS.createTemplate) {
      if (request.method !== 'POST') methodNotAllowed(response, 'POST');
      else create(request, response, bodyText);
      return;
    }
    const template = TEMPLATE_PATH.exec(url.pathname);
    if (template) {
      if (request.method !== 'GET') {
        methodNotAllowed(response, 'GET');
        return;
      }
      const providerIntegrationChatId = safeDecode(template[1] ?? '');
      const idText = safeDecode(template[2] ?? '');
      const found = /^\d{1,15}$/.test(idText) ? store.find(providerIntegrationChatId, Number(idText)) : undefined;
      if (found) send(response, 200, { status: true, data: [found.record] });
      else send(response, 404, { status: false, message: `No template ${idText} in provider-integration ${providerIntegrationChatId}` });
      return;
    }
    send(response, 404, { status: false, message: `No endpoint ${request.method ?? ''} ${url.pathname}` });
  };

  const create = (request: IncomingMessage, response: ServerResponse, bodyText: string): void => {
    if (!/\bapplication\/json\b/i.test(request.headers['content-type'] ?? '')) {
      send(response, 415, { status: false, message: 'Send the create request with content-type: application/json' });
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(bodyText) as unknown;
    } catch {
      send(response, 400, { status: false, message: 'The body is not valid JSON', diagnostics: [] });
      return;
    }
    const providerIntegrationChatId = stringField(body, 'provider_integration_chat_id');
    const name = storedName(body);
    const result = validateTemplate(body, {
      catalog,
      existingTemplateNames: providerIntegrationChatId === undefined ? [] : store.namesIn(providerIntegrationChatId),
    });
    const errors = result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
    if (errors.length > 0) {
      const conflict = errors.every((diagnostic) => diagnostic.ruleId === 'template-name-unique');
      send(response, conflict ? 409 : 400, {
        status: false,
        message: conflict
          ? `A template named ${name} already exists in provider-integration ${providerIntegrationChatId ?? ''}`
          : `The template is invalid: ${describe(errors)}`,
        diagnostics: result.diagnostics as unknown[],
      });
      return;
    }
    const templateId = store.nextId();
    const record = templateRecord(body, {
      templateId,
      catalog,
      username: SANDBOX_USER.username,
      userAssignmentId: String(SANDBOX_USER.userAssignmentId),
      now: new Date(),
      nextId: () => store.nextId(),
    });
    store.add(templateId, { providerIntegrationChatId: providerIntegrationChatId ?? '', name, record });
    send(response, 200, { status: true, data: [record] });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, { status: false, message: `Sandbox error: ${error instanceof Error ? error.message : String(error)}` });
    });
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
    requests,
    faults,
    templates: () => store.all(),
    clearLog: () => {
      requests.length = 0;
    },
    reset: () => {
      requests.length = 0;
      faults.clear();
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

/** CORS headers, so a frontend on another local port can call the sandbox. */
const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-expose-headers': 'retry-after',
};

function send(response: ServerResponse, status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): void {
  if (response.destroyed || response.headersSent) return;
  if (body === undefined) {
    response.writeHead(status, { ...CORS_HEADERS, ...headers });
    response.end();
    return;
  }
  response.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

function sendText(response: ServerResponse, status: number, text: string): void {
  if (response.destroyed || response.headersSent) return;
  response.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8' });
  response.end(text);
}

function methodNotAllowed(response: ServerResponse, allowed: string): void {
  send(response, 405, { status: false, message: `Use ${allowed}` }, { allow: allowed });
}

/** The whole body as UTF-8 text; undefined when it is larger than MAX_BODY. */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
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

function describe(errors: readonly Diagnostic[]): string {
  const first = errors[0];
  const more = errors.length > 1 ? ` (and ${String(errors.length - 1)} more)` : '';
  return first ? `${first.ruleId} at ${JSON.stringify(first.path)}: ${first.message}${more}` : 'no details';
}
