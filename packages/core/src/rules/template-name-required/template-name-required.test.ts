import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { templateNameRequired } from './template-name-required.js';

const NAME = ['chat_template_data', 'chat_template_name'];
const DISPLAY = ['chat_template_data', 'chat_template_display_name'];
/** The normal fixture with this name and display name (`undefined` drops the key). */
const named = (name: string | undefined, displayName: string | undefined): ReturnType<typeof normalRequest> =>
  withValue(withValue(normalRequest(), NAME, name), DISPLAY, displayName);

new RuleTester({ describe, test }).run(templateNameRequired, {
  valid: [
    { name: 'a request with a name', request: normalRequest() },
    { name: 'a missing name when the display name gives one (template-name-derived only warns)', request: named(undefined, 'Order update') },
  ],
  invalid: [
    { name: 'a missing name when there is no display name', request: named(undefined, undefined), errors: [{ messageId: 'missing', path: NAME }] },
    { name: 'an empty name when there is no display name', request: named('', undefined), errors: [{ messageId: 'missing', path: NAME }] },
    {
      name: 'a display name with nothing to derive from',
      request: named(undefined, '🎉🎉'),
      errors: [{ messageId: 'underivable', path: NAME, data: { displayName: '🎉🎉' } }],
    },
    {
      // Devanagari has letters, but none a name can keep: the message must not say it has none.
      name: 'a display name in another script says it has no Latin letter, not no letter',
      request: named(undefined, 'ऑर्डर अपडेट'),
      errors: [
        {
          messageId: 'underivable',
          message:
            'The template has no `chat_template_name`, and the display name "ऑर्डर अपडेट" has no Latin letter or digit to derive one from; add a machine name such as `order_update`.',
        },
      ],
    },
  ],
});

describe('template-name-required properties', () => {
  test.prop([fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,20}$/)])('a display name with a letter always stands in for a missing name', (displayName) => {
    expect(diagnosticsOf(named(undefined, displayName), 'template-name-required')).toEqual([]);
  });
});
