// The client against the sandbox on 127.0.0.1 (a real HTTP server, never a mocked fetch): every method's
// happy path, the error family, validation before the network, and secrets kept out of every error.
import { inspect } from 'node:util';
import { defaultCatalog, validateTemplate, type Catalog } from '@templint/core';
import { HEADER_TEXT_MAX_LENGTH } from '@templint/core/internal';
import { carouselRequest, listRequest, normalRequest, withValue } from '@templint/core/testing';
import { describe, expect, test } from 'vitest';
import { createClient, PATHS } from './client.js';
import { HttpError, InvalidRequestError, InvalidResponseError, NetworkError, StatusFalseError, TemplintClientError, TimeoutError } from './errors.js';
import { recordContent, requestContent } from './template-content.test-support.js';
import { startSandbox } from '@templint/sandbox';
import { useSandbox, rejection, untyped } from './sandbox.test-support.js';
import { neverAnswering, useLoopbacks } from './loopback.test-support.js';

const use = useSandbox();
const serve = useLoopbacks();

const client = use.client;

/** A normal template whose header text is one character over the limit (`{{1}}` counts 1). */
function headerTextTooLong(): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), ['chat_template_data', 'chat_template_header', 'chat_template_header_data', 0, 'chat_template_header_data_value'], `${'x'.repeat(HEADER_TEXT_MAX_LENGTH)}{{1}}`);
}

