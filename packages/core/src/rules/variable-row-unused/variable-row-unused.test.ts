import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row } from '../../testing/builders.js';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { fixTemplate } from '../../fix/fix-template.js';

const BODY = ['chat_template_data', 'chat_template_body'];

describe('variable-row-unused', () => {
  test('accepts rows that all appear in the text', () => {
    expect(diagnosticsOf(normalRequest(), 'variable-row-unused')).toEqual([]);
  });

  test('reports a row whose key is not in the text, at its key', () => {
    const request = withValue(normalRequest(), BODY, body('Hi {{1}}', [row('1', 'Ana'), row('{{2}}', 'extra')]));
    expect(diagnosticsOf(request, 'variable-row-unused')).toMatchObject([
      { messageId: 'unused', path: [...BODY, 'chat_template_body_variable_data', 1, 'chat_template_dynamic_variable_key'], data: { key: '2' } },
    ]);
  });

  test('reports rows on a text without variables', () => {
    const request = withValue(normalRequest(), BODY, body('Hello there', [row('1', 'Ana')]));
    expect(diagnosticsOf(request, 'variable-row-unused')).toHaveLength(1);
  });

  test.prop([fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/)])('a row for a name absent from the text is always reported', (name) => {
    const request = withValue(normalRequest(), BODY, body('Hi {{1}}', [row('1', 'Ana'), row(name, 'x')]));
    expect(diagnosticsOf(request, 'variable-row-unused')).toHaveLength(1);
  });
});

describe('variable-row-unused and loose keys', () => {
  test('a key with extra spaces or braces is fixed to the variable it names', () => {
    const request = withValue(normalRequest(), BODY, body('Hi {{1}}', [row(' {{ 1 }} ', 'Ana')]));
    const [diagnostic] = diagnosticsOf(request, 'variable-row-unused');
    const keyPath = [...BODY, 'chat_template_body_variable_data', 0, 'chat_template_dynamic_variable_key'];
    expect(diagnostic).toMatchObject({ messageId: 'looseKey', path: keyPath, data: { name: '1' }, fix: { edits: [{ op: 'set', path: keyPath, value: '1' }] } });
    expect(diagnosticsOf(fixTemplate(request).request, 'variable-row-unused')).toEqual([]);
  });

  test('no fix when the variable already has a row', () => {
    const request = withValue(normalRequest(), BODY, body('Hi {{1}}', [row('1', 'Ana'), row('{1}', 'Bo')]));
    expect(diagnosticsOf(request, 'variable-row-unused')).toMatchObject([{ messageId: 'unused' }]);
  });

  test.prop([fc.stringMatching(/^[a-z_]{1,8}$/), fc.stringMatching(/^[ {]{1,3}$/), fc.stringMatching(/^[ }]{1,3}$/)])(
    'any spacing or bracing of a named key is fixed back to the name',
    (name, before, after) => {
      const request = withValue(normalRequest(), BODY, body(`Hi {{${name}}}`, [row(`${before}${name}${after}`, 'x')]));
      const fixed = fixTemplate(request).request;
      expect(diagnosticsOf(fixed, 'variable-row-unused')).toEqual([]);
      expect(diagnosticsOf(fixed, 'variable-row-missing')).toEqual([]);
    },
  );
});
