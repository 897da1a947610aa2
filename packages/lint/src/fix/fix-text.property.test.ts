// `templint --fix` (fixText, on text) and `fixTemplate` (on the parsed value) choose their fixes with
// core's one `selectFixes`: whatever the layout of the file, the fixed text parses to fixTemplate's result.
import { fc, test } from '@fast-check/vitest';
import { createValidator, fixTemplate } from '@templint/core';
import { propertyRuns, validRequest, type Json, type JsonRecord } from '@templint/core/testing';
import { describe, expect } from 'vitest';
import { fixText } from './fix-text.js';
import { reorder } from '../reorder-keys.test-support.js';

const validator = createValidator();

/** A copy of a JSON value with `edit` applied to every object (parents first). */
function mapObjects(value: Json, edit: (object: JsonRecord) => JsonRecord): Json {
  if (Array.isArray(value)) return value.map((item) => mapObjects(item, edit));
  if (value === null || typeof value !== 'object') return value;
  const edited = edit(value);
  return Object.fromEntries(Object.entries(edited).map(([key, item]) => [key, mapObjects(item, edit)]));
}

/** The object with key `from` renamed to `to`, in place among its siblings. */
function renameKey(object: JsonRecord, from: string, to: string): JsonRecord {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key === from ? to : key, value]));
}

/** Breakages that each rule repairs with a certain fix, several of which may land in one file. */
const FIXABLE: Readonly<Record<string, (request: JsonRecord) => JsonRecord>> = {
  'a mistyped footer key': (request) => mapObjects(request, (object) => renameKey(object, 'chat_template_footer', 'chat_template_foter')) as JsonRecord,
  'a mistyped body description key': (request) =>
    mapObjects(request, (object) => renameKey(object, 'chat_template_body_value', 'chat_template_body_valeu')) as JsonRecord,
  'row keys written with braces and spaces': (request) =>
    mapObjects(request, (object) =>
      typeof object.chat_template_dynamic_variable_key === 'string'
        ? { ...object, chat_template_dynamic_variable_key: ` {{${object.chat_template_dynamic_variable_key}}} ` }
        : object,
    ) as JsonRecord,
  'a missing template name, derived from the display name': (request) =>
    mapObjects(request, (object) => {
      if (!('chat_template_name' in object)) return object;
      const rest = Object.fromEntries(Object.entries(object).filter(([key]) => key !== 'chat_template_name'));
      return { ...rest, chat_template_display_name: 'Order update 2' };
    }) as JsonRecord,
  'a missing named-parameter flag': (request) =>
    request.flag_named_parameter === true ? { ...request, flag_named_parameter: false } : request,
};

const broken = fc
  .tuple(validRequest, fc.subarray(Object.keys(FIXABLE), { minLength: 1 }))
  .map(([request, names]) => names.reduce((current, name) => FIXABLE[name]?.(current) ?? current, request));

const layout = fc.record({ indent: fc.constantFrom<string | number>(0, 2, 4, '\t'), seed: fc.integer(), crlf: fc.boolean() });

/** The same value written with an indentation, a key order and line ends given by the layout. */
function write(value: Json, { indent, seed, crlf }: { indent: string | number; seed: number; crlf: boolean }): string {
  const text = JSON.stringify(reorder(value, seed), null, indent);
  return crlf ? text.replaceAll('\n', '\r\n') : text;
}

describe('fixText and fixTemplate', () => {
  test('the generated files do have fixes to apply, so the properties below test something', () => {
    const samples = fc.sample(broken, { numRuns: 40, seed: 7 });
    const fixed = samples.filter((request) => fixTemplate(request).fixed.length > 0);
    expect(fixed.length).toBeGreaterThan(30);
  });

  test.prop([broken, layout], { numRuns: propertyRuns })('a file of one request: the fixed text parses to fixTemplate’s request', (request, shape) => {
    const { output } = fixText(write(request, shape), validator);
    expect(JSON.parse(output)).toEqual(fixTemplate(request).request);
  });

  test.prop([fc.array(broken, { minLength: 1, maxLength: 3 }), layout], { numRuns: Math.max(10, Math.floor(propertyRuns / 2)) })(
    'a file of several requests: each fixed as fixTemplate fixes it alone',
    (requests, shape) => {
      const { output } = fixText(write(requests, shape), validator);
      expect(JSON.parse(output)).toEqual(requests.map((request) => fixTemplate(request).request));
    },
  );
});
