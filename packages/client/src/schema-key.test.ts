// A top-level `$schema` key (an editor's hint, issue 13) is dropped before a create request is validated
// and sent: the sandbox, a real server on 127.0.0.1, records the body it received.
import { defaultCatalog } from '@templint/core';
import { normalRequest, withValue } from '@templint/core/testing';
import { describe, expect, test } from 'vitest';
import { PATHS } from './client.js';
import { untyped, useSandbox } from './sandbox.test-support.js';

const use = useSandbox();

describe('$schema', () => {
  test('the top-level $schema key is not sent; the caller object keeps it', async () => {
    const request = { $schema: '../node_modules/@templint/core/schema/create-request.json', ...normalRequest() };
    const created = await use.client({ catalog: defaultCatalog }).createTemplate(untyped(request));
    expect(created.warnings.map((diagnostic) => diagnostic.path[0])).not.toContain('$schema');
    const [post] = use.sandbox().requests.filter((logged) => logged.path === PATHS.createTemplate);
    expect(post?.bodyText).toBe(JSON.stringify(normalRequest()));
    expect(request.$schema).toBe('../node_modules/@templint/core/schema/create-request.json');
  });

  test('a nested $schema key is the caller’s data and is sent as is', async () => {
    const withNested = withValue(normalRequest(), ['chat_template_data', '$schema'], 'kept');
    await use.client({ catalog: defaultCatalog, validate: false }).createTemplate(untyped(withNested));
    const [post] = use.sandbox().requests.filter((logged) => logged.path === PATHS.createTemplate);
    expect(post?.bodyText).toContain('"$schema":"kept"');
  });
});
