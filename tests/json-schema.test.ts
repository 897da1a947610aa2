// The published JSON Schema of the create request: generated from valibot schemas built from core's field
// tables, checked in, and kept true to the generator and to the bundled examples.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { describe, expect, test } from 'vitest';
import { generate, SCHEMA_FILE } from '../scripts/json-schema.mjs';

const schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as Record<string, unknown>;
const validate = new Ajv.default({ allErrors: true, strict: false }).compile(schema);
const examples = new URL('../examples/valid/', import.meta.url);

describe('create-template-request.schema.json', () => {
  test('is what the generator produces (run `pnpm schema:update` after changing the field tables)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(generate());
  });

  test.each(readdirSync(examples).filter((file) => file.endsWith('.json')))('accepts examples/valid/%s', (file) => {
    const request = JSON.parse(readFileSync(new URL(file, examples), 'utf8')) as unknown;
    expect(validate(request), JSON.stringify(validate.errors)).toBe(true);
  });

  test('flags a mistyped key, so editors underline it as it is typed', () => {
    const request = { provider_integration_chat_id: 'pi_1', chat_template_data: { chat_template_bdy: {} } };
    expect(validate(request)).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'additionalProperties', params: { additionalProperty: 'chat_template_bdy' } });
  });

  test('requires the two fields every request has', () => {
    expect(validate({})).toBe(false);
    const missing = validate.errors?.filter((error) => error.keyword === 'required').map((error) => error.params);
    expect(missing).toEqual([{ missingProperty: 'provider_integration_chat_id' }, { missingProperty: 'chat_template_data' }]);
  });

  test('accepts a file holding an array of requests, as the CLI and the ESLint plugin do', () => {
    const requests = readdirSync(examples)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(new URL(file, examples), 'utf8')) as unknown);
    expect(validate(requests), JSON.stringify(validate.errors)).toBe(true);
    expect(validate([]), 'an empty file list lints nothing, and is no mistake').toBe(true);
  });

  test('checks every request of an array, at its own index', () => {
    const [first] = readdirSync(examples).filter((file) => file.endsWith('.json'));
    const good = JSON.parse(readFileSync(new URL(first ?? '', examples), 'utf8')) as unknown;
    const bad = { provider_integration_chat_id: 'pi_1', chat_template_data: { chat_template_bdy: {} } };
    expect(validate([good, bad])).toBe(false);
    expect(validate.errors).toContainEqual(
      expect.objectContaining({ instancePath: '/1/chat_template_data', keyword: 'additionalProperties', params: { additionalProperty: 'chat_template_bdy' } }),
    );
  });

  test.each([['a string', 'hello'], ['a number', 1], ['null', null], ['an array holding a number', [1]]])('rejects %s', (_name, value) => {
    expect(validate(value)).toBe(false);
  });

  test('documents every property, for editors’ hover docs', () => {
    const undocumented: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (typeof node !== 'object' || node === null) return;
      const properties = (node as { properties?: Record<string, { description?: string }> }).properties;
      for (const [name, property] of Object.entries(properties ?? {})) {
        if (!property.description) undocumented.push(`${path}.${name}`);
      }
      for (const [key, child] of Object.entries(node)) walk(child, `${path}.${key}`);
    };
    walk(schema, '$');
    expect(undocumented).toEqual([]);
  });

  test.each(['README.md', 'docs/editor.md'])('%s names the schema where users find it: the installed path and the CDN address of this version', (doc) => {
    const text = readFileSync(new URL(`../${doc}`, import.meta.url), 'utf8');
    const { version } = JSON.parse(readFileSync(new URL('../packages/core/package.json', import.meta.url), 'utf8')) as { version: string };
    const inPackage = fileURLToPath(SCHEMA_FILE).split('/packages/core/')[1] ?? '';
    expect(inPackage).toBe('schema/create-template-request.schema.json');
    expect(text).toContain(`"url": "./node_modules/@templint/core/${inPackage}"`);
    expect(text).toContain(`"fileMatch": ["templates/**/*.json"]`);
    const cdn = [...text.matchAll(/https:\/\/unpkg\.com\/@templint\/core@([^/]+)\/([^"\s]+)/g)];
    expect(cdn.length).toBeGreaterThan(0);
    for (const [, cdnVersion, path] of cdn) expect({ cdnVersion, path }).toEqual({ cdnVersion: version, path: inPackage });
  });
});
