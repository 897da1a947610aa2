import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { button, buttons, field } from '../../testing/builders.js';
import { normalRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'catalog-button-text';
const BUTTONS = ['chat_template_data', 'chat_template_button'];
const CATALOG_TEXT = [...BUTTONS, 1, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 0, 'chat_template_button_sub_type_field_value'];

/** The normal fixture with its second button replaced by a catalog button of this text. */
function withCatalogButton(text: string): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), [...BUTTONS, 1], buttons.catalog(text));
}

describe('catalog-button-text', () => {
  test('accepts the buttons of every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) {
      expect(diagnosticsOf(request(), RULE), name).toEqual([]);
    }
  });

  test('accepts the text View catalog', () => {
    expect(diagnosticsOf(withCatalogButton('View catalog'), RULE)).toEqual([]);
  });

  test('reports the text View Catalog with a capital C', () => {
    expect(diagnosticsOf(withCatalogButton('View Catalog'), RULE)).toMatchObject([
      { messageId: 'wrongText', path: CATALOG_TEXT, data: { text: 'View Catalog' } },
    ]);
  });

  test('reports another wording such as Browse products', () => {
    expect(diagnosticsOf(withCatalogButton('Browse products'), RULE)).toMatchObject([
      { messageId: 'wrongText', path: CATALOG_TEXT, data: { text: 'Browse products' } },
    ]);
  });

  test('accepts a catalog button that sends no text field', () => {
    const request = withValue(normalRequest(), [...BUTTONS, 1], button(5, 7, []));
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test('accepts a catalog button whose text is null', () => {
    const request = withValue(withCatalogButton('View catalog'), CATALOG_TEXT, null);
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test('does not check the text of other button kinds', () => {
    const request = withValue(normalRequest(), [...BUTTONS, 1], button(2, 4, [field(8, 'Button text', 'View Catalog')]));
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test.prop([fc.oneof(fc.constantFrom('View catalog', 'View Catalog', 'view catalog', 'View catalog ', 'Catalog'), fc.string())])(
    'a sent catalog button text reports iff it is not View catalog, once at that value',
    (text) => {
      const expected = text === 'View catalog' ? [] : [{ path: CATALOG_TEXT, data: { text } }];
      expect(diagnosticsOf(withCatalogButton(text), RULE).map(({ path, data }) => ({ path, data }))).toEqual(expected);
    },
  );
});
