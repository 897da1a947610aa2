import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { carouselRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const HEADER = ['chat_template_data', 'chat_template_header'];
const ITEMS = [...HEADER, 'chat_template_header_data'];
const item = { chat_template_header_data_value: 'Hi', chat_template_header_data_cloud_storage_id: 0 };

describe('header-data-single-item', () => {
  test('accepts exactly one item', () => {
    expect(diagnosticsOf(normalRequest(), 'header-data-single-item')).toEqual([]);
  });

  test('reports two items', () => {
    expect(diagnosticsOf(withValue(normalRequest(), ITEMS, [item, item]), 'header-data-single-item')).toMatchObject([
      { messageId: 'count', path: ITEMS, data: { count: 2 } },
    ]);
  });

  test('reports an empty array', () => {
    expect(diagnosticsOf(withValue(normalRequest(), ITEMS, []), 'header-data-single-item')).toMatchObject([{ messageId: 'count', data: { count: 0 } }]);
  });

  test('reports a missing array at the missing key', () => {
    expect(diagnosticsOf(withValue(normalRequest(), ITEMS, undefined), 'header-data-single-item')).toMatchObject([{ messageId: 'missing', path: ITEMS }]);
  });

  test('a "no header" header (type 0) may have no item', () => {
    const request = withValue(normalRequest(), HEADER, { chat_template_header_type_id: 0, chat_template_header_type_name: null, chat_template_header_data: [] });
    expect(diagnosticsOf(request, 'header-data-single-item')).toEqual([]);
  });

  test('checks carousel card headers', () => {
    const path = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 0, 'chat_template_header', 'chat_template_header_data'];
    expect(diagnosticsOf(withValue(carouselRequest(), path, []), 'header-data-single-item')).toMatchObject([{ path }]);
  });

  test.prop([fc.integer({ min: 0, max: 6 })])('n items are reported iff n is not 1', (count) => {
    const request = withValue(normalRequest(), ITEMS, Array.from({ length: count }, () => item));
    expect(diagnosticsOf(request, 'header-data-single-item')).toHaveLength(count === 1 ? 0 : 1);
  });
});
