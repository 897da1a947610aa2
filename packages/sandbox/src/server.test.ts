// The sandbox as any HTTP client sees it (plain fetch on 127.0.0.1): key check, error shape, unique
// names, the records it builds, read-back, CORS and the request log.
import { defaultCatalog, type Catalog } from '@templint/core';
import { carouselRequest, flowRequest, normalRequest, withValue } from '@templint/core/testing';
import { describe, expect, test } from 'vitest';
import { API_PATHS as PATHS } from '@templint/core/internal';
import { useSandbox } from './http.test-support.js';
import { MAX_ANSWER_DIAGNOSTICS, startSandbox } from './server.js';

const sandbox = useSandbox({ apiKey: 'test-key', accessToken: 'test-token' });

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Record<string, unknown>;
}

async function call(method: string, path: string, options: { body?: unknown; key?: string | null; contentType?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.key !== null) headers.authorization = `Bearer ${options.key ?? 'test-key'}`;
  if (options.body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
  const response = await fetch(`${sandbox().url}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) };
}

function firstRecord(answer: Answer): Record<string, unknown> {
  const [record] = answer.body.data as Record<string, unknown>[];
  if (!record) throw new Error('no record');
  return record;
}

describe('the key check', () => {
  test('answers 401 with the error shape when the key is missing or wrong', async () => {
    for (const key of [null, 'other-key']) {
      const answer = await call('GET', PATHS.languages, { key });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ status: false, message: expect.stringContaining('API key') as string });
      // RFC 9110 section 11.6.1: a 401 carries the challenge of the scheme it wants.
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="templint-sandbox"');
      expect(answer.headers.get('access-control-expose-headers')).toContain('www-authenticate');
    }
    expect(sandbox().requests.map((request) => request.authorized)).toEqual([false, false]);
  });

  test('logs requests without their authorization header', async () => {
    await call('GET', PATHS.languages);
    const [logged] = sandbox().requests;
    expect(logged?.authorized).toBe(true);
    expect(logged?.headers.authorization).toBeUndefined();
  });
});

describe('the request target', () => {
  test('a target starting with // is a path, not a host: an unknown path, named as sent', async () => {
    const elsewhere = await call('GET', `//evil.example${PATHS.userDetail}`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe(`No endpoint GET //evil.example${PATHS.userDetail}`);
    const doubled = await call('GET', `/${PATHS.userDetail}`);
    expect(doubled.status).toBe(404);
    expect(doubled.body.message).toBe(`No endpoint GET /${PATHS.userDetail}`);
    expect(sandbox().requests.map((request) => request.path)).toEqual([`//evil.example${PATHS.userDetail}`, `/${PATHS.userDetail}`]);
  });

  test('a query is not part of the path', async () => {
    expect((await call('GET', `${PATHS.languages}?page=2`)).status).toBe(200);
    expect(sandbox().requests[0]).toMatchObject({ url: `${PATHS.languages}?page=2`, path: PATHS.languages });
  });
});

describe('the Authorization scheme', () => {
  test('is read in any letter case (RFC 9110 section 11.1)', async () => {
    for (const header of ['bearer test-key', 'BEARER test-key', 'BeArEr  test-key']) {
      const response = await fetch(`${sandbox().url}${PATHS.languages}`, { headers: { authorization: header } });
      expect(response.status, header).toBe(200);
      await response.arrayBuffer();
    }
    expect(sandbox().requests.map((request) => request.authorized)).toEqual([true, true, true]);
  });

  test('another scheme, or the scheme run into the key, is still refused', async () => {
    for (const header of ['Basic test-key', 'bearertest-key', 'Bearer test-key2', 'bearer other-key']) {
      const response = await fetch(`${sandbox().url}${PATHS.languages}`, { headers: { authorization: header } });
      expect(response.status, header).toBe(401);
      await response.arrayBuffer();
    }
  });
});

