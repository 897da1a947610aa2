import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { applyEdits } from '../../fix/apply-edits.js';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const DATA = ['chat_template_data'];

describe('unknown-field', () => {
  test('accepts a request of known fields only', () => {
    expect(diagnosticsOf(normalRequest(), 'unknown-field')).toEqual([]);
  });

  test('suggests the close field name, on the key, with a rename fix', () => {
    const request = withValue(withValue(normalRequest(), [...DATA, 'chat_template_bdy'], { chat_template_body_value: 'Hi' }), [...DATA, 'chat_template_body'], undefined);
    const [diagnostic] = diagnosticsOf(request, 'unknown-field');
    expect(diagnostic).toMatchObject({
      messageId: 'typo',
      severity: 'warning',
      target: 'key',
      path: [...DATA, 'chat_template_bdy'],
      data: { field: 'chat_template_bdy', suggestion: 'chat_template_body' },
      fix: { edits: [{ op: 'rename', path: [...DATA, 'chat_template_bdy'], key: 'chat_template_body' }] },
    });
  });

  test('does not suggest a field that is already present', () => {
    const request = withValue(normalRequest(), [...DATA, 'chat_template_bdy'], 'x');
    expect(diagnosticsOf(request, 'unknown-field')).toMatchObject([{ messageId: 'unknown' }]);
  });

  test('reports a key with no close field, without a fix', () => {
    const [diagnostic] = diagnosticsOf(withValue(normalRequest(), ['internal_note'], 'x'), 'unknown-field');
    expect(diagnostic).toMatchObject({ messageId: 'unknown', path: ['internal_note'] });
    expect(diagnostic?.fix).toBeUndefined();
  });

  test('checks nested objects such as button fields', () => {
    const path = [...DATA, 'chat_template_button', 1, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 0, 'field_placeholdr'];
    expect(diagnosticsOf(withValue(normalRequest(), path, 'Type here'), 'unknown-field')).toMatchObject([{ messageId: 'typo', data: { suggestion: 'field_placeholder' } }]);
  });

  test('allows a top-level $schema', () => {
    expect(diagnosticsOf(withValue(normalRequest(), ['$schema'], './schema.json'), 'unknown-field')).toEqual([]);
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
