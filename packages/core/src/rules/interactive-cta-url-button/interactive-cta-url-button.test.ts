import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { BUTTON_FIELD_LIMITS, INTERACTIVE_BUTTON_FIELD_LIMITS } from '../../spec/limits.js';
import { buttons } from '../../testing/builders.js';
import { ctaUrlRequest, normalRequest } from '../../testing/fixtures.js';
import { buttonFieldValuePath as valuePath, buttonPath, BUTTONS_PATH as BUTTONS, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { interactiveCtaUrlButton } from './interactive-cta-url-button.js';

const phone = buttons.phone('Call us', '+15550100');

new RuleTester({ describe, test }).run(interactiveCtaUrlButton, {
  valid: [
    ...validFixtureCases(),
    { name: 'a normal template with the CTA URL type id (the interactive flag is not true)', request: withValue(normalRequest(), ['interactive_type_id'], 5) },
    { name: 'an http:// URL with a port and a query', request: withValue(ctaUrlRequest(), valuePath(0, 1), 'http://shop.example.com:8080/invoice?id=42') },
  ],
  invalid: [
    { name: 'a URL without its scheme, at the URL', request: withValue(ctaUrlRequest(), valuePath(0, 1), 'shop.example.com/invoice'), errors: [{ messageId: 'notWebUrl', path: valuePath(0, 1) }] },
    { name: 'a mail link as the URL', request: withValue(ctaUrlRequest(), valuePath(0, 1), 'mailto:billing@example.com'), errors: [{ messageId: 'notWebUrl', path: valuePath(0, 1) }] },
    { name: 'a URL with a space', request: withValue(ctaUrlRequest(), valuePath(0, 1), 'https://shop.example.com/my invoice'), errors: [{ messageId: 'notWebUrl' }] },
    { name: 'an empty button list, at the list', request: withValue(ctaUrlRequest(), BUTTONS, []), errors: [{ messageId: 'missing', path: BUTTONS }] },
    {
      name: 'no chat_template_button, at the missing key',
      request: withValue(ctaUrlRequest(), BUTTONS, undefined),
      errors: [{ messageId: 'missing', path: BUTTONS }],
    },
    {
      name: 'a second website button, at that button',
      request: withValue(ctaUrlRequest(), [...BUTTONS, 1], buttons.website('Open receipt', 'https://shop.example.com/receipt')),
      errors: [{ messageId: 'extra', path: buttonPath(1), data: { button: 'Visit website' } }],
    },
    {
      name: 'a phone button beside the website button',
      request: withValue(ctaUrlRequest(), [...BUTTONS, 1], phone),
      errors: [{ messageId: 'extra', path: buttonPath(1), data: { button: 'Call phone number' } }],
    },
    {
      name: 'a lone phone button, and the missing website button',
      request: withValue(ctaUrlRequest(), BUTTONS, [phone]),
      errors: [
        { messageId: 'extra', path: buttonPath(0), data: { button: 'Call phone number' } },
        { messageId: 'missing', path: BUTTONS },
      ],
    },
    {
      name: 'a website button with an empty display text, at the value',
      request: withValue(ctaUrlRequest(), valuePath(0, 0), ''),
      errors: [{ messageId: 'missingText', path: valuePath(0, 0), data: { limit: '20' } }],
    },
    {
      name: 'a website button without a URL field, at the button',
      request: withValue(ctaUrlRequest(), valuePath(0, 1).slice(0, -1), undefined),
      errors: [{ messageId: 'missingUrl', path: buttonPath(0) }],
    },
    {
      name: 'a website button whose URL is null, at the value',
      request: withValue(ctaUrlRequest(), valuePath(0, 1), null),
      errors: [{ messageId: 'missingUrl', path: valuePath(0, 1) }],
    },
  ],
});

describe('interactive-cta-url-button properties', () => {
  test('the message quotes the CTA URL button text limit', () => {
    const [diagnostic] = diagnosticsOf(withValue(ctaUrlRequest(), valuePath(0, 0), ''), 'interactive-cta-url-button');
    expect(diagnostic?.data?.limit).toBe(String(INTERACTIVE_BUTTON_FIELD_LIMITS.cta_url.website?.text ?? BUTTON_FIELD_LIMITS.website.text));
  });

  test.prop([fc.array(fc.constantFrom('website', 'phone', 'quick_reply'), { maxLength: 5 })])(
    'the first website button is the one; every other button is extra, and no website button is missing',
    (kinds) => {
      const list = kinds.map((kind) =>
        kind === 'website' ? buttons.website('Open invoice', 'https://shop.example.com/invoice') : kind === 'phone' ? phone : buttons.quickReply('Yes'),
      );
      const first = kinds.indexOf('website');
      const expected = [
        ...kinds.flatMap((_, index) => (index === first ? [] : [['extra', buttonPath(index)]])),
        ...(first === -1 ? [['missing', BUTTONS]] : []),
      ];
      const actual = diagnosticsOf(withValue(ctaUrlRequest(), BUTTONS, list), 'interactive-cta-url-button').map((diagnostic) => [diagnostic.messageId, diagnostic.path]);
      expect(actual).toEqual(expected);
    },
  );
});