describe('happy paths', () => {
  test('getUserDetail returns the user record with its access token', async () => {
    const user = await client().getUserDetail();
    expect(user.access_token).toBe(use.sandbox().accessToken);
    expect(user.user_status).toEqual({ user_status_id: 1, user_status_name: 'Active' });
    expect(use.sandbox().requests.map((request) => [request.method, request.path, request.authorized])).toEqual([['GET', PATHS.userDetail, true]]);
  });

  test('each lookup method returns its list with normalized ids and names, keeping the raw fields', async () => {
    const api = client();
    expect(await api.getTemplateTypes()).toContainEqual({ id: 2, name: 'Carousel', chat_template_type_id: 2, chat_template_type_name: 'Carousel' });
    expect((await api.getTemplateCategories()).map(({ id, name }) => [id, name])).toEqual([
      [1, 'Marketing'],
      [2, 'Utility'],
      [3, 'Authentication'],
    ]);
    expect((await api.getLanguages()).find((language) => language.id === 2)?.code).toBe('en_US');
    expect((await api.getHeaderTypes()).map(({ name }) => name)).toEqual(['Text', 'Image', 'Video', 'PDF']);
    expect((await api.getInteractiveTypes()).map(({ name }) => name)).toEqual(['Reply buttons', 'List', 'Text', 'Flow', 'CTA URL']);
    expect((await api.getDynamicVariableTypes()).map(({ id }) => id)).toEqual([1, 2, 3, 4]);
    const buttonTypes = await api.getButtonTypes();
    const website = buttonTypes[0]?.subTypes[0];
    expect(website?.name).toBe('Visit website');
    expect(website?.fields.map(({ id, characterLimit, options }) => [id, characterLimit, options?.length ?? null])).toEqual([
      [1, 25, null],
      [2, 2000, null],
      [3, null, 2],
    ]);
  });

  test('getCatalog turns the lookup lists back into the catalog the sandbox serves', async () => {
    expect(await client().getCatalog()).toEqual(defaultCatalog);
    expect(use.sandbox().requests).toHaveLength(7);
  });

  test('getCatalog gives back a catalog with other ids and differently written names', async () => {
    const platform: Catalog = {
      ...defaultCatalog,
      templateTypes: [
        { id: 11, name: 'SIMPLE MESSAGE', kind: 'standard' },
        { id: 12, name: 'carousel', kind: 'carousel' },
      ],
      categories: [
        { id: 21, name: 'Marketing', kind: 'marketing' },
        { id: 23, name: 'Authentication/OTP', kind: 'authentication' },
        { id: 24, name: 'Service', kind: 'other' },
      ],
      interactiveTypes: [
        { id: 31, name: 'cta_url', kind: 'cta_url' },
        { id: 32, name: 'Catalog', kind: 'other' },
      ],
    };
    const other = await startSandbox({ catalog: platform });
    try {
      expect(await createClient({ baseUrl: other.url, apiKey: other.apiKey }).getCatalog()).toEqual(platform);
    } finally {
      await other.close();
    }
  });

  test('getMappedCatalog lists the names the tables miss, and a catalogMapping maps them', async () => {
    const platform: Catalog = {
      ...defaultCatalog,
      categories: [
        { id: 31, name: 'Marketing', kind: 'marketing' },
        { id: 32, name: 'One-time password', kind: 'authentication' },
      ],
      headerTypes: [
        { id: 41, name: 'Text', kind: 'text' },
        { id: 42, name: 'Image header', kind: 'image' },
      ],
    };
    const other = await startSandbox({ catalog: platform });
    try {
      const plain = await createClient({ baseUrl: other.url, apiKey: other.apiKey }).getMappedCatalog();
      expect(plain.unmapped).toEqual([
        { list: 'categories', id: 32, name: 'One-time password', fellBackTo: 'other' },
        { list: 'headerTypes', id: 42, name: 'Image header', fellBackTo: 'none' },
      ]);
      const catalogMapping = { categories: { 'One-time password': 'authentication' }, headerTypes: { 'image header': 'image' } } as const;
      const mapped = await createClient({ baseUrl: other.url, apiKey: other.apiKey, catalogMapping }).getMappedCatalog();
      expect(mapped).toEqual({ catalog: platform, unmapped: [] });
    } finally {
      await other.close();
    }
  });

  test('createTemplate sends the request and returns the record with status Pending', async () => {
    const request = normalRequest();
    const created = await client({ catalog: defaultCatalog }).createTemplate(untyped(request));
    expect(created.approval).toEqual({ submitted: true, statusId: 1, statusName: 'Pending', errorReason: null, providerTemplateId: expect.any(String) as string });
    expect(recordContent(created.record)).toEqual(requestContent(request));
    const [sent] = use.sandbox().requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.authorized).toBe(true);
    expect(sent?.body).toEqual(request);
  });

  test('a carousel is submitted too; an interactive template is saved only and has no approval status', async () => {
    const api = client({ catalog: defaultCatalog });
    expect((await api.createTemplate(untyped(carouselRequest()))).approval).toMatchObject({ submitted: true, statusName: 'Pending' });
    const list = await api.createTemplate(untyped(listRequest()));
    expect(list.approval).toEqual({ submitted: false, reason: 'interactive' });
    expect(list.record.chat_template_metadata).toBeNull();
  });

  test('getTemplate reads a created template back, with URL-encoded path parameters', async () => {
    const api = client({ catalog: defaultCatalog });
    const request = withValue(normalRequest(), ['provider_integration_chat_id'], 'team a/b?ü#1');
    const created = await api.createTemplate(untyped(request));
    const record = await api.getTemplate('team a/b?ü#1', created.record.chat_template_id);
    expect(record).toEqual(created.record);
    expect(use.sandbox().requests.at(-1)?.url).toBe(`/api/provider-integration/team%20a%2Fb%3F%C3%BC%231/chat-template/${String(created.record.chat_template_id)}`);
  });

  test('numeric ids sent as strings come out as numbers', async () => {
    const created = await client({ catalog: defaultCatalog }).createTemplate(untyped(normalRequest()));
    const data = created.record.chat_template_data[0];
    expect(data?.chat_template_header?.chat_template_header_type_id).toBe(1);
    expect(data?.chat_template_button?.map((button) => button.chat_template_button_type_id)).toEqual([1, 2]);
  });
});

