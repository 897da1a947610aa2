import { fc, test as propertyTest } from '@fast-check/vitest';
import { createValidator, type Validator } from '@templint/core';
import { propertyRuns, validRequest } from '@templint/core/testing';
import { lintText } from '@templint/lint/text';
import { describe, expect, test, vi } from 'vitest';
import { createTextValidations } from './text-validations.js';

/** lintText as it is, or (for one test) one that validates another set after the text's, as a check of fixes may. */
const lint = vi.hoisted(() => ({ validatesAnotherSet: false }));
vi.mock('@templint/lint/text', async (importOriginal) => {
  const original = await importOriginal<typeof import('@templint/lint/text')>();
  return {
    ...original,
    lintText: (...[text, options]: Parameters<typeof original.lintText>) => {
      const result = original.lintText(text, options);
      if (lint.validatesAnotherSet) options.validator?.validateSet([{ another: 'set' }]);
      return result;
    },
  };
});

/** Texts of one request or of an array, some requests repeated (so the rules that compare templates report). */
const editorText = fc
  .array(validRequest, { minLength: 1, maxLength: 4 })
  .chain((requests) => fc.tuple(fc.constant(requests), fc.array(fc.nat({ max: requests.length - 1 }), { maxLength: 2 }), fc.boolean()))
  .map(([requests, copies, single]) => {
    const all = [...requests, ...copies.map((index) => requests[index])];
    return JSON.stringify(single ? all[0] : all, null, 2);
  });

describe('the text validations shared by the preview pane and the lint pass', () => {
  propertyTest.prop([editorText], { numRuns: propertyRuns })('lint the text exactly as the validator itself does, and give each request its own diagnostics', (text) => {
    const validator = createValidator();
    const validation = createTextValidations()(validator, text);
    expect(validation.result).toEqual(lintText(text, { filePath: 'template.json', validator, together: true }));
    const value: unknown = JSON.parse(text);
    expect(validation.requests).toEqual(Array.isArray(value) ? value : [value]);
    const requests: unknown[] = Array.isArray(value) ? value : [value];
    expect(requests.map((_, index) => validation.diagnosticsOf(index))).toEqual(requests.map((request) => validator.validate(request).diagnostics));
  });

  test('validate a text once for both, and again only for another text or validator', () => {
    const validator = createValidator();
    const calls = { validateEntry: 0, validate: 0 };
    const spy: Validator = {
      ...validator,
      validateEntry: (request) => {
        calls.validateEntry += 1;
        return validator.validateEntry(request);
      },
      validate: (request) => {
        calls.validate += 1;
        return validator.validate(request);
      },
    };
    const validations = createTextValidations();
    const text = JSON.stringify([{ a: 1 }, { b: 2 }]);
    const first = validations(spy, text);
    expect(validations(spy, text)).toBe(first);
    expect(calls).toEqual({ validateEntry: 2, validate: 0 });
    expect(validations(spy, `${text} `)).not.toBe(first);
    expect(validations(createValidator(), text)).not.toBe(first);
  });

  test('text that is not JSON has no requests, and its lint is the plain one', () => {
    const validator = createValidator();
    const validation = createTextValidations()(validator, '{"a":');
    expect(validation.requests).toBeUndefined();
    expect(validation.result).toEqual(lintText('{"a":', { filePath: 'template.json', validator, together: true }));
  });

  test('a text that starts with a byte-order mark is read as lintText reads it: its requests are there to preview', () => {
    const validator = createValidator();
    const request = { chat_template_data: {} };
    const withMark = `\uFEFF${JSON.stringify(request)}`;
    const validation = createTextValidations()(validator, withMark);
    expect(validation.requests).toEqual([request]);
    expect(validation.diagnosticsOf(0)).toEqual(validator.validate(request).diagnostics);
    expect(validation.result).toEqual(lintText(withMark, { filePath: 'template.json', validator, together: true }));
  });

  test('a text nested deeper than lintText reads has no requests, though JSON.parse would read it: the preview and the editor agree', () => {
    const deep = `{"chat_template_data": ${'['.repeat(1001)}${']'.repeat(1001)}}`;
    expect(() => JSON.parse(deep) as unknown).not.toThrow();
    const validation = createTextValidations()(createValidator(), deep);
    expect(validation.requests).toBeUndefined();
    expect(validation.result.messages.map((message) => message.message)).toEqual(['Parsing error: arrays and objects nested deeper than 1000 levels.']);
  });

  test('keep the requests lintText read, when it validates other sets after them (fixed requests)', () => {
    const validator = createValidator();
    const requests = [{ a: 1 }, { b: 2 }];
    lint.validatesAnotherSet = true;
    try {
      const validation = createTextValidations()(validator, JSON.stringify(requests));
      expect(validation.requests).toEqual(requests);
      expect(validation.diagnosticsOf(1)).toEqual(validator.validate(requests[1]).diagnostics);
    } finally {
      lint.validatesAnotherSet = false;
    }
  });
  test('a key written twice is reported in the page\'s language, and a new language is a new validation', () => {
    const validator = createValidator();
    const text = '{"provider_integration_chat_id": "pi_1", "provider_integration_chat_id": "pi_1"}';
    const validations = createTextValidations();
    const english = validations(validator, text, 'en').result.messages.find((message) => message.ruleId === 'duplicate-key');
    const indonesian = validations(validator, text, 'id').result.messages.find((message) => message.ruleId === 'duplicate-key');
    expect(english?.message).toMatch(/^Duplicate key "provider_integration_chat_id"/);
    expect(indonesian?.message).toMatch(/^Kunci ganda "provider_integration_chat_id"/);
  });
});
