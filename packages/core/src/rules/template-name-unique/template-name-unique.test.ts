import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { templateNameUnique } from './template-name-unique.js';

const NAME = ['chat_template_data', 'chat_template_name'];

new RuleTester({ describe, test }).run(templateNameUnique, {
  valid: [
    { name: 'a name already used, when existingTemplateNames is not given (the rule does not run)', request: normalRequest() },
    { name: 'a name not yet used', request: normalRequest(), options: { existingTemplateNames: ['welcome'] } },
  ],
  invalid: [
    {
      name: 'a name already used',
      request: normalRequest(),
      options: { existingTemplateNames: ['order_update'] },
      errors: [{ messageId: 'taken', path: NAME, data: { name: 'order_update' } }],
    },
    {
      name: 'a derived name already used',
      request: withValue(normalRequest(), NAME, undefined),
      options: { existingTemplateNames: new Set(['order_update']) },
      errors: [{ messageId: 'derivedTaken', path: NAME, data: { name: 'order_update' } }],
    },
  ],
});

describe('template-name-unique properties', () => {
  test.prop([fc.uniqueArray(fc.stringMatching(/^[a-z_]{1,12}$/), { maxLength: 8 }), fc.stringMatching(/^[a-z_]{1,12}$/)])(
    'a name is reported iff it is in the existing names',
    (existing, name) => {
      const diagnostics = diagnosticsOf(withValue(normalRequest(), NAME, name), 'template-name-unique', { existingTemplateNames: existing });
      expect(diagnostics).toHaveLength(existing.includes(name) ? 1 : 0);
    },
  );
});
