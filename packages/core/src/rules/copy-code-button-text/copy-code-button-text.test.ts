import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons } from '../../testing/builders.js';
import { authenticationRequest, normalRequest } from '../../testing/fixtures.js';
import { buttonFieldValuePath as valuePath, BUTTONS_PATH, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { copyCodeButtonText } from './copy-code-button-text.js';

const RULE = 'copy-code-button-text';

/** The authentication fixture with its copy-code button text set to `text`. */
const withCopyCodeText = (text: string): ReturnType<typeof authenticationRequest> => withValue(authenticationRequest(), valuePath(0, 0), text);
/** The normal fixture with a copy-offer-code button as its second button. */
const withOfferCode = (): ReturnType<typeof normalRequest> => withValue(normalRequest(), [...BUTTONS_PATH, 1], buttons.offerCode('SUMMER20'));

new RuleTester({ describe, test }).run(copyCodeButtonText, {
  valid: [
    ...validFixtureCases(undefined, (kind) => `the buttons of the valid ${kind} fixture`),
    { name: 'the text Copy Code', request: withCopyCodeText('Copy Code') },
    { name: 'a copy-offer-code button with the text Copy code', request: withOfferCode() },
    { name: 'the text of another button kind', request: withValue(normalRequest(), valuePath(1, 0), 'copy code') },
  ],
  invalid: [
    {
      name: 'the text copy code in lower case, fixed',
      request: withCopyCodeText('copy code'),
      errors: [{ messageId: 'wrongText', path: valuePath(0, 0), data: { text: 'copy code' } }],
      output: withCopyCodeText('Copy code'),
    },
    {
      name: 'a text with a trailing space, fixed',
      request: withCopyCodeText('Copy code '),
      errors: [{ messageId: 'wrongText', path: valuePath(0, 0), data: { text: 'Copy code ' } }],
      output: withCopyCodeText('Copy code'),
    },
    {
      name: 'another wording such as Copy OTP, left to a person',
      request: withValue(authenticationRequest(), [...BUTTONS_PATH, 0], buttons.copyCode('Copy OTP')),
      errors: [{ messageId: 'wrongText', path: valuePath(0, 0), data: { text: 'Copy OTP' } }],
    },
    {
      name: 'a copy-offer-code button with the text Get the code',
      request: withValue(withOfferCode(), valuePath(1, 0), 'Get the code'),
      errors: [{ messageId: 'wrongText', path: valuePath(1, 0), data: { text: 'Get the code' } }],
    },
  ],
});

describe('copy-code-button-text properties', () => {
  test.prop([fc.oneof(fc.constantFrom('Copy Code', 'Copy code', 'copy code', 'COPY CODE', 'Copy  code', 'Copy Code.'), fc.string())])(
    'a copy-code button text reports iff it is neither Copy Code nor Copy code, once at that value',
    (text) => {
      const expected = text === 'Copy Code' || text === 'Copy code' ? [] : [{ path: valuePath(0, 0), data: { text } }];
      expect(diagnosticsOf(withCopyCodeText(text), RULE).map(({ path, data }) => ({ path, data }))).toEqual(expected);
    },
  );
});
