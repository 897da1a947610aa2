import type { StandardSchemaV1 as OfficialStandardSchemaV1 } from '@standard-schema/spec';
import { FieldApi, FormApi } from '@tanstack/form-core';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { CreateTemplateRequest } from './request-types.js';
import { ptBR } from './locales/pt-BR.js';
import { createTemplateSchema, templateSchema } from './standard-schema.js';
import { normalRequest } from './testing/fixtures.js';
import { withValue } from './testing/helpers.js';
import { validateTemplate } from './validate.js';

const NAME = ['chat_template_data', 'chat_template_name'];
const BODY = ['chat_template_data', 'chat_template_body'];
const BODY_TEXT = [...BODY, 'chat_template_body_value'];
const BODY_ROWS = [...BODY, 'chat_template_body_variable_data'];

/** The normal request with a body of `text` and no rows array. */
function bodyWithoutRows(text: string): unknown {
  return withValue(withValue(normalRequest(), BODY_ROWS, undefined), BODY_TEXT, text);
}

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

  test('a text with placeholders but no rows array: the issue is on the rows array and on the text a form renders', () => {
    const result = templateSchema['~standard'].validate(bodyWithoutRows('Hi {{1}}'));
    const rowIssues = ('issues' in result ? (result.issues ?? []) : []).filter((issue) => JSON.stringify(issue).includes('variable-row-missing'));
    expect(rowIssues).toEqual([
      { path: BODY_ROWS, message: expect.stringContaining('no `chat_template_body_variable_data` array') as string, severity: 'error', ruleId: 'variable-row-missing' },
      { path: BODY_TEXT, message: expect.stringContaining('no `chat_template_body_variable_data` array') as string, severity: 'error', ruleId: 'variable-row-missing' },
    ]);
  });

  test('an issue inside a rows array (a row a form renders) stays where it is, once', () => {
    const request = withValue(normalRequest(), [...BODY_ROWS, 0, 'chat_template_dynamic_variable_sample_value'], '');
    const result = createTemplateSchema({ warnings: 'issues' })['~standard'].validate(request);
    const paths = 'issues' in result ? (result.issues ?? []).map((issue) => issue.path) : [];
    expect(paths.length).toBeGreaterThan(0);
    expect(paths).toEqual(validateTemplate(request).diagnostics.map((diagnostic) => diagnostic.path));
  });

  test.each(['constructor', '__proto__', 'toString'])('an unknown key named %s is one issue at its own path', (key) => {
    const request = JSON.parse(`{"provider_integration_chat_id":"pi_1","chat_template_data":{"${key}":1}}`) as unknown;
    const result = createTemplateSchema({ warnings: 'issues' })['~standard'].validate(request);
    const paths = 'issues' in result ? (result.issues ?? []).map((issue) => issue.path) : [];
    expect(paths).toContainEqual(['chat_template_data', key]);
    expect(paths).toEqual(validateTemplate(request).diagnostics.map((diagnostic) => diagnostic.path));
  });

  test('warnings: listed by schema.warnings, and issues only with warnings: "issues"', () => {
    const request = withValue(normalRequest(), NAME, undefined);
    const warning = { path: NAME, severity: 'warning', ruleId: 'template-name-derived', message: expect.any(String) as string };
    expect(templateSchema.warnings(request)).toEqual([warning]);
    expect(templateSchema.warnings(normalRequest())).toEqual([]);
    expect(templateSchema['~standard'].validate(request)).toEqual({ value: request });
    expect(createTemplateSchema({ warnings: 'issues' })['~standard'].validate(request)).toEqual({ issues: [warning] });
    expect(createTemplateSchema({ warnings: 'ignore' })['~standard'].validate(request)).toEqual({ value: request });
  });

  test('schema.warnings never lists an error', () => {
    const request = withValue(normalRequest(), NAME, 'Order Update');
    expect(templateSchema.warnings(request)).toEqual([]);
  });

  test.prop([fc.jsonValue()])('for any JSON value, warnings are exactly validateTemplate’s warnings, and no call throws', (value) => {
    const expected = validateTemplate(value).diagnostics.filter((diagnostic) => diagnostic.severity === 'warning');
    expect(templateSchema.warnings(value).map((issue) => issue.ruleId).sort()).toEqual(
      expected.flatMap((diagnostic) => (diagnostic.path.at(-1) === 'chat_template_body_variable_data' ? [diagnostic.ruleId, diagnostic.ruleId] : [diagnostic.ruleId])).sort(),
    );
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

describe('TanStack Form in Portuguese (issue 22)', () => {
  test('with locale: ptBR, every error under a field is in Portuguese; ruleId and path stay', () => {
    const defaultValues = normalRequest() as unknown as CreateTemplateRequest;
    const form = new FormApi({ defaultValues, validators: { onChange: createTemplateSchema({ locale: ptBR }) } });
    form.mount();
    const name = new FieldApi({ form, name: 'chat_template_data.chat_template_name' });
    name.mount();
    const body = new FieldApi({ form, name: 'chat_template_data.chat_template_body.chat_template_body_value' });
    body.mount();

    name.setValue('Order Update');
    expect(name.state.meta.errors).toMatchObject([{ path: NAME, ruleId: 'template-name-format', message: expect.stringMatching(/^O nome do modelo tem "O" na posição 1; use só letras minúsculas/) as string }]);
    body.setValue('{{1}} chegou.');
    expect(body.state.meta.errors.map((error) => (error as { message: string }).message)).toEqual([
      expect.stringMatching(/^O corpo começa com a variável `\{\{1\}\}`/) as string,
    ]);
  });
});

describe('TanStack Form: fields a form renders, and warnings on request', () => {
  test('a placeholder typed into the body without any rows shows on the body text field', () => {
    const defaultValues = bodyWithoutRows('Hello') as CreateTemplateRequest;
    const form = new FormApi({ defaultValues, validators: { onChange: templateSchema } });
    form.mount();
    const text = new FieldApi({ form, name: 'chat_template_data.chat_template_body.chat_template_body_value' });
    text.mount();

    text.setValue('Hi {{1}}, welcome aboard.');
    expect(text.state.meta.errors).toMatchObject([{ path: BODY_TEXT, ruleId: 'variable-row-missing' }]);
    expect(form.state.canSubmit).toBe(false);

    text.setValue('Hi there');
    expect(text.state.meta.errors).toEqual([]);
    expect(form.state.canSubmit).toBe(true);
  });

  test('with warnings: "issues", a warning shows on its field; by default the form reads it with schema.warnings and still submits', () => {
    const defaultValues = normalRequest() as unknown as CreateTemplateRequest;
    const strict = new FormApi({ defaultValues, validators: { onChange: createTemplateSchema({ warnings: 'issues' }) } });
    strict.mount();
    const name = new FieldApi({ form: strict, name: 'chat_template_data.chat_template_name' });
    name.mount();
    name.setValue('');
    expect(name.state.meta.errors).toMatchObject([{ path: NAME, severity: 'warning' }]);

    const lenient = new FormApi({ defaultValues, validators: { onChange: templateSchema } });
    lenient.mount();
    const lenientName = new FieldApi({ form: lenient, name: 'chat_template_data.chat_template_name' });
    lenientName.mount();
    lenientName.setValue('');
    expect(lenientName.state.meta.errors).toEqual([]);
    expect(lenient.state.canSubmit).toBe(true);
    expect(templateSchema.warnings(lenient.state.values)).toMatchObject([{ path: NAME, severity: 'warning' }]);
  });
});
