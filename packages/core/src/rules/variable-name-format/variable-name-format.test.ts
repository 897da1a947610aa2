import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row } from '../../testing/builders.js';
import { namedRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { fixTemplate } from '../../fix/fix-template.js';

const BODY = ['chat_template_data', 'chat_template_body'];

describe('variable-name-format', () => {
  test('accepts lowercase names with digits and underscores', () => {
    expect(diagnosticsOf(namedRequest(), 'variable-name-format')).toEqual([]);
  });

  test('reports a name with capitals and suggests a lowercase one', () => {
    const request = withValue(namedRequest(), BODY, body('Hi {{First_Name}}', [row('First_Name', 'Ana')]));
    expect(diagnosticsOf(request, 'variable-name-format')).toMatchObject([
      { messageId: 'invalid', range: [3, 17], data: { variable: '{{First_Name}}', suggestion: '{{first_name}}' } },
    ]);
  });

  test('reports a name with a space', () => {
    const request = withValue(namedRequest(), BODY, body('Hi {{first name}}', [row('first name', 'Ana')]));
    expect(diagnosticsOf(request, 'variable-name-format')).toMatchObject([{ data: { suggestion: '{{first_name}}' } }]);
  });

  test('the message keeps the user text verbatim', () => {
    const request = withValue(namedRequest(), BODY, body('{{Name}}', [row('Name', 'Ana')]));
    expect(diagnosticsOf(request, 'variable-name-format')[0]?.message).toContain('`{{Name}}`');
  });

  test.prop([fc.stringMatching(/^[a-z][a-z0-9_]{0,8}[A-Z -][a-z0-9_]{0,8}$/)])('any name with a capital, space or dash is reported once', (name) => {
    const request = withValue(namedRequest(), BODY, body(`Hi {{${name}}}`, [row(name, 'x')]));
    expect(diagnosticsOf(request, 'variable-name-format')).toHaveLength(1);
  });
});

describe('variable-name-format fixes', () => {
  test('renames the variable in the text and in its row', () => {
    const request = withValue(namedRequest(), BODY, body('Hi {{First_Name}}, bye {{First_Name}}', [row('First_Name', 'Ana')]));
    const fixed = fixTemplate(request).request;
    expect(fixed).toEqual(withValue(namedRequest(), BODY, body('Hi {{first_name}}, bye {{first_name}}', [row('first_name', 'Ana')])));
  });

  test('does not rename onto a name the text already uses', () => {
    const request = withValue(namedRequest(), BODY, body('{{first_name}} {{First_Name}}', [row('first_name', 'a'), row('First_Name', 'b')]));
    expect(diagnosticsOf(request, 'variable-name-format')[0]?.fix).toBeUndefined();
  });
});
