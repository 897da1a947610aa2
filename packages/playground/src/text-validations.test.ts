import { fc, test as propertyTest } from '@fast-check/vitest';
import { createValidator, type Validator } from '@templint/core';
import { propertyRuns, validRequest } from '@templint/core/testing';
import { lintText } from '@templint/lint/text';
import { describe, expect, test } from 'vitest';
import { createTextValidations } from './text-validations.js';

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
    expect(lintText(text, { filePath: 't.json', validator: validation.validator, together: true })).toEqual(lintText(text, { filePath: 't.json', validator, together: true }));
    const value: unknown = JSON.parse(text);
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
    lintText(text, { filePath: 't.json', validator: first.validator, together: true });
    expect(validations(spy, text)).toBe(first);
    expect(calls).toEqual({ validateEntry: 2, validate: 0 });
    expect(validations(spy, `${text} `)).not.toBe(first);
    expect(validations(createValidator(), text)).not.toBe(first);
  });

  test('text that is not JSON has no requests, and its lint is the plain one (a byte-order mark too)', () => {
    const validator = createValidator();
    const validations = createTextValidations();
    expect(validations(validator, '{"a":').requests).toBeUndefined();
    const withMark = '\uFEFF{"chat_template_data": {}}';
    expect(validations(validator, withMark).requests).toBeUndefined();
    expect(lintText(withMark, { filePath: 't.json', validator: validations(validator, withMark).validator, together: true })).toEqual(lintText(withMark, { filePath: 't.json', validator, together: true }));
  });
});
