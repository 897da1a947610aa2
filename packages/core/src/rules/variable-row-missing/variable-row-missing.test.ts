import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row } from '../../testing/builders.js';
import { carouselRequest, normalRequest } from '../../testing/fixtures.js';
import { buttonFieldValuePath, diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { variableRowMissing } from './variable-row-missing.js';

const BODY = ['chat_template_data', 'chat_template_body'];
const BODY_ROWS = [...BODY, 'chat_template_body_variable_data'];
const URL_ROWS = [...buttonFieldValuePath(0, 1).slice(0, -1), 'chat_template_button_field_data_variable'];
const CAROUSEL_ROWS = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_header_dynamic_variable'];

new RuleTester({ describe, test }).run(variableRowMissing, {
  valid: [{ name: 'a body whose variables all have rows (keys with or without braces)', request: normalRequest() }],
  invalid: [
    {
      name: 'a variable without a row, at the placeholder',
      request: withValue(normalRequest(), BODY, body('Hi {{1}} and {{2}}', [row('1', 'Ana')])),
      errors: [
        {
          messageId: 'noRow',
          path: [...BODY, 'chat_template_body_value'],
          range: [13, 18],
          data: { place: 'body', variable: '{{2}}', key: '2', rowsKey: 'chat_template_body_variable_data' },
          suggestions: [
            {
              message: 'Add a row for `2`; fill in its sample value.',
              output: withValue(normalRequest(), BODY, body('Hi {{1}} and {{2}}', [row('1', 'Ana'), row('2', '')])),
            },
          ],
        },
      ],
    },
    {
      // The key to add holds the invisible character: the message says which one, the row added holds it.
      name: 'a variable holding a no-break space names the character',
      request: withValue(normalRequest(), BODY, body('Hi {{1}} and {{Order\u00a0Id}}', [row('1', 'Ana')])),
      errors: [
        {
          messageId: 'noRow',
          data: { variable: '{{Order<U+00A0>Id}}', key: 'Order<U+00A0>Id' },
          message: 'The body variable `{{Order<U+00A0>Id}}` has no row in `chat_template_body_variable_data`; add a row with key `Order<U+00A0>Id` and a sample value.',
          suggestions: [
            {
              message: 'Add a row for `Order<U+00A0>Id`; fill in its sample value.',
              output: withValue(normalRequest(), BODY, body('Hi {{1}} and {{Order\u00a0Id}}', [row('1', 'Ana'), row('Order\u00a0Id', '')])),
            },
          ],
        },
      ],
    },
    {
      name: 'a missing rows array, once, at the missing key',
      request: withValue(normalRequest(), BODY_ROWS, undefined),
      errors: [
        {
          messageId: 'noRows',
          path: BODY_ROWS,
          data: { place: 'body', count: 2, rowsKey: 'chat_template_body_variable_data' },
          suggestions: [{ message: 'Add 2 variable rows; fill in each sample value.', output: withValue(normalRequest(), BODY_ROWS, [row('1', ''), row('2', '')]) }],
        },
      ],
    },
    {
      name: 'a dynamic button URL whose rows are empty',
      request: withValue(normalRequest(), URL_ROWS, []),
      errors: [
        {
          messageId: 'noRow',
          path: buttonFieldValuePath(0, 1),
          range: [31, 36],
          data: { place: 'button field', variable: '{{1}}', key: '1', rowsKey: 'chat_template_button_field_data_variable' },
          suggestions: [{ message: 'Add a row for `1`; fill in its sample value.', output: withValue(normalRequest(), URL_ROWS, [row('1', '')]) }],
        },
      ],
    },
    {
      name: 'a carousel header without rows',
      request: withValue(carouselRequest(), CAROUSEL_ROWS, undefined),
      errors: [
        {
          messageId: 'noRows',
          path: CAROUSEL_ROWS,
          data: { place: 'carousel header', count: 1, rowsKey: 'chat_template_carousel_header_dynamic_variable' },
          suggestions: [{ message: 'Add 1 variable row; fill in each sample value.', output: withValue(carouselRequest(), CAROUSEL_ROWS, [row('1', '')]) }],
        },
      ],
    },
  ],
});

describe('variable-row-missing properties', () => {
  test.prop([fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 6 }), fc.nat()])(
    'dropping one row of a fully described body yields exactly one report for that variable',
    (numbers, pick) => {
      const missing = numbers[pick % numbers.length] ?? 1;
      const text = numbers.map((number) => `{{${String(number)}}}`).join(' ');
      const rows = numbers.filter((number) => number !== missing).map((number) => row(String(number), 'x'));
      const request = withValue(normalRequest(), BODY, body(text, rows));
      expect(diagnosticsOf(request, 'variable-row-missing').map((diagnostic) => diagnostic.data?.key)).toEqual([String(missing)]);
    },
  );
});
