import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons } from '../../testing/builders.js';
import { normalRequest, replyButtonsRequest, validRequests } from '../../testing/fixtures.js';
import { buttonPath, diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'interactive-reply-buttons';
const BUTTONS = ['chat_template_data', 'chat_template_button'];


/** `count` quick-reply buttons. */
const replies = (count: number): ReturnType<typeof buttons.quickReply>[] =>
  Array.from({ length: count }, (_, index) => buttons.quickReply(`Option ${String(index + 1)}`));

describe('interactive-reply-buttons', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) {
      expect(diagnosticsOf(request(), RULE), name).toEqual([]);
    }
  });

  test('accepts a single reply button', () => {
    expect(diagnosticsOf(withValue(replyButtonsRequest(), BUTTONS, replies(1)), RULE)).toEqual([]);
  });

  test('accepts three reply buttons', () => {
    expect(diagnosticsOf(withValue(replyButtonsRequest(), BUTTONS, replies(3)), RULE)).toEqual([]);
  });

  test('reports four reply buttons, at the button list', () => {
    expect(diagnosticsOf(withValue(replyButtonsRequest(), BUTTONS, replies(4)), RULE)).toEqual([
      expect.objectContaining({ messageId: 'count', path: BUTTONS, data: { min: 1, max: 3, count: 4 } }),
    ]);
  });

  test('reports an empty button list', () => {
    expect(diagnosticsOf(withValue(replyButtonsRequest(), BUTTONS, []), RULE)).toMatchObject([
      { messageId: 'count', path: BUTTONS, data: { count: 0 } },
    ]);
  });

  test('reports a missing chat_template_button, at the missing key', () => {
    expect(diagnosticsOf(withValue(replyButtonsRequest(), BUTTONS, undefined), RULE)).toMatchObject([
      { messageId: 'count', path: BUTTONS, data: { count: 0 } },
    ]);
  });

  test('reports a website button among reply buttons, at that button', () => {
    const request = withValue(replyButtonsRequest(), [...BUTTONS, 2], buttons.website('Visit', 'https://example.com'));
    expect(diagnosticsOf(request, RULE)).toEqual([
      expect.objectContaining({ messageId: 'otherButton', path: buttonPath(2), data: { button: 'Visit website' } }),
    ]);
  });

  test('does not count other buttons as reply buttons', () => {
    const request = withValue(replyButtonsRequest(), BUTTONS, [buttons.phone('Call us', '+15550100')]);
    expect(diagnosticsOf(request, RULE)).toMatchObject([
      { messageId: 'otherButton', path: buttonPath(0) },
      { messageId: 'count', path: BUTTONS, data: { count: 0 } },
    ]);
  });

  test('does not apply to a normal template with four quick replies', () => {
    expect(diagnosticsOf(withValue(normalRequest(), BUTTONS, replies(4)), RULE)).toEqual([]);
  });

  test.prop([fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 2 })])(
    'k reply buttons and m other buttons report the count iff k is outside 1 to 3, and each other button',
    (replyCount, otherCount) => {
      const others = Array.from({ length: otherCount }, () => buttons.openForm('Sign up'));
      const diagnostics = diagnosticsOf(withValue(replyButtonsRequest(), BUTTONS, [...others, ...replies(replyCount)]), RULE);
      expect(diagnostics.filter((diagnostic) => diagnostic.messageId === 'otherButton').map((diagnostic) => diagnostic.path)).toEqual(
        Array.from({ length: otherCount }, (_, index) => buttonPath(index)),
      );
      const counts = diagnostics.filter((diagnostic) => diagnostic.messageId === 'count').map((diagnostic) => diagnostic.data?.count);
      expect(counts).toEqual(replyCount < 1 || replyCount > 3 ? [replyCount] : []);
      expect(diagnostics).toHaveLength(otherCount + counts.length);
    },
  );
});
