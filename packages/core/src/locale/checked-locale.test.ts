// A locale option that is not a locale is the caller's configuration: refused in words where the
// validator or schema is made, never thrown later by a request whose message needs it (found by QA:
// `locale: 'pt-BR'` threw "Cannot convert undefined or null to object", `code: 'pt_BR'` a RangeError from
// the first plural message).
import { describe, expect, test } from 'vitest';
import { ptBR } from '../locales/pt-BR.js';
import { defineLocale } from './define-locale.js';
import { createTemplateSchema } from '../standard-schema.js';
import { normalRequest, withValue } from '../testing/index.js';
import { createValidator, type ValidateOptions } from '../validator/create-validator.js';

/** A request whose one error has a plural choice in its message (a variable without a row). */
const PLURAL_MESSAGE_REQUEST = withValue(normalRequest(), ['chat_template_data', 'chat_template_body', 'chat_template_body_value'], 'Hello {{1}} {{2}} {{3}} {{4}}, your order is ready.');

describe('the locale option', () => {
  test.each([
    ['pt-BR', /not the string "pt-BR"/],
    [42, /make one with defineLocale/],
    [{}, /not an object defineLocale did not make/],
    [{ code: 'xx' }, /not an object defineLocale did not make/],
    [{ code: 'pt-BR', messages: {} }, /not an object defineLocale did not make/],
  ])('%j is refused in words when the validator and the schema are made', (locale, message) => {
    const options = { locale } as unknown as ValidateOptions;
    expect(() => createValidator(options)).toThrow(TypeError);
    expect(() => createValidator(options)).toThrow(message);
    expect(() => createTemplateSchema(options)).toThrow(message);
  });

  test.each([undefined, null, ''])('%j is English', (locale) => {
    const { diagnostics } = createValidator({ locale } as unknown as ValidateOptions).validate(PLURAL_MESSAGE_REQUEST);
    expect(diagnostics.length).toBeGreaterThan(0);
    expect(diagnostics.map((diagnostic) => diagnostic.message)).toEqual(createValidator().validate(PLURAL_MESSAGE_REQUEST).diagnostics.map((diagnostic) => diagnostic.message));
  });

  test('a shipped locale, and one of the caller\'s own with a valid tag, are taken', () => {
    expect(createValidator({ locale: ptBR }).validate(PLURAL_MESSAGE_REQUEST).diagnostics.length).toBeGreaterThan(0);
    expect(createValidator({ locale: defineLocale({ code: 'fr', messages: {} }) }).validate(PLURAL_MESSAGE_REQUEST).diagnostics.length).toBeGreaterThan(0);
  });
});