describe('HEAD', () => {
  test('is answered as GET, with its status and headers and no body (RFC 9110 section 9.1)', async () => {
    const get = await fetch(`${sandbox().url}${PATHS.languages}`, { headers: { authorization: 'Bearer test-key' } });
    const getText = await get.text();
    const head = await fetch(`${sandbox().url}${PATHS.languages}`, { method: 'HEAD', headers: { authorization: 'Bearer test-key' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(getText)));
    expect(await head.text()).toBe('');
    for (const path of [PATHS.userDetail, PATHS.template('pi_0001', '424242')]) {
      const answer = await fetch(`${sandbox().url}${path}`, { method: 'HEAD', headers: { authorization: 'Bearer test-key' } });
      expect(answer.status, path).toBe(path === PATHS.userDetail ? 200 : 404);
      expect(await answer.text()).toBe('');
    }
  });

  test('is not taken where only POST is', async () => {
    const answer = await fetch(`${sandbox().url}${PATHS.createTemplate}`, { method: 'HEAD', headers: { authorization: 'Bearer test-key' } });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
  });
});

describe('create', () => {
  test('a body that is empty is named as empty, one that is not JSON as not JSON', async () => {
    for (const [body, message] of [
      ['', 'The body is empty: send the create request (spec 2.1) as JSON'],
      [' \n', 'The body is empty: send the create request (spec 2.1) as JSON'],
      ['hello', 'The body is not valid JSON'],
    ] as const) {
      const answer = await call('POST', PATHS.createTemplate, { body });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ status: false, message, diagnostics: [] });
    }
  });

  test('stores a normal template and answers the 2.10 record with status Pending', async () => {
    const answer = await call('POST', PATHS.createTemplate, { body: normalRequest() });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe(true);
    const record = firstRecord(answer);
    expect(record.chat_template_metadata).toMatchObject({ provider_chat_template_status_name: 'Pending', chat_template_metadata_error_reason: null });
    expect(record.chat_template_type).toEqual({ chat_template_type_id: 1, name: 'Simple message' });
  });

  test('stores a carousel with one data record per card, numbered by variation', async () => {
    const record = firstRecord(await call('POST', PATHS.createTemplate, { body: carouselRequest() }));
    const data = record.chat_template_data as Record<string, unknown>[];
    expect(data.map((item) => item.chat_template_carousel_variation_id)).toEqual([1, 2]);
    expect(data.map((item) => item.chat_template_name)).toEqual(['summer_collection', 'summer_collection']);
    expect(record.chat_carousel_header).toBe('New in, {{1}}!');
    expect(record.chat_template_type).toEqual({ chat_template_type_id: 2, name: 'Carousel' });
  });

  test('saves an interactive template without approval metadata', async () => {
    const record = firstRecord(await call('POST', PATHS.createTemplate, { body: flowRequest() }));
    expect(record.chat_template_flag_interactive_message).toBe(true);
    expect(record.chat_template_metadata).toBeNull();
    expect(record.interactive_type).toEqual({ interactive_type_id: 4, interactive_type_name: 'Flow' });
  });

  test('answers 400 with every diagnostic for an invalid template, and stores nothing', async () => {
    const invalid = withValue(normalRequest(), ['chat_template_data', 'chat_template_name'], 'Order Update');
    const answer = await call('POST', PATHS.createTemplate, { body: invalid });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: false, message: expect.stringContaining('template-name-format') as string });
    expect(answer.body.diagnostics).toContainEqual(expect.objectContaining({ ruleId: 'template-name-format', severity: 'error' }));
    expect(sandbox().templates()).toEqual([]);
  });

  test('a template that breaks the spec is refused for that, not for what only the approval authority refuses', async () => {
    const footer = { chat_template_footer_id: null, chat_template_footer_value: 'f'.repeat(61) };
    const invalid = withValue(withValue(normalRequest(), ['chat_template_data', 'chat_template_footer'], footer), ['chat_template_data', 'chat_template_name'], 'Order Update');
    const answer = await call('POST', PATHS.createTemplate, { body: invalid });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^The template is invalid: template-name-format at /);
    expect(answer.body.diagnostics).toContainEqual(expect.objectContaining({ ruleId: 'approval-footer-max-length' }));
    expect(sandbox().templates()).toEqual([]);
  });

  test(`an answer lists at most ${String(MAX_ANSWER_DIAGNOSTICS)} diagnostics: its size stays put at 4x the problems`, async () => {
    // A variable repeated in a URL is a diagnostic each: every one listed made a 1 MB body a 104 MB answer.
    const urlPath = ['chat_template_data', 'chat_template_button', 0, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 1, 'chat_template_button_sub_type_field_value'];
    const answerOf = async (count: number) => {
      const response = await fetch(`${sandbox().url}${PATHS.createTemplate}`, {
        method: 'POST',
        headers: { authorization: 'Bearer test-key', 'content-type': 'application/json' },
        body: JSON.stringify(withValue(normalRequest(), urlPath, `https://shop.example.com/${'{{1}}/'.repeat(count)}end`)),
      });
      const text = await response.text();
      return { status: response.status, bytes: text.length, body: JSON.parse(text) as { message: string; diagnostics: unknown[]; diagnosticsLeftOut?: number } };
    };
    const small = await answerOf(2 * MAX_ANSWER_DIAGNOSTICS);
    const large = await answerOf(8 * MAX_ANSWER_DIAGNOSTICS);
    expect([small.status, large.status]).toEqual([400, 400]);
    expect(large.body.diagnostics).toHaveLength(MAX_ANSWER_DIAGNOSTICS);
    // The message still counts them all.
    const total = MAX_ANSWER_DIAGNOSTICS + (large.body.diagnosticsLeftOut ?? 0);
    expect(total).toBeGreaterThan(8 * MAX_ANSWER_DIAGNOSTICS);
    expect(large.body.message).toContain(`(and ${String(total - 1)} more)`);
    expect(large.bytes).toBeLessThan(1.5 * small.bytes);
  });

  test('keeps names unique per provider-integration: 409 in the same one, fine in another', async () => {
    expect((await call('POST', PATHS.createTemplate, { body: normalRequest() })).status).toBe(200);
    const again = await call('POST', PATHS.createTemplate, { body: normalRequest() });
    expect(again.status).toBe(409);
    expect(again.body.diagnostics).toEqual([expect.objectContaining({ ruleId: 'template-name-unique' })]);
    const elsewhere = withValue(normalRequest(), ['provider_integration_chat_id'], 'pi_0002');
    expect((await call('POST', PATHS.createTemplate, { body: elsewhere })).status).toBe(200);
  });

  test('a name derived from the display name counts for uniqueness', async () => {
    const derived = withValue(normalRequest(), ['chat_template_data', 'chat_template_name'], undefined);
    expect((await call('POST', PATHS.createTemplate, { body: derived })).status).toBe(200);
    expect(sandbox().templates().map((template) => template.name)).toEqual(['order_update']);
    expect((await call('POST', PATHS.createTemplate, { body: normalRequest() })).status).toBe(409);
  });

  test('an empty name is derived from the display name too: stored, answered and counted for uniqueness', async () => {
    // It was stored as "", so `order_update` was free beside it and a second empty name passed too.
    const empty = withValue(normalRequest(), ['chat_template_data', 'chat_template_name'], '');
    const [data] = firstRecord(await call('POST', PATHS.createTemplate, { body: empty })).chat_template_data as Record<string, unknown>[];
    expect(data?.chat_template_name).toBe('order_update');
    expect(sandbox().templates().map((template) => template.name)).toEqual(['order_update']);
    expect((await call('POST', PATHS.createTemplate, { body: normalRequest() })).status).toBe(409);
    expect((await call('POST', PATHS.createTemplate, { body: empty })).status).toBe(409);
  });

  test('answers 400 for a body that is not JSON and 415 without the JSON content type', async () => {
    expect((await call('POST', PATHS.createTemplate, { body: '{"oops"' })).status).toBe(400);
    expect((await call('POST', PATHS.createTemplate, { body: normalRequest(), contentType: 'text/plain' })).status).toBe(415);
  });
});

