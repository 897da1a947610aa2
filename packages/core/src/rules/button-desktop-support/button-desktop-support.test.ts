import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons } from '../../testing/builders.js';
import { normalRequest, validRequests } from '../../testing/fixtures.js';
import { BUTTONS_PATH, diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { validateTemplate } from '../../validate.js';
import { buttonDesktopSupport } from './button-desktop-support.js';

const RULE = 'button-desktop-support';
const ON = { rules: { [RULE]: 'warning' as const } };

/** The normal fixture with these buttons. */
const withButtons = (...items: ReturnType<typeof buttons.quickReply>[]): ReturnType<typeof normalRequest> => withValue(normalRequest(), BUTTONS_PATH, items);
const quickReplies = (count: number): ReturnType<typeof buttons.quickReply>[] => Array.from({ length: count }, (_, index) => buttons.quickReply(`Answer ${String(index + 1)}`));

new RuleTester({ describe, test }).run(buttonDesktopSupport, {
  valid: [
    // The normal fixture mixes a website button and a quick reply: it is the invalid case below. The
    // carousel fixture's cards mix a quick reply and a website button: the card format, not the template's.
    ...Object.entries(validRequests)
      .filter(([name]) => name !== 'normal')
      .map(([name, request]) => ({ name: `the valid ${name} fixture`, request: request() })),
    { name: '3 quick replies', request: withButtons(...quickReplies(3)) },
    { name: '3 call-to-action buttons of two kinds', request: withButtons(buttons.website('Shop', 'https://shop.example.com'), buttons.website('Help', 'https://shop.example.com/help'), buttons.phone('Call', '+15550100123')) },
    { name: 'no buttons', request: withButtons() },
    { name: 'turned off by the case\'s options', request: withButtons(...quickReplies(4)), options: { rules: { [RULE]: 'off' } } },
  ],
  invalid: [
    {
      name: '4 quick replies, as a warning, on the buttons array',
      request: withButtons(...quickReplies(4)),
      errors: [{ messageId: 'tooMany', severity: 'warning', path: BUTTONS_PATH, data: { count: 4, max: 3 } }],
    },
    {
      name: 'a quick reply beside a website button (the normal fixture)',
      request: normalRequest(),
      errors: [{ messageId: 'mixed', path: BUTTONS_PATH }],
    },
    {
      name: '4 buttons of mixed kinds: both reasons',
      request: withButtons(...quickReplies(3), buttons.website('Shop', 'https://shop.example.com')),
      errors: [{ messageId: 'tooMany', data: { count: 4 } }, { messageId: 'mixed' }],
    },
    { name: 'as an error when so configured', request: withButtons(...quickReplies(4)), options: { rules: { [RULE]: 'error' } }, errors: [{ messageId: 'tooMany', severity: 'error' }] },
  ],
});

describe('button-desktop-support', () => {
  test('is off by default: validateTemplate says nothing of it without a setting', () => {
    expect(validateTemplate(withButtons(...quickReplies(5))).diagnostics.filter((diagnostic) => diagnostic.ruleId === RULE)).toEqual([]);
  });

  test.prop([fc.integer({ min: 0, max: 10 })])('n quick replies alone are reported exactly when n > 3', (count) => {
    expect(diagnosticsOf(withButtons(...quickReplies(count)), RULE, ON)).toHaveLength(count > 3 ? 1 : 0);
  });
});
