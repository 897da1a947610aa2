import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { INTERACTIVE_LIST_ROWS } from '../../spec/limits.js';
import { buttons } from '../../testing/builders.js';
import { listRequest, normalRequest } from '../../testing/fixtures.js';
import { buttonFieldValuePath, buttonPath, BUTTONS_PATH as BUTTONS, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { interactiveListRows } from './interactive-list-rows.js';

/** `count` list rows (quick-reply entries). */
const rows = (count: number): ReturnType<typeof buttons.quickReply>[] =>
  Array.from({ length: count }, (_, index) => buttons.quickReply(`Dish ${String(index + 1)}`));

new RuleTester({ describe, test }).run(interactiveListRows, {
  valid: [
    ...validFixtureCases(),
    { name: 'a single row', request: withValue(listRequest(), BUTTONS, rows(1)) },
    { name: 'ten rows', request: withValue(listRequest(), BUTTONS, rows(10)) },
    { name: 'a normal template with eleven quick replies', request: withValue(normalRequest(), BUTTONS, rows(11)) },
  ],
  invalid: [
    {
      name: 'eleven rows, at the button list',
      request: withValue(listRequest(), BUTTONS, rows(11)),
      errors: [{ messageId: 'count', path: BUTTONS, data: { min: 1, max: 10, count: 11 } }],
    },
    { name: 'a list without rows', request: withValue(listRequest(), BUTTONS, []), errors: [{ messageId: 'count', path: BUTTONS, data: { min: 1, max: 10, count: 0 } }] },
    {
      name: 'no chat_template_button, at the missing key',
      request: withValue(listRequest(), BUTTONS, undefined),
      errors: [{ messageId: 'count', path: BUTTONS, data: { min: 1, max: 10, count: 0 } }],
    },
    {
      name: 'a phone button among the rows, at that button',
      request: withValue(listRequest(), [...BUTTONS, 1], buttons.phone('Call us', '+15550100')),
      errors: [{ messageId: 'otherButton', path: buttonPath(1), data: { button: 'Call phone number' } }],
    },
    { name: 'a row whose title is empty, at the title', request: withValue(listRequest(), [...BUTTONS, 1], buttons.quickReply('')), errors: [{ messageId: 'noTitle', path: buttonFieldValuePath(1, 0) }] },
    {
      name: 'a row whose title is an empty array, at the title',
      request: withValue(listRequest(), [...BUTTONS, 1, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 0, 'chat_template_button_sub_type_field_value'], []),
      errors: [{ messageId: 'noTitle', path: buttonFieldValuePath(1, 0) }],
    },
    {
      name: 'a row without a title field, at the row',
      request: withValue(listRequest(), [...buttonPath(0), 'chat_template_button_sub_type_field_data'], []),
      errors: [{ messageId: 'noTitle', path: buttonPath(0) }],
    },
  ],
});

describe('interactive-list-rows properties', () => {
  const { min, max } = INTERACTIVE_LIST_ROWS;
  test.prop([fc.integer({ min: 0, max: max + 4 }), fc.integer({ min: 0, max: 2 })])(
    'k rows and m other buttons report the count iff k is outside the limits, and each other button',
    (rowCount, otherCount) => {
      const others = Array.from({ length: otherCount }, () => buttons.website('Visit', 'https://example.com'));
      const diagnostics = diagnosticsOf(withValue(listRequest(), BUTTONS, [...rows(rowCount), ...others]), 'interactive-list-rows');
      expect(diagnostics.filter((diagnostic) => diagnostic.messageId === 'otherButton').map((diagnostic) => diagnostic.path)).toEqual(
        Array.from({ length: otherCount }, (_, index) => buttonPath(rowCount + index)),
      );
      const counts = diagnostics.filter((diagnostic) => diagnostic.messageId === 'count').map((diagnostic) => diagnostic.data?.count);
      expect(counts).toEqual(rowCount < min || rowCount > max ? [rowCount] : []);
      expect(diagnostics).toHaveLength(otherCount + counts.length);
    },
  );
});
