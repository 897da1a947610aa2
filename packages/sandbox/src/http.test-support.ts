// Test support: the sandbox over plain HTTP, as any caller of the API sees it (never shipped: see
// package.json "files"). The client's own view of the sandbox is tested in @templint/client.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { API_PATHS } from '@templint/core/internal';
import { startSandbox, type Sandbox, type SandboxOptions } from './server.js';

/** Starts a sandbox for the calling test file (reset before each test, closed after); returns its getter. */
export function useSandbox(options: SandboxOptions = {}): () => Sandbox {
  let running: Sandbox | undefined;
  beforeAll(async () => {
    running = await startSandbox(options);
  });
  afterAll(async () => {
    await running?.close();
  });
  beforeEach(() => {
    running?.reset();
  });
  return () => {
    if (!running) throw new Error('the sandbox starts in beforeAll');
    return running;
  };
}

/** Where a sandbox listens and the key it wants. */
export interface Endpoint {
  readonly url: string;
  readonly apiKey: string;
}

/** A JSON object as read from an answer. */
export type JsonObject = Record<string, unknown>;

/** Sends `request` to the create path and resolves to the stored record (throws on any other answer). */
export async function createOverHttp(endpoint: Endpoint, request: unknown): Promise<JsonObject> {
  const response = await fetch(`${endpoint.url}${API_PATHS.createTemplate}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${endpoint.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  return firstRecord(response);
}

/** Reads a template back by id. */
export async function readOverHttp(endpoint: Endpoint, providerIntegrationChatId: string, templateId: number): Promise<JsonObject> {
  const response = await fetch(`${endpoint.url}${API_PATHS.template(providerIntegrationChatId, String(templateId))}`, {
    headers: { authorization: `Bearer ${endpoint.apiKey}` },
  });
  return firstRecord(response);
}

/** The approval status id, name and reason a record carries (spec 3), or undefined without metadata. */
export function reviewOf(record: JsonObject): { readonly statusId: unknown; readonly statusName: unknown; readonly errorReason: unknown } | undefined {
  const metadata = record.chat_template_metadata as JsonObject | null;
  if (metadata === null) return undefined;
  return {
    statusId: metadata.provider_chat_template_status_id,
    statusName: metadata.provider_chat_template_status_name,
    errorReason: metadata.chat_template_metadata_error_reason,
  };
}

/** Polls the record until its status is `statusName`; throws after `attempts` reads. */
export async function waitForStatus(endpoint: Endpoint, templateId: number, statusName: string, attempts = 200): Promise<JsonObject> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const record = await readOverHttp(endpoint, 'pi_0001', templateId);
    if (reviewOf(record)?.statusName === statusName) return record;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`status ${statusName} never came`);
}

async function firstRecord(response: Response): Promise<JsonObject> {
  const text = await response.text();
  if (response.status !== 200) throw new Error(`expected 200, got ${String(response.status)}: ${text}`);
  const [record] = (JSON.parse(text) as { data: JsonObject[] }).data;
  if (!record) throw new Error('no record');
  return record;
}
