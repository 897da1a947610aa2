import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const NAME = ['chat_template_data', 'chat_template_name'];

describe('template-name-unique', () => {
  test('does not run without existingTemplateNames', () => {
    expect(diagnosticsOf(normalRequest(), 'template-name-unique')).toEqual([]);
  });

  test('accepts a name not yet used', () => {
    expect(diagnosticsOf(normalRequest(), 'template-name-unique', { existingTemplateNames: ['welcome'] })).toEqual([]);
  });

  test('reports a name already used', () => {
    expect(diagnosticsOf(normalRequest(), 'template-name-unique', { existingTemplateNames: ['order_update'] })).toMatchObject([
      { messageId: 'taken', path: NAME, data: { name: 'order_update' } },
    ]);
  });

  test('reports a derived name already used', () => {
    const request = withValue(normalRequest(), NAME, undefined);
    expect(diagnosticsOf(request, 'template-name-unique', { existingTemplateNames: new Set(['order_update']) })).toMatchObject([
      { messageId: 'derivedTaken', data: { name: 'order_update' } },
    ]);
  });

  test.prop([fc.uniqueArray(fc.stringMatching(/^[a-z_]{1,12}$/), { maxLength: 8 }), fc.stringMatching(/^[a-z_]{1,12}$/)])(
    'a name is reported iff it is in the existing names',
    (existing, name) => {
      const diagnostics = diagnosticsOf(withValue(normalRequest(), NAME, name), 'template-name-unique', { existingTemplateNames: existing });
      expect(diagnostics).toHaveLength(existing.includes(name) ? 1 : 0);
    },
  );
});
