import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { deriveTemplateName } from '../../names/derive-template-name.js';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { templateNameDerived } from './template-name-derived.js';

const NAME = ['chat_template_data', 'chat_template_name'];
const DISPLAY = ['chat_template_data', 'chat_template_display_name'];
const withoutName = (displayName: string): ReturnType<typeof normalRequest> => withValue(withValue(normalRequest(), NAME, undefined), DISPLAY, displayName);

new RuleTester({ describe, test }).run(templateNameDerived, {
  valid: [{ name: 'a request that sends its name', request: normalRequest() }],
  invalid: [
    {
      name: 'a missing name: a warning with the name derived from the display name, which the fix sets',
      request: withoutName('Summer Sale 2024!'),
      errors: [{ messageId: 'derived', severity: 'warning', path: NAME, data: { displayName: 'Summer Sale 2024!', name: 'summer_sale_2024' } }],
      output: withValue(withoutName('Summer Sale 2024!'), NAME, 'summer_sale_2024'),
    },
    {
      name: 'an empty name, which the message does not call unsent',
      request: withValue(withoutName('Order update'), NAME, ''),
      errors: [
        {
          messageId: 'derived',
          message: 'The template has no `chat_template_name` (missing or empty), so it will be derived from the display name "Order update": `order_update`. Set it explicitly to be sure of the name.',
          path: NAME,
        },
      ],
      output: withValue(withoutName('Order update'), NAME, 'order_update'),
    },
  ],
});

describe('template-name-derived properties', () => {
  test.prop([fc.string({ minLength: 1, maxLength: 40 })])('the warning names exactly what deriveTemplateName gives', (displayName) => {
    const derived = deriveTemplateName(displayName);
    const diagnostics = diagnosticsOf(withoutName(displayName), 'template-name-derived');
    expect(diagnostics.map((diagnostic) => diagnostic.data?.name)).toEqual(derived === '' ? [] : [derived]);
  });
});
