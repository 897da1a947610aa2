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
    // A name of the wrong type is there: field-type says what is wrong with it, not that it is missing.
    ...[42, null, ['order_update'], { name: 'order_update' }].map((name) => ({
      name: `a name of the wrong type (${JSON.stringify(name)}) and no display name`,
      request: withValue(named(undefined, undefined), NAME, name),
    })),
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
  test.prop([fc.oneof(fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string()), fc.dictionary(fc.string(), fc.string())), fc.option(fc.string(), { nil: undefined })])(
    'a name of the wrong type is reported once, by field-type, with or without a display name',
    (name, displayName) => {
      const request = withValue(named(undefined, displayName), NAME, name);
      expect(diagnosticsOf(request, 'template-name-required')).toEqual([]);
      expect(diagnosticsOf(request, 'field-type').filter((diagnostic) => diagnostic.path.join('.') === NAME.join('.'))).toHaveLength(1);
    },
  );

  test.prop([fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,20}$/)])('a display name with a letter always stands in for a missing name', (displayName) => {
    expect(diagnosticsOf(named(undefined, displayName), 'template-name-required')).toEqual([]);
  });
});
