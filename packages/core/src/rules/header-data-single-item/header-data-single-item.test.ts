import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { carouselRequest, listRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { headerDataSingleItem } from './header-data-single-item.js';

const HEADER = ['chat_template_data', 'chat_template_header'];
const ITEMS = [...HEADER, 'chat_template_header_data'];
const CARD_ITEMS = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 0, 'chat_template_header', 'chat_template_header_data'];
const TEXT = [...ITEMS, 0, 'chat_template_header_data_value'];
const item = { chat_template_header_data_value: 'Hi', chat_template_header_data_cloud_storage_id: 0 };

new RuleTester({ describe, test }).run(headerDataSingleItem, {
  valid: [
    { name: 'a header with exactly one item', request: normalRequest() },
    {
      name: 'a "no header" header (type 0) with no item',
      request: withValue(normalRequest(), HEADER, { chat_template_header_type_id: 0, chat_template_header_type_name: null, chat_template_header_data: [] }),
    },
    { name: 'an image header without text (its media is its content)', request: withValue(carouselRequest(), [...CARD_ITEMS, 0, 'chat_template_header_data_value'], '') },
    { name: 'a text header whose text is null (field-type reports the type)', request: withValue(normalRequest(), TEXT, null) },
  ],
  invalid: [
    { name: 'two items', request: withValue(normalRequest(), ITEMS, [item, item]), errors: [{ messageId: 'count', path: ITEMS, data: { count: 2 } }] },
    { name: 'an empty array', request: withValue(normalRequest(), ITEMS, []), errors: [{ messageId: 'count', path: ITEMS, data: { count: 0 } }] },
    { name: 'a missing array, at the missing key', request: withValue(normalRequest(), ITEMS, undefined), errors: [{ messageId: 'missing', path: ITEMS }] },
    { name: 'a text header with an empty text', request: withValue(normalRequest(), TEXT, ''), errors: [{ messageId: 'noText', path: TEXT }] },
    { name: 'a text header whose text is only spaces', request: withValue(normalRequest(), TEXT, '   '), errors: [{ messageId: 'noText', path: TEXT }] },
    { name: 'a text header whose text is a tab and a line break', request: withValue(normalRequest(), TEXT, '\t\n'), errors: [{ messageId: 'noText', path: TEXT }] },
    { name: 'a text header without its text key, at the missing key', request: withValue(normalRequest(), TEXT, undefined), errors: [{ messageId: 'noText', path: TEXT }] },
    { name: 'a list interactive text header with an empty text', request: withValue(listRequest(), TEXT, ''), errors: [{ messageId: 'noText', path: TEXT }] },
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
