import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons } from '../../testing/builders.js';
import { authenticationRequest, normalRequest } from '../../testing/fixtures.js';
import { buttonPath, BUTTONS_PATH, diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { authenticationCopyCodeButton } from './authentication-copy-code-button.js';

const withButtons = (list: ReturnType<typeof buttons.copyCode>[]): ReturnType<typeof authenticationRequest> => withValue(authenticationRequest(), BUTTONS_PATH, list);

new RuleTester({ describe, test }).run(authenticationCopyCodeButton, {
  valid: [
    { name: 'an authentication template with a copy-code button', request: authenticationRequest() },
    { name: 'a template of another category, whatever its buttons', request: normalRequest() },
  ],
  invalid: [
    {
      name: 'an authentication template without buttons',
      request: withButtons([]),
      errors: [{ messageId: 'missing', path: BUTTONS_PATH }],
    },
    {
      name: 'a quick-reply button in an authentication template',
      request: withButtons([buttons.copyCode(), buttons.quickReply('Resend')]),
      errors: [{ messageId: 'otherButton', path: buttonPath(1), data: { kind: 'quick reply' } }],
    },
    {
      name: 'an offer-code button, which is not the copy-code button an authentication template needs',
      request: withButtons([buttons.offerCode('SUMMER10')]),
      errors: [
        { messageId: 'otherButton', path: buttonPath(0), data: { kind: 'offer code' } },
        { messageId: 'missing', path: BUTTONS_PATH },
      ],
    },
  ],
});

describe('authentication-copy-code-button properties', () => {
  test.prop([fc.array(fc.constantFrom('website', 'quickReply', 'copyCode'), { maxLength: 4 })])(
    'reports one per other button, and one more when no copy-code button is there',
    (kinds) => {
      const list = kinds.map((kind) => (kind === 'website' ? buttons.website('Go', 'https://example.com') : kind === 'quickReply' ? buttons.quickReply('Ok') : buttons.copyCode()));
      const others = kinds.filter((kind) => kind !== 'copyCode').length;
      const missing = kinds.includes('copyCode') ? 0 : 1;
      expect(diagnosticsOf(withButtons(list), 'authentication-copy-code-button')).toHaveLength(others + missing);
    },
  );
});
