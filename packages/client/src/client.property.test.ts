// Properties over core's generated valid requests (every template kind), each run a real round trip
// through the sandbox: what the client sends is byte for byte what the server receives, and reading the
// template back gives the same template data, "same" as defined by requestContent/recordContent
// (src/template-content.ts): every field the 2.10 record carries, ids and names it adds left out.
import { test } from '@fast-check/vitest';
import { validRequest } from '@templint/core/testing';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createClient, PATHS, type TemplintClient } from './client.js';
import { untyped } from './sandbox.test-support.js';
import { recordContent, requestContent } from './template-content.test-support.js';
import { startSandbox, type Sandbox } from '@templint/sandbox';

/** Each run does two HTTP calls: 25 by default, 500 with `TEMPLINT_DEEP=1`. */
const numRuns = process.env.TEMPLINT_DEEP === '1' ? 500 : 25;

let sandbox: Sandbox;
let api: TemplintClient;

beforeAll(async () => {
  sandbox = await startSandbox();
  // No catalog option: the client fetches the sandbox's lookup lists once and validates against them.
  api = createClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKey });
});
afterAll(async () => {
  await sandbox.close();
});

describe('createTemplate and getTemplate round trip', () => {
  test.prop([validRequest], { numRuns })('the server receives exactly what was sent, and reads back the same template', async (request) => {
    sandbox.reset(); // Fresh names: generated names may repeat across runs.
    const created = await api.createTemplate(untyped(request));

    const posts = sandbox.requests.filter((logged) => logged.path === PATHS.createTemplate);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.bodyText).toBe(JSON.stringify(request));
    expect(posts[0]?.body).toEqual(request);

    const readBack = await api.getTemplate(created.record.provider_integration_chat_id, created.record.chat_template_id);
    expect(readBack).toEqual(created.record);
    expect(recordContent(readBack)).toEqual(requestContent(request));
    expect(created.approval.submitted).toBe(request.chat_template_flag_interactive_message !== true);
  });

});
