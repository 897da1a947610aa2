import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { applyEdits } from '../../fix/apply-edits.js';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { unknownField } from './unknown-field.js';

const DATA = ['chat_template_data'];
const BODY = [...DATA, 'chat_template_body'];
const TYPO = [...DATA, 'chat_template_bdy'];
/** The normal fixture with its body under a mistyped key. */
const bodyUnderTypo = (): ReturnType<typeof normalRequest> => withValue(withValue(normalRequest(), TYPO, { chat_template_body_value: 'Hi' }), BODY, undefined);
const QUICK_REPLY_FIELD = [...DATA, 'chat_template_button', 1, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 0];

new RuleTester({ describe, test }).run(unknownField, {
  valid: [
    { name: 'a request of known fields only', request: normalRequest() },
    { name: 'a top-level $schema', request: withValue(normalRequest(), ['$schema'], './schema.json') },
  ],
  invalid: [
    {
      name: 'a near miss, with the close field name and a rename fix',
      request: bodyUnderTypo(),
      errors: [{ messageId: 'typo', severity: 'warning', path: TYPO, data: { field: 'chat_template_bdy', suggestion: 'chat_template_body' } }],
      output: withValue(normalRequest(), BODY, { chat_template_body_value: 'Hi' }),
    },
    {
      name: 'a near miss of a field that is already present, without a suggestion',
      request: withValue(normalRequest(), TYPO, 'x'),
      errors: [{ messageId: 'unknown', path: TYPO, data: { field: 'chat_template_bdy' } }],
    },
    {
      name: 'a key with no close field, without a fix',
      request: withValue(normalRequest(), ['internal_note'], 'x'),
      errors: [{ messageId: 'unknown', path: ['internal_note'], data: { field: 'internal_note' } }],
    },
    {
      // "`` is not a field" named nothing a reader could find.
      name: 'an empty key, shown as JSON writes it',
      request: withValue(normalRequest(), [''], 'x'),
      errors: [{ messageId: 'unknown', path: [''], data: { field: '""' }, message: '`""` is not a field the spec defines here; the platform ignores or rejects it. Remove it.' }],
    },
    {
      // The message stays on one line: a raw line break in it broke the report's lines.
      name: 'a key holding a line break, shown escaped as JSON writes it',
      request: withValue(normalRequest(), ['internal\nnote'], 'x'),
      errors: [{ messageId: 'unknown', path: ['internal\nnote'], message: '`"internal\\nnote"` is not a field the spec defines here; the platform ignores or rejects it. Remove it.' }],
    },
    {
      // Shown bare, the key and the field it suggests read the same: "`chat_template_body` is not a field
      // here; did you mean `chat_template_body`?" (found by QA: a zero-width space pasted from a web page).
      name: 'a near miss holding a zero-width space keeps its rename fix, the character named',
      request: withValue(withValue(normalRequest(), [...DATA, 'chat_template_body\u200b'], { chat_template_body_value: 'Hi' }), BODY, undefined),
      errors: [
        {
          messageId: 'typo',
          path: [...DATA, 'chat_template_body\u200b'],
          message: '`chat_template_body<U+200B>` is not a field here; did you mean `chat_template_body`?',
        },
      ],
      output: withValue(normalRequest(), BODY, { chat_template_body_value: 'Hi' }),
    },
    {
      name: 'a key holding a no-break space and a line break, each shown so',
      request: withValue(normalRequest(), ['internal\u00a0note\n'], 'x'),
      errors: [{ messageId: 'unknown', path: ['internal\u00a0note\n'], data: { field: '"internal<U+00A0>note\\n"' } }],
    },
    {
      name: 'a key holding a quote, shown as JSON writes it',
      request: withValue(normalRequest(), ['say "hi"'], 'x'),
      errors: [{ messageId: 'unknown', path: ['say "hi"'], data: { field: '"say \\"hi\\""' } }],
    },
    {
      name: 'a near miss holding a tab keeps its rename fix, the key shown escaped',
      request: withValue(withValue(normalRequest(), [...DATA, 'chat_template_body\t'], { chat_template_body_value: 'Hi' }), BODY, undefined),
      errors: [{ messageId: 'typo', path: [...DATA, 'chat_template_body\t'], data: { field: '"chat_template_body\\t"', suggestion: 'chat_template_body' } }],
      output: withValue(normalRequest(), BODY, { chat_template_body_value: 'Hi' }),
    },
    {
      name: 'a near miss in a nested object such as a button field',
      request: withValue(normalRequest(), [...QUICK_REPLY_FIELD, 'field_placeholdr'], 'Type here'),
      errors: [{ messageId: 'typo', path: [...QUICK_REPLY_FIELD, 'field_placeholdr'], data: { field: 'field_placeholdr', suggestion: 'field_placeholder' } }],
      output: withValue(normalRequest(), [...QUICK_REPLY_FIELD, 'field_placeholder'], 'Type here'),
    },
  ],
});

describe('unknown-field properties', () => {
  // eslint-disable-next-line no-control-regex -- keys holding control characters are the input
  test.prop([fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }).filter((key) => /[\0-\x1f]/.test(key))])(
    'the message of a key holding a control character holds none: it names the key as JSON writes it',
    (key) => {
      const [diagnostic] = diagnosticsOf(withValue(normalRequest(), [`x${key}`], 1), 'unknown-field');
      expect(diagnostic?.message).toContain(`\`${JSON.stringify(`x${key}`)}\``);
      // eslint-disable-next-line no-control-regex -- looking for control characters is the test
      expect(diagnostic?.message).not.toMatch(/[\0-\x1f]/);
    },
  );

  test('reports on the key, not on its value', () => {
    expect(diagnosticsOf(bodyUnderTypo(), 'unknown-field').map((diagnostic) => diagnostic.target)).toEqual(['key']);
  });

  const knownTopLevel = ['chat_template_id', 'provider_integration_chat_id', 'chat_template_type_id', 'flag_named_parameter', 'chat_template_flag_flow'];
  test.prop([fc.constantFrom(...knownTopLevel), fc.nat()])('dropping one letter of a known top-level key is fixed back to it', (key, position) => {
    const request = normalRequest();
    const value = request[key] ?? null;
    const typo = key.slice(0, position % key.length) + key.slice((position % key.length) + 1);
    const broken = withValue(withValue(request, [key], undefined), [typo], value);
    const [diagnostic] = diagnosticsOf(broken, 'unknown-field');
    expect(diagnostic?.data?.suggestion).toBe(key);
    const fixed = applyEdits(broken, diagnostic?.fix?.edits ?? []);
    expect(diagnosticsOf(fixed, 'unknown-field')).toEqual([]);
  });
});
