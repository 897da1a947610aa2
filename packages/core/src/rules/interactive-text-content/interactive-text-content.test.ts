import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons, footer } from '../../testing/builders.js';
import { normalRequest, textRequest } from '../../testing/fixtures.js';
import { BUTTONS_PATH as BUTTONS, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { interactiveTextContent } from './interactive-text-content.js';

const FOOTER = ['chat_template_data', 'chat_template_footer'];

new RuleTester({ describe, test }).run(interactiveTextContent, {
  valid: [
    ...validFixtureCases(),
    { name: 'an empty button list', request: withValue(textRequest(), BUTTONS, []) },
    { name: 'an empty footer, as a form sends it', request: withValue(textRequest(), FOOTER, { chat_template_footer_id: null, chat_template_footer_value: '' }) },
    { name: 'a footer of spaces only', request: withValue(textRequest(), FOOTER, footer('  ')) },
    { name: 'a footer object with no text', request: withValue(textRequest(), FOOTER, { chat_template_footer_id: null }) },
    { name: 'a normal template with the text type id (the interactive flag is not true)', request: withValue(normalRequest(), ['interactive_type_id'], 3) },
  ],
  invalid: [
    {
      name: 'a button on a text-style template, at the button list',
      request: withValue(textRequest(), BUTTONS, [buttons.quickReply('Yes')]),
      errors: [{ messageId: 'buttons', path: BUTTONS }],
    },
    {
      name: 'several buttons, once',
      request: withValue(textRequest(), BUTTONS, [buttons.quickReply('Yes'), buttons.website('Visit', 'https://example.com')]),
      errors: [{ messageId: 'buttons', path: BUTTONS }],
    },
    {
      name: 'a footer on a text-style template, at the footer',
      request: withValue(textRequest(), FOOTER, footer('Thanks')),
      errors: [{ messageId: 'footer', path: FOOTER }],
    },
  ],
});

describe('interactive-text-content properties', () => {
  test.prop([fc.integer({ min: 0, max: 4 }), fc.option(fc.oneof(fc.constantFrom('', ' ', '\n', 'Thanks'), fc.string()), { nil: undefined })])(
    'reports the buttons iff there is at least one, and the footer iff it is sent with text',
    (buttonCount, footerText) => {
      const list = Array.from({ length: buttonCount }, () => buttons.quickReply('Yes'));
      const request = withValue(withValue(textRequest(), BUTTONS, list), FOOTER, footerText === undefined ? undefined : footer(footerText));
      const withText = footerText !== undefined && footerText.trim() !== '';
      const expected = [...(buttonCount > 0 ? [['buttons', BUTTONS]] : []), ...(withText ? [['footer', FOOTER]] : [])];
      const actual = diagnosticsOf(request, 'interactive-text-content').map((diagnostic) => [diagnostic.messageId, diagnostic.path]);
      expect(actual).toEqual(expected);
    },
  );
});
