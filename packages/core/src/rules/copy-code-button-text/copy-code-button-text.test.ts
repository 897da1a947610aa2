import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Catalog } from '../../catalog/catalog.js';
import { defaultCatalog } from '../../catalog/default-catalog.js';
import { button, buttons } from '../../testing/builders.js';
import { authenticationRequest, normalRequest } from '../../testing/fixtures.js';
import { buttonFieldValuePath as valuePath, BUTTONS_PATH, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { copyCodeButtonText } from './copy-code-button-text.js';

const RULE = 'copy-code-button-text';

/** The authentication fixture with its copy-code button text set to `text`. */
const withCopyCodeText = (text: string): ReturnType<typeof authenticationRequest> => withValue(authenticationRequest(), valuePath(0, 0), text);
/** The authentication fixture whose copy-code button sends no field at all. */
const withoutTextField = (): ReturnType<typeof authenticationRequest> => withValue(authenticationRequest(), [...BUTTONS_PATH, 0], button(4, 6, []));
/** The example catalog with a copy-code sub-type that has no text field to send. */
const catalogWithoutCopyCodeText = (): Catalog => {
  const catalog = JSON.parse(JSON.stringify(defaultCatalog)) as { buttonTypes: { subTypes: { id: number; fields: unknown[] }[] }[] };
  for (const type of catalog.buttonTypes) for (const subType of type.subTypes) if (subType.id === 6) subType.fields = [];
  return catalog as unknown as Catalog;
};
/** The normal fixture with a copy-offer-code button as its second button. */
const withOfferCode = (): ReturnType<typeof normalRequest> => withValue(normalRequest(), [...BUTTONS_PATH, 1], buttons.offerCode('SUMMER20'));

new RuleTester({ describe, test }).run(copyCodeButtonText, {
  valid: [
    ...validFixtureCases(undefined, (kind) => `the buttons of the valid ${kind} fixture`),
    { name: 'the text Copy Code', request: withCopyCodeText('Copy Code') },
    { name: 'a copy-offer-code button with the text Copy code', request: withOfferCode() },
    { name: 'the text of another button kind', request: withValue(normalRequest(), valuePath(1, 0), 'copy code') },
    {
      name: 'no text, where the catalog gives the copy-code sub-type no text field',
      request: withoutTextField(),
      options: { catalog: catalogWithoutCopyCodeText() },
    },
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
      // Section 8: "exactly Copy Code or Copy code". The message quoted the text as it looked, "Copy code".
      name: 'a no-break space between the words, named in the message, fixed',
      request: withCopyCodeText('Copy\u00a0code'),
      errors: [
        {
          messageId: 'wrongText',
          path: valuePath(0, 0),
          data: { text: 'Copy<U+00A0>code' },
          message: 'A copy-code button text must be exactly "Copy Code" or "Copy code"; found "Copy<U+00A0>code".',
        },
      ],
      output: withCopyCodeText('Copy code'),
    },
    {
      name: 'two spaces between the words, fixed',
      request: withCopyCodeText('Copy  code'),
      errors: [{ messageId: 'wrongText', path: valuePath(0, 0), data: { text: 'Copy  code' } }],
      output: withCopyCodeText('Copy code'),
    },
    {
      name: 'a zero-width space inside, named, left to a person',
      request: withCopyCodeText('Copy c\u200bode'),
      errors: [{ messageId: 'wrongText', path: valuePath(0, 0), data: { text: 'Copy c<U+200B>ode' } }],
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
    {
      name: 'a copy-code button that sends no text field, left to a person',
      request: withoutTextField(),
      errors: [{ messageId: 'missingText', path: [...BUTTONS_PATH, 0, 'chat_template_button_data', 0] }],
    },
    {
      name: 'a copy-code button text of null, fixed',
      request: withValue(authenticationRequest(), valuePath(0, 0), null),
      errors: [{ messageId: 'missingText', path: valuePath(0, 0) }],
      output: withCopyCodeText('Copy code'),
    },
    {
      name: 'an empty copy-code text: missing, not a wrong text found as "", fixed',
      request: withCopyCodeText(''),
      errors: [{ messageId: 'missingText', path: valuePath(0, 0) }],
      output: withCopyCodeText('Copy code'),
    },
    {
      name: 'a copy-code text of only spaces, missing, fixed',
      request: withCopyCodeText('   '),
      errors: [{ messageId: 'missingText', path: valuePath(0, 0) }],
      output: withCopyCodeText('Copy code'),
    },
    {
      name: 'a copy-code text sent as an empty array, missing, fixed',
      request: withValue(authenticationRequest(), valuePath(0, 0), []),
      errors: [{ messageId: 'missingText', path: valuePath(0, 0) }],
      output: withCopyCodeText('Copy code'),
    },
    {
      name: 'a copy-offer-code button without its text field',
      request: withValue(withOfferCode(), [...BUTTONS_PATH, 1, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 0], undefined),
      errors: [{ messageId: 'missingText', path: [...BUTTONS_PATH, 1, 'chat_template_button_data', 0] }],
    },
  ],
});

describe('copy-code-button-text properties', () => {
  test.prop([fc.oneof(fc.constantFrom('Copy Code', 'Copy code', 'copy code', 'COPY CODE', 'Copy  code', 'Copy Code.'), fc.string(), fc.constant(null))])(
    'a copy-code button text reports iff it is neither Copy Code nor Copy code (null or blank: missing), once at that value',
    (text) => {
      const report = text === null || text.trim() === '' ? { messageId: 'missingText', path: valuePath(0, 0) } : { messageId: 'wrongText', path: valuePath(0, 0), data: { text } };
      const expected = text === 'Copy Code' || text === 'Copy code' ? [] : [report];
      const request = withValue(authenticationRequest(), valuePath(0, 0), text);
      expect(diagnosticsOf(request, RULE).map(({ messageId, path, data }) => ({ messageId, path, data }))).toEqual(expected);
    },
  );
});
