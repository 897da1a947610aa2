import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { carouselRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { headerDataSingleItem } from './header-data-single-item.js';

const HEADER = ['chat_template_data', 'chat_template_header'];
const ITEMS = [...HEADER, 'chat_template_header_data'];
const CARD_ITEMS = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 0, 'chat_template_header', 'chat_template_header_data'];
const item = { chat_template_header_data_value: 'Hi', chat_template_header_data_cloud_storage_id: 0 };

new RuleTester({ describe, test }).run(headerDataSingleItem, {
  valid: [
    { name: 'a header with exactly one item', request: normalRequest() },
    {
      name: 'a "no header" header (type 0) with no item',
      request: withValue(normalRequest(), HEADER, { chat_template_header_type_id: 0, chat_template_header_type_name: null, chat_template_header_data: [] }),
    },
  ],
  invalid: [
    { name: 'two items', request: withValue(normalRequest(), ITEMS, [item, item]), errors: [{ messageId: 'count', path: ITEMS, data: { count: 2 } }] },
    { name: 'an empty array', request: withValue(normalRequest(), ITEMS, []), errors: [{ messageId: 'count', path: ITEMS, data: { count: 0 } }] },
    { name: 'a missing array, at the missing key', request: withValue(normalRequest(), ITEMS, undefined), errors: [{ messageId: 'missing', path: ITEMS }] },
    {
      name: 'a carousel card header with no item',
      request: withValue(carouselRequest(), CARD_ITEMS, []),
      errors: [{ messageId: 'count', path: CARD_ITEMS, data: { count: 0 } }],
    },
  ],
});

describe('header-data-single-item properties', () => {
  test.prop([fc.integer({ min: 0, max: 6 })])('n items are reported iff n is not 1', (count) => {
    const request = withValue(normalRequest(), ITEMS, Array.from({ length: count }, () => item));
    expect(diagnosticsOf(request, 'header-data-single-item')).toHaveLength(count === 1 ? 0 : 1);
  });
});
