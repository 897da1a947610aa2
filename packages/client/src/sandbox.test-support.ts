// Test support: a sandbox on 127.0.0.1 for a whole test file, reset before each test, and a client of it
// with fast retries; and `rejection`. Shared by the client's test files (never shipped: see package.json "files").
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { CreateTemplateRequest } from '@templint/core';
import { createClient, type ClientOptions, type TemplintClient } from './client.js';
import { startSandbox, type Sandbox } from '@templint/sandbox';

export interface SandboxUse {
  /** The running sandbox (after the file's beforeAll). */
  readonly sandbox: () => Sandbox;
  /** A client of the sandbox with fast retries; options override. */
  readonly client: (options?: Partial<ClientOptions>) => TemplintClient;
}

/** Starts a sandbox for the calling test file and stops it after. */
export function useSandbox(): SandboxUse {
  let running: Sandbox | undefined;
  beforeAll(async () => {
    running = await startSandbox();
  });
  afterAll(async () => {
    await running?.close();
  });
  beforeEach(() => {
    running?.reset();
  });
  const sandbox = (): Sandbox => {
    if (!running) throw new Error('the sandbox starts in beforeAll');
    return running;
  };
  return {
    sandbox,
    client: (options = {}) =>
      createClient({ baseUrl: sandbox().url, apiKey: sandbox().apiKey, retries: { baseDelayMs: 5, maxDelayMs: 20 }, ...options }),
  };
}

/** What a test expects a promise to reject with. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error: unknown) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

/**
 * A request as a JavaScript caller or `JSON.parse` hands it over, its type unchecked: the tests of
 * `createTemplate` send fixtures built as plain JSON records, valid or not, which the client checks at run time.
 */
export function untyped(request: unknown): CreateTemplateRequest {
  return request as CreateTemplateRequest;
}
