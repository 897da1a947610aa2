import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons, ids } from '../../testing/builders.js';
import { authenticationRequest, normalRequest } from '../../testing/fixtures.js';
import { buttonPath, BUTTONS_PATH, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { copyCodeButtonAuthenticationOnly } from './copy-code-button-authentication-only.js';

const RULE = 'copy-code-button-authentication-only';
const CATEGORY = ['chat_template_data', 'chat_template_category_id'];

new RuleTester({ describe, test }).run(copyCodeButtonAuthenticationOnly, {
  valid: [
    ...validFixtureCases(),
    { name: 'an offer-code button in a marketing template', request: withValue(withValue(normalRequest(), CATEGORY, ids.category.marketing), BUTTONS_PATH, [buttons.offerCode('SUMMER10')]) },
    { name: 'an unknown category id', request: withValue(withValue(normalRequest(), CATEGORY, 999), BUTTONS_PATH, [buttons.copyCode()]) },
  ],
  invalid: [
    {
      name: 'a copy-code button in a utility template, at it, as an error',
      request: withValue(normalRequest(), BUTTONS_PATH, [buttons.quickReply('Hi'), buttons.copyCode()]),
      errors: [{ messageId: 'outsideAuthentication', path: buttonPath(1), data: { category: 'utility' }, severity: 'error' }],
    },
  ],
});

describe('copy-code-button-authentication-only properties', () => {
  test.prop([fc.constantFrom(...Object.entries(ids.category))])('a copy-code button is reported iff the category is not authentication', ([name, id]) => {
    const request = withValue(withValue(authenticationRequest(), CATEGORY, id), BUTTONS_PATH, [buttons.copyCode()]);
    expect(diagnosticsOf(request, RULE).length).toBe(name === 'authentication' ? 0 : 1);
  });
});