describe('validation before the network', () => {
  test('an invalid template is refused with its diagnostics and the server sees no request', async () => {
    const error = await rejection(client({ catalog: defaultCatalog }).createTemplate(untyped(headerTextTooLong())));
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as InvalidRequestError).diagnostics.map((diagnostic) => diagnostic.ruleId)).toContain('header-text-max-length');
    expect(use.sandbox().requests).toEqual([]);
  });

  test('without a catalog option it validates against the catalog fetched once, never the bundled example', async () => {
    // The platform's ids differ from the example catalog's: category 3 is marketing here.
    const platform: Catalog = { ...defaultCatalog, categories: [{ id: 7, name: 'Marketing', kind: 'marketing' }] };
    const other = await startSandbox({ catalog: platform, apiKey: use.sandbox().apiKey });
    try {
      const api = createClient({ baseUrl: other.url, apiKey: other.apiKey });
      const error = await rejection(api.createTemplate(untyped(normalRequest())));
      expect((error as InvalidRequestError).diagnostics.map((diagnostic) => diagnostic.ruleId)).toContain('known-catalog-id');
      await api.createTemplate(untyped(withValue(normalRequest(), ['chat_template_data', 'chat_template_category_id'], 7)));
      const paths = other.requests.map((request) => request.path);
      expect(paths.filter((path) => path.startsWith('/api/global/'))).toHaveLength(7);
      expect(paths.filter((path) => path === PATHS.createTemplate)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  test('validate: false sends an invalid template, and the sandbox answers 400 with its diagnostics', async () => {
    const error = await rejection(client({ validate: false }).createTemplate(untyped(headerTextTooLong())));
    expect(error).toBeInstanceOf(HttpError);
    const { status, body } = error as HttpError;
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: false, diagnostics: [expect.objectContaining({ ruleId: 'header-text-max-length' })] });
    expect(use.sandbox().requests.map((request) => request.path)).toEqual([PATHS.createTemplate]);
  });

  test('a name already used in the provider-integration is a 409 with the template-name-unique diagnostic', async () => {
    // Two clients, two runs: neither knows what the other created, so the service is the one to refuse.
    await client({ catalog: defaultCatalog }).createTemplate(untyped(normalRequest()));
    const error = await rejection(client({ catalog: defaultCatalog }).createTemplate(untyped(normalRequest())));
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).body).toMatchObject({ diagnostics: [expect.objectContaining({ ruleId: 'template-name-unique' })] });
  });
});

