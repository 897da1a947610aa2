import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons } from '../../testing/builders.js';
import { listRequest, normalRequest, validRequests } from '../../testing/fixtures.js';
import { buttonPath, diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'interactive-list-rows';
const BUTTONS = ['chat_template_data', 'chat_template_button'];


/** `count` list rows (quick-reply entries). */
const rows = (count: number): ReturnType<typeof buttons.quickReply>[] =>
  Array.from({ length: count }, (_, index) => buttons.quickReply(`Dish ${String(index + 1)}`));

describe('interactive-list-rows', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) {
      expect(diagnosticsOf(request(), RULE), name).toEqual([]);
    }
  });

  test('accepts a single row', () => {
    expect(diagnosticsOf(withValue(listRequest(), BUTTONS, rows(1)), RULE)).toEqual([]);
  });

  test('accepts ten rows', () => {
    expect(diagnosticsOf(withValue(listRequest(), BUTTONS, rows(10)), RULE)).toEqual([]);
  });

  test('reports eleven rows, at the button list', () => {
    expect(diagnosticsOf(withValue(listRequest(), BUTTONS, rows(11)), RULE)).toEqual([
      expect.objectContaining({ messageId: 'count', path: BUTTONS, data: { min: 1, max: 10, count: 11 } }),
    ]);
  });

  test('reports a list without rows', () => {
    expect(diagnosticsOf(withValue(listRequest(), BUTTONS, []), RULE)).toMatchObject([
      { messageId: 'count', path: BUTTONS, data: { count: 0 } },
    ]);
  });

  test('reports a missing chat_template_button, at the missing key', () => {
    expect(diagnosticsOf(withValue(listRequest(), BUTTONS, undefined), RULE)).toMatchObject([
      { messageId: 'count', path: BUTTONS, data: { count: 0 } },
    ]);
  });

  test('reports a phone button among the rows, at that button', () => {
    const request = withValue(listRequest(), [...BUTTONS, 1], buttons.phone('Call us', '+15550100'));
    expect(diagnosticsOf(request, RULE)).toEqual([
      expect.objectContaining({ messageId: 'otherButton', path: buttonPath(1), data: { button: 'Call phone number' } }),
    ]);
  });

  test('does not apply to a normal template with eleven quick replies', () => {
    expect(diagnosticsOf(withValue(normalRequest(), BUTTONS, rows(11)), RULE)).toEqual([]);
  });

  test.prop([fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 2 })])(
    'k rows and m other buttons report the count iff k is outside 1 to 10, and each other button',
    (rowCount, otherCount) => {
      const others = Array.from({ length: otherCount }, () => buttons.website('Visit', 'https://example.com'));
      const diagnostics = diagnosticsOf(withValue(listRequest(), BUTTONS, [...rows(rowCount), ...others]), RULE);
      expect(diagnostics.filter((diagnostic) => diagnostic.messageId === 'otherButton').map((diagnostic) => diagnostic.path)).toEqual(
        Array.from({ length: otherCount }, (_, index) => buttonPath(rowCount + index)),
      );
      const counts = diagnostics.filter((diagnostic) => diagnostic.messageId === 'count').map((diagnostic) => diagnostic.data?.count);
      expect(counts).toEqual(rowCount < 1 || rowCount > 10 ? [rowCount] : []);
      expect(diagnostics).toHaveLength(otherCount + counts.length);
    },
  );
});
