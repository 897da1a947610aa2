import type { StandardSchemaV1 as OfficialStandardSchemaV1 } from '@standard-schema/spec';
import { FieldApi, FormApi } from '@tanstack/form-core';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { CreateTemplateRequest } from './request-types.js';
import { createTemplateSchema, templateSchema } from './standard-schema.js';
import { normalRequest } from './testing/fixtures.js';
import { withValue } from './testing/helpers.js';
import { validateTemplate } from './validate.js';

const NAME = ['chat_template_data', 'chat_template_name'];

describe('templateSchema (Standard Schema v1)', () => {
  test('has the official Standard Schema type', () => {
    const official: OfficialStandardSchemaV1<unknown, unknown> = templateSchema;
    expect(official['~standard']).toMatchObject({ version: 1, vendor: 'templint' });
  });

  test('returns the value for a valid request', () => {
    const request = normalRequest();
    expect(templateSchema['~standard'].validate(request)).toEqual({ value: request });
  });

  test('returns an issue at the field path for an error', () => {
    const result = templateSchema['~standard'].validate(withValue(normalRequest(), NAME, 'Order Update'));
    expect(result).toMatchObject({ issues: [{ path: NAME }] });
  });

  test('warnings do not fail validation', () => {
    const request = withValue(normalRequest(), NAME, undefined);
    expect(validateTemplate(request).diagnostics.map((diagnostic) => diagnostic.severity)).toEqual(['warning']);
    expect(templateSchema['~standard'].validate(request)).toEqual({ value: request });
  });

  test('passes options through, for example existing names', () => {
    const schema = createTemplateSchema({ existingTemplateNames: ['order_update'] });
    expect(schema['~standard'].validate(normalRequest())).toMatchObject({ issues: [{ path: NAME }] });
  });

  test.prop([fc.jsonValue()])('for any JSON value, fails exactly when validateTemplate finds an error', (value) => {
    const result = templateSchema['~standard'].validate(value);
    expect('issues' in result && result.issues !== undefined).toBe(!validateTemplate(value).valid);
  });
});

describe('templateSchema in a real consumer: TanStack Form', () => {
  test('a form field gets templint’s error at its own path, and loses it when fixed', () => {
    // The fixture is plain JSON; the form is typed with the request type the schema declares.
    const defaultValues = normalRequest() as unknown as CreateTemplateRequest;
    const form = new FormApi({ defaultValues, validators: { onChange: templateSchema } });
    form.mount();
    const field = new FieldApi({ form, name: 'chat_template_data.chat_template_name' });
    field.mount();

    field.setValue('Order Update');
    expect(field.state.meta.errors).toMatchObject([{ path: NAME, message: expect.stringContaining('lowercase letters') as string }]);
    expect(form.state.canSubmit).toBe(false);

    field.setValue('order_update');
    expect(field.state.meta.errors).toEqual([]);
    expect(form.state.canSubmit).toBe(true);
  });
});
