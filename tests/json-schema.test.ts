// The published JSON Schema of the create request: generated from valibot schemas built from core's field
// tables, checked in, and kept true to the generator and to the bundled examples.
import { readdirSync, readFileSync } from 'node:fs';
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
    expect(validate.errors?.map((error) => error.params)).toEqual([{ missingProperty: 'provider_integration_chat_id' }, { missingProperty: 'chat_template_data' }]);
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
});