describe('createTemplate judges a request with the templates of the run and the account', () => {
  const renamed = (name: string): ReturnType<typeof normalRequest> => withValue(normalRequest(), ['chat_template_data', 'chat_template_name'], name);

  test('refuses, sending nothing, a name or a body and footer this client created before', async () => {
    const api = client({ catalog: defaultCatalog });
    await api.createTemplate(untyped(normalRequest()));
    const error = await rejection(api.createTemplate(untyped(normalRequest())));
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as InvalidRequestError).diagnostics.map((d) => d.ruleId)).toEqual(['template-content-duplicate', 'template-name-duplicate']);
    const copy = await rejection(api.createTemplate(untyped(renamed('order_update_copy'))));
    expect((copy as InvalidRequestError).diagnostics.map((d) => d.ruleId)).toEqual(['template-content-duplicate']);
    expect(use.sandbox().requests.filter((request) => request.path === PATHS.createTemplate)).toHaveLength(1);
  });

  test('judges with the rules as the CLI config sets them: a rule turned off lets its request go, one made an error stops it', async () => {
    const api = client({ catalog: defaultCatalog, rules: { 'template-content-duplicate': 'off', 'template-name-derived': 'off' } });
    await api.createTemplate(untyped(renamed('rules_first')));
    // The same wording under another name: a config with the rule off lints it clean, so the client sends it.
    await api.createTemplate(untyped(renamed('rules_second')));
    expect(use.sandbox().requests.filter((request) => request.path === PATHS.createTemplate)).toHaveLength(2);
    // A rule's options too: 10 words per variable make the sample's 5 words for 2 variables an error.
    const strict = client({ catalog: defaultCatalog, rules: { 'variable-density': ['error', { wordsPerVariable: 10 }] } });
    const error = await rejection(strict.createTemplate(untyped(renamed('rules_third'))));
    expect((error as InvalidRequestError).diagnostics.map((d) => d.ruleId)).toEqual(['variable-density']);
    expect(use.sandbox().requests.filter((request) => request.path === PATHS.createTemplate)).toHaveLength(2);
    expect(() => client({ rules: { 'template-content-duplicat': 'off' } })).toThrow('template-content-duplicat');
  });

  test('judges creates made at once with each other: the second of two at once with one wording is refused, nothing sent for it', async () => {
    const api = client({ catalog: defaultCatalog });
    const [first, second] = await Promise.allSettled([api.createTemplate(untyped(renamed('at_once_one'))), api.createTemplate(untyped(renamed('at_once_two')))]);
    expect(first.status).toBe('fulfilled');
    expect(second.status === 'rejected' ? second.reason : undefined).toBeInstanceOf(InvalidRequestError);
    expect(second.status === 'rejected' ? (second.reason as InvalidRequestError).diagnostics.map((d) => d.ruleId) : []).toEqual(['template-content-duplicate']);
    expect(use.sandbox().requests.filter((request) => request.path === PATHS.createTemplate)).toHaveLength(1);
    // A create the service refuses does not count: the same wording may be sent again.
    const other = client({ catalog: defaultCatalog });
    expect(((await rejection(other.createTemplate(untyped(renamed('at_once_one'))))) as HttpError).status).toBe(409);
    await other.createTemplate(untyped(renamed('after_refusal')));
  });

  test('reads the account once, not again after each create: a session of creates grows linearly', async () => {
    // The account's template counts how often its data is read.
    let reads = 0;
    const footer = ['chat_template_data', 'chat_template_footer', 'chat_template_footer_value'];
    const template = withValue(renamed('account_template'), footer, 'From the account');
    const data = template.chat_template_data;
    const account = {
      ...template,
      get chat_template_data() {
        reads += 1;
        return data;
      },
    };
    const api = client({ catalog: defaultCatalog, existingTemplates: [account] });
    await api.createTemplate(untyped(withValue(renamed('first_one'), footer, 'first_one')));
    const afterFirst = reads;
    expect(afterFirst).toBeGreaterThan(0);
    for (const name of ['second_one', 'third_one', 'fourth_one']) {
      await api.createTemplate(untyped(withValue(renamed(name), footer, name)));
    }
    expect(reads).toBe(afterFirst);
    // And what it created still counts: a repeat of an earlier create is refused.
    const repeat = await rejection(api.createTemplate(untyped(withValue(renamed('second_one'), footer, 'other'))));
    expect((repeat as InvalidRequestError).diagnostics[0]?.message).toContain("the account's template `second_one`");
  });

  test('validates the JSON it sends, not the object it was given: a toJSON that writes a broken footer is refused, nothing sent', async () => {
    const request = normalRequest() as unknown as { chat_template_data: Record<string, unknown> };
    request.chat_template_data.chat_template_footer = {
      chat_template_footer_value: 'Thanks',
      toJSON: () => ({ chat_template_footer_value: 'x'.repeat(2000) }),
    };
    const error = await rejection(client({ catalog: defaultCatalog }).createTemplate(untyped(request)));
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as InvalidRequestError).diagnostics.map((d) => d.ruleId)).toContain('approval-footer-max-length');
    expect(use.sandbox().requests.filter((sent) => sent.path === PATHS.createTemplate)).toHaveLength(0);
  });

  test('refuses a name of a record it was given (as "Get template details" returns it) and a deleted name', async () => {
    const creator = client({ catalog: defaultCatalog });
    const created = await creator.createTemplate(untyped(normalRequest()));
    const record = await creator.getTemplate('pi_0001', created.record.chat_template_id);
    const api = client({ catalog: defaultCatalog, existingTemplates: [record], deletedTemplateNames: ['old_promo'] });
    const error = await rejection(api.createTemplate(untyped(normalRequest())));
    expect((error as InvalidRequestError).diagnostics[0]?.message).toContain(`the account's template \`order_update\` (id ${String(created.record.chat_template_id)})`);
    const deleted = await rejection(api.createTemplate(untyped(withValue(renamed('old_promo'), ['chat_template_data', 'chat_template_footer', 'chat_template_footer_value'], 'Bye'))));
    expect((deleted as InvalidRequestError).diagnostics.map((d) => d.ruleId)).toEqual(['template-name-deleted']);
  });

  test('takes deleted names per provider-integration: a name deleted in another is free', async () => {
    const request = withValue(renamed('old_promo'), ['chat_template_data', 'chat_template_footer', 'chat_template_footer_value'], 'Bye');
    const inOwn = client({ catalog: defaultCatalog, deletedTemplateNames: { pi_0001: ['old_promo'] } });
    expect(((await rejection(inOwn.createTemplate(untyped(request)))) as InvalidRequestError).diagnostics.map((d) => d.ruleId)).toEqual(['template-name-deleted']);
    const asMap = client({ catalog: defaultCatalog, deletedTemplateNames: new Map([['pi_0001', ['old_promo']]]) });
    expect(((await rejection(asMap.createTemplate(untyped(request)))) as InvalidRequestError).diagnostics.map((d) => d.ruleId)).toEqual(['template-name-deleted']);
    const inOther = client({ catalog: defaultCatalog, deletedTemplateNames: { pi_0009: ['old_promo'] } });
    expect(typeof (await inOther.createTemplate(untyped(request))).record.chat_template_id).toBe('number');
  });
});