describe('read-back and routes', () => {
  test('reads a template back by id within its provider-integration only', async () => {
    const record = firstRecord(await call('POST', PATHS.createTemplate, { body: normalRequest() }));
    const id = String(record.chat_template_id);
    expect(firstRecord(await call('GET', PATHS.template('pi_0001', id)))).toEqual(record);
    expect((await call('GET', PATHS.template('pi_0002', id))).status).toBe(404);
    expect((await call('GET', PATHS.template('pi_0001', '424242'))).status).toBe(404);
  });

  test('answers 404 for an unknown path and 405 for a wrong method', async () => {
    expect((await call('GET', '/api/global/nothing')).status).toBe(404);
    const wrong = await call('POST', PATHS.languages, { body: {} });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
  });

  test('answers a CORS preflight without a key', async () => {
    const answer = await call('OPTIONS', PATHS.createTemplate, { key: null });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  test('the user record carries the configured access token', async () => {
    expect(firstRecord(await call('GET', PATHS.userDetail)).access_token).toBe('test-token');
  });
});

describe('catalogs', () => {
  test('serves the lookup lists of the catalog it was started with, ids and names as given', async () => {
    const platform: Catalog = {
      ...defaultCatalog,
      templateTypes: [
        { id: 11, name: 'SIMPLE MESSAGE', kind: 'standard' },
        { id: 12, name: 'carousel', kind: 'carousel' },
      ],
      categories: [
        { id: 21, name: 'Marketing', kind: 'marketing' },
        { id: 24, name: 'Service', kind: 'other' },
      ],
    };
    const other = await startSandbox({ catalog: platform, apiKey: 'test-key' });
    try {
      const get = async (path: string): Promise<unknown> => (await (await fetch(`${other.url}${path}`, { headers: { authorization: 'Bearer test-key' } })).json());
      expect(await get(PATHS.templateTypes)).toEqual({
        status: true,
        data: [
          { chat_template_type_id: 11, chat_template_type_name: 'SIMPLE MESSAGE' },
          { chat_template_type_id: 12, chat_template_type_name: 'carousel' },
        ],
      });
      expect(await get(PATHS.categories)).toEqual({
        status: true,
        data: [
          { chat_template_category_id: 21, chat_template_category_name: 'Marketing' },
          { chat_template_category_id: 24, chat_template_category_name: 'Service' },
        ],
      });
    } finally {
      await other.close();
    }
  });
});

describe('Flows', () => {
  test('started with the Flow ids that exist, it refuses a template naming another (spec 2.1, 2.6 rule 1), and takes a known one', async () => {
    const other = await startSandbox({ apiKey: 'test-key', flowIds: ['5550001'] });
    try {
      const create = async (body: unknown): Promise<Response> =>
        fetch(`${other.url}${PATHS.createTemplate}`, { method: 'POST', headers: { authorization: 'Bearer test-key', 'content-type': 'application/json' }, body: JSON.stringify(body) });
      // flowRequest() names the Flow 1234567890, which this sandbox does not have.
      const unknown = await create(flowRequest());
      expect(unknown.status).toBe(400);
      expect(((await unknown.json()) as { message: string }).message).toMatch(/^The template is invalid: flow-id-known at /);
      const known = JSON.parse(JSON.stringify(flowRequest()).replace('"1234567890"', '"5550001"')) as unknown;
      expect((await create(known)).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  test('without them, any Flow id is taken (the spec shows no Flow endpoint to learn them from)', async () => {
    expect((await call('POST', PATHS.createTemplate, { body: flowRequest() })).status).toBe(200);
  });
});

describe('faults', () => {
  test('apply before the key check, to their route, for their count', async () => {
    sandbox().faults.fail(1, { status: 503, retryAfter: 2, route: PATHS.languages });
    const failed = await call('GET', PATHS.languages, { key: null });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('2');
    expect((await call('GET', PATHS.languages)).status).toBe(200);
  });
});
