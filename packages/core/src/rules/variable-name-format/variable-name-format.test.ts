import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { catalogIndexOf } from '../../catalog/default-catalog-index.js';
import { defaultCatalog } from '../../catalog/default-catalog.js';
import type { Fix } from '../../diagnostic.js';
import { buildModel } from '../../model/build-model.js';
import { body, row } from '../../testing/builders.js';
import { namedRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { variableNameFormat } from './variable-name-format.js';

const BODY = ['chat_template_data', 'chat_template_body'];
const TEXT = [...BODY, 'chat_template_body_value'];
const withBody = (text: string, rows: ReturnType<typeof row>[]): ReturnType<typeof namedRequest> => withValue(namedRequest(), BODY, body(text, rows));
/** The numbered fixture (flag false) with this body. */
const withNumberedBody = (text: string, rows: ReturnType<typeof row>[]): ReturnType<typeof normalRequest> => withValue(normalRequest(), BODY, body(text, rows));

new RuleTester({ describe, test }).run(variableNameFormat, {
  valid: [{ name: 'lowercase names with digits and underscores', request: namedRequest() }],
  invalid: [
    {
      name: 'a name with capitals, renamed to a lowercase one in the text and its row',
      request: withBody('Hi {{First_Name}}', [row('First_Name', 'Ana')]),
      errors: [{ messageId: 'invalid', path: TEXT, range: [3, 17], data: { place: 'body', variable: '{{First_Name}}', suggestion: '{{first_name}}' } }],
      output: withBody('Hi {{first_name}}', [row('first_name', 'Ana')]),
    },
    {
      // "`{{1}}` ... write it as `{{1}}`" showed two names that look the same.
      name: 'a name holding a zero-width space names the character',
      request: withNumberedBody('Hi {{\u200b1}}', [row('\u200b1', 'Ana')]),
      errors: [
        {
          messageId: 'invalid',
          path: TEXT,
          data: { place: 'body', variable: '{{<U+200B>1}}', suggestion: '{{1}}' },
          message: 'The body variable `{{<U+200B>1}}` uses characters other than lowercase letters a-z, digits 0-9 and underscores; write it as `{{1}}`.',
        },
      ],
      output: withNumberedBody('Hi {{1}}', [row('1', 'Ana')]),
    },
    {
      name: 'a name with a space',
      request: withBody('Hi {{first name}}', [row('first name', 'Ana')]),
      errors: [{ messageId: 'invalid', path: TEXT, range: [3, 17], data: { place: 'body', variable: '{{first name}}', suggestion: '{{first_name}}' } }],
      output: withBody('Hi {{first_name}}', [row('first_name', 'Ana')]),
    },
    {
      name: 'a name used twice, each use reported and renamed with its row',
      request: withBody('Hi {{First_Name}}, bye {{First_Name}}', [row('First_Name', 'Ana')]),
      errors: [
        { messageId: 'invalid', path: TEXT, range: [3, 17], data: { variable: '{{First_Name}}', suggestion: '{{first_name}}' } },
        { messageId: 'invalid', path: TEXT, range: [23, 37], data: { variable: '{{First_Name}}', suggestion: '{{first_name}}' } },
      ],
      output: withBody('Hi {{first_name}}, bye {{first_name}}', [row('first_name', 'Ana')]),
    },
    // Names as Brazilian and Mexican businesses write them: the accent is dropped, not the letter.
    {
      name: 'a Portuguese name with an accent, renamed without it ({{numero_pedido}}, not {{n_mero_pedido}})',
      request: withBody('Seu pedido {{número_pedido}} está confirmado.', [row('número_pedido', '30917')]),
      errors: [{ messageId: 'invalid', path: TEXT, range: [11, 28], data: { variable: '{{número_pedido}}', suggestion: '{{numero_pedido}}' } }],
      output: withBody('Seu pedido {{numero_pedido}} está confirmado.', [row('numero_pedido', '30917')]),
    },
    {
      name: 'a Spanish name with ñ and an accent, renamed without them',
      request: withBody('Tu cita es el {{fecha_año}} a las {{hora_reservación}}.', [row('fecha_año', '21/03/2025'), row('hora_reservación', '10:30')]),
      errors: [
        { messageId: 'invalid', path: TEXT, data: { variable: '{{fecha_año}}', suggestion: '{{fecha_ano}}' } },
        { messageId: 'invalid', path: TEXT, data: { variable: '{{hora_reservación}}', suggestion: '{{hora_reservacion}}' } },
      ],
      output: withBody('Tu cita es el {{fecha_ano}} a las {{hora_reservacion}}.', [row('fecha_ano', '21/03/2025'), row('hora_reservacion', '10:30')]),
    },
    {
      name: 'a name in Devanagari, with {{name}} suggested and no fix (no letter of it is a-z)',
      request: withBody('नमस्ते {{नाम}}, आपका ऑर्डर तैयार है।', [row('नाम', 'राजेश')]),
      errors: [{ messageId: 'invalid', path: TEXT, data: { variable: '{{नाम}}', suggestion: '{{name}}' } }],
    },
    {
      name: 'Arabic-Indic digits (an Arabic keyboard\'s): {{١}} and {{٢}} are {{1}} and {{2}}, fixed to them',
      request: withNumberedBody('مرحبا {{\u0661}}، طلبك {{\u0662}} جاهز.', [row('1', 'مريم'), row('2', '#1042')]),
      errors: [
        { messageId: 'invalid', path: TEXT, range: [6, 11], data: { variable: '{{\u0661}}', suggestion: '{{1}}' } },
        { messageId: 'invalid', path: TEXT, data: { variable: '{{\u0662}}', suggestion: '{{2}}' } },
      ],
      output: withNumberedBody('مرحبا {{1}}، طلبك {{2}} جاهز.', [row('1', 'مريم'), row('2', '#1042')]),
    },
    {
      name: 'Devanagari and Persian digits: {{१}} is {{1}}, {{۱۰}} is {{10}}',
      request: withNumberedBody('नमस्ते {{\u0967}}, कोड {{\u06F1\u06F0}}', [row('1', 'राजेश')]),
      errors: [
        { messageId: 'invalid', path: TEXT, data: { variable: '{{\u0967}}', suggestion: '{{1}}' } },
        { messageId: 'invalid', path: TEXT, data: { variable: '{{\u06F1\u06F0}}', suggestion: '{{10}}' } },
      ],
    },
    {
      name: '{{ 1 }} in a numbered body, fixed to {{1}}',
      request: withNumberedBody('Hi {{ 1 }}, order {{2}}', [row(' 1 ', 'Ana'), row('2', '#1')]),
      errors: [{ messageId: 'invalid', path: TEXT, range: [3, 10], data: { variable: '{{ 1 }}', suggestion: '{{1}}' } }],
      output: withNumberedBody('Hi {{1}}, order {{2}}', [row('1', 'Ana'), row('2', '#1')]),
    },
    {
      name: '{{ 7 }} alone in a numbered body, without a fix: {{7}} would skip 1 to 6 (variable-sequence\'s error)',
      request: withNumberedBody('Order {{ 7 }} ships today', [row(' 7 ', '#1')]),
      errors: [{ messageId: 'invalid', path: TEXT, data: { variable: '{{ 7 }}', suggestion: '{{7}}' } }],
    },
    {
      name: '{{ 2 }} beside {{1}} in a numbered body, fixed to {{2}}: the numbers still run from 1',
      request: withNumberedBody('Hi {{1}}, order {{ 2 }} ships', [row('1', 'Ana'), row(' 2 ', '#1')]),
      errors: [{ messageId: 'invalid', path: TEXT, data: { variable: '{{ 2 }}', suggestion: '{{2}}' } }],
      output: withNumberedBody('Hi {{1}}, order {{2}} ships', [row('1', 'Ana'), row('2', '#1')]),
    },
    {
      name: '{{Ship-Date}} in a numbered body, without a fix: {{ship_date}} would mix kinds and need the named flag',
      request: withNumberedBody('Hi {{1}}, it ships on {{Ship-Date}}', [row('1', 'Ana'), row('Ship-Date', 'May 4')]),
      errors: [{ messageId: 'invalid', path: TEXT, data: { variable: '{{Ship-Date}}', suggestion: '{{ship_date}}' } }],
    },
    {
      name: '{{Ship-Date}} alone in a template without the named flag, without a fix: the flag is the author\'s choice',
      request: withNumberedBody('It ships on {{Ship-Date}}', [row('Ship-Date', 'May 4')]),
      errors: [{ messageId: 'invalid', path: TEXT, data: { variable: '{{Ship-Date}}', suggestion: '{{ship_date}}' } }],
    },
    {
      name: '{{ 1 }} in a named body, without a fix: {{1}} is numbered, which a named template must not use',
      request: withBody('Hi {{first_name}}, order {{ 1 }}', [row('first_name', 'Ana'), row(' 1 ', '#1')]),
      errors: [{ messageId: 'invalid', path: TEXT, data: { variable: '{{ 1 }}', suggestion: '{{1}}' } }],
    },
    {
      name: 'a name whose lowercase form the text already uses, without a fix',
      request: withBody('{{first_name}} {{First_Name}}', [row('first_name', 'a'), row('First_Name', 'b')]),
      errors: [{ messageId: 'invalid', path: TEXT, range: [15, 29], data: { variable: '{{First_Name}}', suggestion: '{{first_name}}' } }],
    },
  ],
});

describe('variable-name-format properties', () => {
  test('the message keeps the user text verbatim, braces included', () => {
    expect(diagnosticsOf(withBody('{{Name}}', [row('Name', 'Ana')]), 'variable-name-format')[0]?.message).toContain('`{{Name}}`');
  });

  test.prop([fc.stringMatching(/^[a-z][a-z0-9_]{0,8}[A-Z -][a-z0-9_]{0,8}$/)])('any name with a capital, space or dash is reported once', (name) => {
    expect(diagnosticsOf(withBody(`Hi {{${name}}}`, [row(name, 'x')]), 'variable-name-format')).toHaveLength(1);
  });
});

describe('variable-name-format grows linearly (issue 21 point 11: 16,000 malformed placeholders took 21 s)', () => {
  /** How many placeholders the rule reads, and the characters of the fixes it makes, for a body of `count` malformed ones. */
  function workFor(count: number): { reads: number; fixCharacters: number; diagnostics: number } {
    const text = Array.from({ length: count }, (_, index) => `word {{Var-${String(index)}}}`).join(' ');
    const model = buildModel(withBody(text, []), { catalog: catalogIndexOf(defaultCatalog, 'test'), existingTemplateNames: undefined, flowIds: undefined });
    let reads = 0;
    const slots = model.slots.map((slot) => {
      const counted = new Proxy(slot.parsed.placeholders, {
        get(target, key, receiver) {
          if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
      const parsed = { ...slot.parsed, placeholders: counted };
      // The slot's other facts are getters: read them from the slot itself.
      return new Proxy(slot, { get: (target, key) => (key === 'parsed' ? parsed : (Reflect.get(target, key) as unknown)) });
    });
    const fixes = new Set<unknown>();
    let diagnostics = 0;
    variableNameFormat.check({
      model: { ...model, slots, namedParameters: model.namedParameters },
      options: {},
      report: (descriptor) => {
        diagnostics += 1;
        if (descriptor.fix) fixes.add(descriptor.fix);
      },
    });
    let fixCharacters = 0;
    for (const fix of fixes as Set<Fix>) for (const edit of fix.edits) fixCharacters += JSON.stringify(edit).length;
    return { reads, fixCharacters, diagnostics };
  }

  test('4x the placeholders: 4x the reads and 4x the fix text (one shared fix per text, not one text per placeholder)', () => {
    const small = workFor(500);
    const large = workFor(2000);
    expect([small.diagnostics, large.diagnostics]).toEqual([500, 2000]);
    expect(large.reads).toBeLessThanOrEqual(4 * small.reads + 10);
    expect(large.reads).toBeLessThanOrEqual(4 * 2000);
    expect(large.fixCharacters).toBeLessThanOrEqual(4.2 * small.fixCharacters);
  });
});