describe('errors', () => {
  test('a wrong key is a 401 HttpError', async () => {
    const error = await rejection(createClient({ baseUrl: use.sandbox().url, apiKey: 'wrong-key' }).getUserDetail());
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(TemplintClientError);
    expect((error as HttpError).status).toBe(401);
    expect((error as HttpError).body).toMatchObject({ status: false });
  });

  test('an unknown template is a 404 HttpError', async () => {
    const error = await rejection(client().getTemplate('pi_0001', 999_999));
    expect((error as HttpError).status).toBe(404);
  });

  test('a body that is not JSON is an InvalidResponseError at the body itself', async () => {
    use.sandbox().faults.malformedJson({ route: PATHS.languages, times: 3 });
    const error = await rejection(client().getLanguages());
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as InvalidResponseError).issues).toEqual([{ path: [], dotPath: '', message: expect.stringContaining('JSON') as string }]);
  });

  test('a record of the wrong shape is an InvalidResponseError naming the path at fault', async () => {
    const created = await client({ catalog: defaultCatalog }).createTemplate(untyped(normalRequest()));
    const record = JSON.parse(JSON.stringify(created.record)) as Record<string, Record<string, unknown>>;
    record.chat_template_metadata = { ...record.chat_template_metadata, provider_chat_template_status_name: 42 };
    use.sandbox().faults.respondWith({ status: true, data: [record] });
    const error = await rejection(client().getTemplate('pi_0001', created.record.chat_template_id));
    expect(error).toBeInstanceOf(InvalidResponseError);
    const [issue] = (error as InvalidResponseError).issues;
    expect(issue?.path).toEqual(['data', 0, 'chat_template_metadata', 'provider_chat_template_status_name']);
    expect(issue?.dotPath).toBe('data.0.chat_template_metadata.provider_chat_template_status_name');
    expect(issue?.message).toBe('expected string, received number');
    expect((error as Error).message).toContain('data[0].chat_template_metadata.provider_chat_template_status_name');
  });

  test('a lookup entry without an id names its index', async () => {
    use.sandbox().faults.respondWith({ status: true, data: [{ id: 1, name: 'Marketing' }, { name: 'Utility' }] });
    const error = await rejection(client().getTemplateCategories());
    expect((error as InvalidResponseError).issues).toEqual([
      { path: ['data', 1], dotPath: 'data.1', message: 'expected an id (chat_template_category_id or id)' },
    ]);
  });

  test('a missing field is reported as missing at its path', async () => {
    use.sandbox().faults.respondWith({ status: true, data: [{}] });
    const error = await rejection(client().getUserDetail());
    expect((error as InvalidResponseError).issues).toContainEqual({ path: ['data', 0, 'user_id'], dotPath: 'data.0.user_id', message: 'missing' });
  });

  test('a 200 answer with status: false is a StatusFalseError', async () => {
    use.sandbox().faults.respondWith({ status: false, message: 'Something went wrong' });
    const error = await rejection(client().getTemplateTypes());
    expect(error).toBeInstanceOf(StatusFalseError);
    expect((error as StatusFalseError).message).toContain('Something went wrong');
  });

  test('an unreachable server is a NetworkError once the retries are spent', async () => {
    const closed = await startSandbox();
    const url = closed.url;
    await closed.close();
    const error = await rejection(createClient({ baseUrl: url, apiKey: 'k', retries: { limit: 1, baseDelayMs: 5 } }).getLanguages());
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).operation).toBe(`GET ${PATHS.languages}`);
  });
});

