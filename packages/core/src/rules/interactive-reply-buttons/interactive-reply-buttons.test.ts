import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { INTERACTIVE_REPLY_BUTTONS } from '../../spec/limits.js';
import { buttons } from '../../testing/builders.js';
import { normalRequest, replyButtonsRequest } from '../../testing/fixtures.js';
import { buttonFieldValuePath, buttonPath, BUTTONS_PATH as BUTTONS, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { interactiveReplyButtons } from './interactive-reply-buttons.js';

/** `count` quick-reply buttons. */
const replies = (count: number): ReturnType<typeof buttons.quickReply>[] =>
  Array.from({ length: count }, (_, index) => buttons.quickReply(`Option ${String(index + 1)}`));

new RuleTester({ describe, test }).run(interactiveReplyButtons, {
  valid: [
    ...validFixtureCases(),
    { name: 'a single reply button', request: withValue(replyButtonsRequest(), BUTTONS, replies(1)) },
    { name: 'three reply buttons', request: withValue(replyButtonsRequest(), BUTTONS, replies(3)) },
    { name: 'a normal template with four quick replies', request: withValue(normalRequest(), BUTTONS, replies(4)) },
  ],
  invalid: [
    {
      name: 'four reply buttons, at the button list',
      request: withValue(replyButtonsRequest(), BUTTONS, replies(4)),
      errors: [{ messageId: 'count', path: BUTTONS, data: { min: 1, max: 3, count: 4 } }],
    },
    {
      name: 'an empty button list',
      request: withValue(replyButtonsRequest(), BUTTONS, []),
      errors: [{ messageId: 'count', path: BUTTONS, data: { min: 1, max: 3, count: 0 } }],
    },
    {
      name: 'no chat_template_button, at the missing key',
      request: withValue(replyButtonsRequest(), BUTTONS, undefined),
      errors: [{ messageId: 'count', path: BUTTONS, data: { min: 1, max: 3, count: 0 } }],
    },
    { name: 'a reply button whose title is only spaces, at the title', request: withValue(replyButtonsRequest(), [...BUTTONS, 0], buttons.quickReply('  ')), errors: [{ messageId: 'noTitle', path: buttonFieldValuePath(0, 0) }] },
    {
      name: 'a website button among reply buttons, at that button',
      request: withValue(replyButtonsRequest(), [...BUTTONS, 2], buttons.website('Visit', 'https://example.com')),
      errors: [{ messageId: 'otherButton', path: buttonPath(2), data: { button: 'Visit website' } }],
    },
    {
      name: 'a lone phone button, which does not count as a reply button',
      request: withValue(replyButtonsRequest(), BUTTONS, [buttons.phone('Call us', '+15550100')]),
      errors: [
        { messageId: 'otherButton', path: buttonPath(0), data: { button: 'Call phone number' } },
        { messageId: 'count', path: BUTTONS, data: { min: 1, max: 3, count: 0 } },
      ],
    },
  ],
});

describe('interactive-reply-buttons properties', () => {
  const { min, max } = INTERACTIVE_REPLY_BUTTONS;
  test.prop([fc.integer({ min: 0, max: max + 3 }), fc.integer({ min: 0, max: 2 })])(
    'k reply buttons and m other buttons report the count iff k is outside the limits, and each other button',
    (replyCount, otherCount) => {
      const others = Array.from({ length: otherCount }, () => buttons.openForm('Sign up'));
      const diagnostics = diagnosticsOf(withValue(replyButtonsRequest(), BUTTONS, [...others, ...replies(replyCount)]), 'interactive-reply-buttons');
      expect(diagnostics.filter((diagnostic) => diagnostic.messageId === 'otherButton').map((diagnostic) => diagnostic.path)).toEqual(
        Array.from({ length: otherCount }, (_, index) => buttonPath(index)),
      );
      const counts = diagnostics.filter((diagnostic) => diagnostic.messageId === 'count').map((diagnostic) => diagnostic.data?.count);
      expect(counts).toEqual(replyCount < min || replyCount > max ? [replyCount] : []);
      expect(diagnostics).toHaveLength(otherCount + counts.length);
    },
  );
});
