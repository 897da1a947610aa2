// Type tests of core's public signatures (run by vitest's typecheck mode and by `tsc -b`): what a caller
// writes in strict TypeScript compiles, and what it must not write does not.
import type { StandardSchemaV1 as OfficialStandardSchemaV1 } from '@standard-schema/spec';
import { FormApi } from '@tanstack/form-core';
import { describe, expectTypeOf, test } from 'vitest';
import type { Diagnostic, ValidationResult } from './diagnostic.js';
import type { CreateTemplateRequest } from './request-types.js';
import { createTemplateSchema, templateSchema } from './standard-schema.js';
import { validateTemplate, validateTemplates } from './validate.js';
import { createValidator, type Validator } from './validator/create-validator.js';

/** A request written in code, typed by its annotation alone. */
const written: CreateTemplateRequest = {
  provider_integration_chat_id: 'pi_1',
  chat_template_data: { chat_template_name: 'order_update', chat_template_body: { chat_template_body_value: 'Hello' } },
};

describe('CreateTemplateRequest', () => {
  test('a misspelled key does not compile, at the top or nested', () => {
    // @ts-expect-error `provider_integration_chat_idd` is not a field of the request.
    const top: CreateTemplateRequest = { provider_integration_chat_idd: 'pi_1', chat_template_data: {} };
    const nested: CreateTemplateRequest = {
      provider_integration_chat_id: 'pi_1',
      // @ts-expect-error `chat_template_footr` is not a field of the template data.
      chat_template_data: { chat_template_footr: { chat_template_footer_value: 'Thanks' } },
    };
    expectTypeOf(top).toEqualTypeOf<CreateTemplateRequest>();
    expectTypeOf(nested).toEqualTypeOf<CreateTemplateRequest>();
  });

  test('a required field left out, or a value of the wrong type, does not compile', () => {
    // @ts-expect-error `chat_template_data` is required.
    const missing: CreateTemplateRequest = { provider_integration_chat_id: 'pi_1' };
    // @ts-expect-error `chat_language_id` is a number.
    const wrong: CreateTemplateRequest = { provider_integration_chat_id: 'pi_1', chat_template_data: { chat_language_id: '37' } };
    expectTypeOf(missing).toEqualTypeOf(wrong);
  });
});

describe('validateTemplate and Validator.validate', () => {
  test('take any value and return a ValidationResult', () => {
    expectTypeOf(validateTemplate).parameter(0).toEqualTypeOf<unknown>();
    expectTypeOf(validateTemplate).returns.toEqualTypeOf<ValidationResult>();
    expectTypeOf<Validator['validate']>().parameter(0).toEqualTypeOf<unknown>();
    expectTypeOf<Validator['validate']>().returns.toEqualTypeOf<ValidationResult>();
  });

  test('a valid result narrows to the typed request: no cast needed to read it', () => {
    const received: unknown = JSON.parse('{}');
    const result = validateTemplate(received);
    expectTypeOf(result.diagnostics).toEqualTypeOf<Diagnostic[]>();
    if (result.valid) {
      expectTypeOf(result.request).toEqualTypeOf<CreateTemplateRequest>();
      expectTypeOf(result.request.chat_template_data.chat_template_name).toEqualTypeOf<string | undefined>();
    } else {
      expectTypeOf(result.request).toEqualTypeOf<undefined>();
    }
    // Before `valid` is checked, the request may be absent.
    expectTypeOf(result.request).toEqualTypeOf<CreateTemplateRequest | undefined>();
    const validator = createValidator();
    const again = validator.validate(received);
    if (again.valid) expectTypeOf(again.request).toEqualTypeOf<CreateTemplateRequest>();
  });

  test('reading the request without checking `valid` does not compile as a request', () => {
    const result = validateTemplate(written);
    // @ts-expect-error `request` may be undefined until `valid` is checked.
    const name: string = result.request.provider_integration_chat_id;
    expectTypeOf(name).toBeString();
  });
});

describe('name lists', () => {
  // Found by QA: `Iterable<string>` took one string, which the validator refuses at run time with a TypeError
  // (it iterates by letter), so the slip compiled and threw in production.
  test('one string does not compile where a list of names goes; arrays, Sets and lists by provider-integration do', () => {
    // @ts-expect-error one name is not a list of names.
    const names = () => createValidator({ existingTemplateNames: 'order_update' });
    // @ts-expect-error one Flow id is not a list of Flow ids.
    const flows = () => validateTemplate(written, { flowIds: '1234567890' });
    // @ts-expect-error one deleted name is not a list of them.
    const deleted = () => validateTemplates([written], { deletedTemplateNames: 'old_promo' });
    // @ts-expect-error nor in a provider-integration's list.
    const deletedIn = () => validateTemplates([written], { deletedTemplateNames: { pi_0001: 'old_promo' } });
    const given: Iterable<string> = ['order_update'];
    const lists = () => [
      createValidator({ existingTemplateNames: ['order_update'], flowIds: new Set(['1234567890']) }),
      createValidator({ existingTemplateNames: given, deletedTemplateNames: new Map([['pi_0001', ['old_promo']]]) }),
      validateTemplates([written], { deletedTemplateNames: { pi_0001: ['old_promo'] } }),
    ];
    expectTypeOf([names, flows, deleted, deletedIn, lists]).toBeArray();
  });
});

describe('templateSchema (Standard Schema)', () => {
  test('its output type is the request type, read the official way', () => {
    expectTypeOf<OfficialStandardSchemaV1.InferOutput<typeof templateSchema>>().toEqualTypeOf<CreateTemplateRequest>();
    expectTypeOf<OfficialStandardSchemaV1.InferInput<typeof templateSchema>>().toEqualTypeOf<CreateTemplateRequest>();
    expectTypeOf<OfficialStandardSchemaV1.InferOutput<ReturnType<typeof createTemplateSchema>>>().toEqualTypeOf<CreateTemplateRequest>();
  });

  test('a successful validate hands out the typed request', () => {
    const outcome = templateSchema['~standard'].validate(JSON.parse('{}'));
    if (!(outcome instanceof Promise) && outcome.issues === undefined) expectTypeOf(outcome.value).toEqualTypeOf<CreateTemplateRequest>();
  });

  test('a form validated by it (TanStack Form) holds and submits the request type', () => {
    const form = new FormApi({
      defaultValues: written,
      validators: { onChange: templateSchema },
      onSubmit: ({ value }) => {
        expectTypeOf(value).toEqualTypeOf<CreateTemplateRequest>();
      },
    });
    expectTypeOf(form.state.values).toEqualTypeOf<CreateTemplateRequest>();
  });
});