describe('secrets', () => {
  /** Every way an error is commonly turned into text. */
  function renderings(error: unknown): string[] {
    return [JSON.stringify(error), String(error), inspect(error, { depth: 10, showHidden: true }), (error as Error).stack ?? ''];
  }

  test('neither the API key nor the access token appears in any error, however it is printed', async () => {
    const api = client({ catalog: defaultCatalog });
    await api.getUserDetail(); // The client now knows the access token.
    const { apiKey, accessToken } = use.sandbox();
    const echo = { status: false, message: `bad key ${apiKey} for ${accessToken}`, access_token: accessToken, nested: { authorization: `Bearer ${apiKey}` } };
    const errors: unknown[] = [];

    use.sandbox().faults.respondWith(echo, { status: 400 });
    errors.push(await rejection(api.getLanguages()));
    use.sandbox().faults.respondWith(echo);
    errors.push(await rejection(api.getLanguages()));
    use.sandbox().faults.respondWith({ status: true, data: [{ access_token: 12, user_id: apiKey }] });
    errors.push(await rejection(api.getUserDetail()));
    use.sandbox().faults.respondWith({ status: true, data: [{ id: accessToken, name: apiKey }] });
    errors.push(await rejection(api.getLanguages()));
    use.sandbox().faults.delay(300, { times: 1 });
    errors.push(await rejection(client({ timeoutMs: 50 }).getLanguages()));
    // A body variable named after the key: core's diagnostics quote it, the client's error must not.
    const leaky = withValue(normalRequest(), ['chat_template_data', 'chat_template_body', 'chat_template_body_value'], `Hi {{${apiKey}}}`);
    expect(JSON.stringify(validateTemplate(leaky, { catalog: defaultCatalog }).diagnostics)).toContain(apiKey);
    errors.push(await rejection(api.createTemplate(untyped(leaky))));
    errors.push(await rejection(createClient({ baseUrl: 'http://127.0.0.1:1', apiKey, retries: 0 }).getLanguages()));

    expect(errors.map((error) => (error as Error).name)).toEqual([
      'HttpError',
      'StatusFalseError',
      'InvalidResponseError',
      'InvalidResponseError',
      'TimeoutError',
      'InvalidRequestError',
      'NetworkError',
    ]);
    for (const error of errors) {
      for (const text of renderings(error)) {
        expect(text).not.toContain(apiKey);
        expect(text).not.toContain(accessToken);
      }
    }
    expect((errors[0] as HttpError).body).toEqual({
      status: false,
      message: 'bad key [redacted] for [redacted]',
      access_token: '[redacted]',
      nested: { authorization: '[redacted]' },
    });
  });

  test('an access token in an error body is redacted wherever it appears, even one the client never saw', async () => {
    use.sandbox().faults.respondWith({ status: false, access_token: 'fresh-token-1', message: 'token fresh-token-1 expired' }, { status: 403 });
    const error = await rejection(client().getTemplateTypes());
    for (const text of renderings(error)) expect(text).not.toContain('fresh-token-1');
    expect((error as HttpError).body).toEqual({ status: false, access_token: '[redacted]', message: 'token [redacted] expired' });
  });

  test('the client object itself does not show the key', () => {
    const api = client();
    expect(inspect(api, { depth: 10, showHidden: true })).not.toContain(use.sandbox().apiKey);
    expect(JSON.stringify(api)).not.toContain(use.sandbox().apiKey);
  });
});

describe('timeouts', () => {
  test('an answer that never comes is a TimeoutError, not retried: the client hangs up', async () => {
    const { handler, hungUp } = neverAnswering();
    const server = await serve(handler);
    const error = await rejection(createClient({ baseUrl: server.url, apiKey: 'k', timeoutMs: 100 }).getLanguages());
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(100);
    await hungUp;
    expect(server.requests).toHaveLength(1);
  });
});
