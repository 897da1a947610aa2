import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { button, buttons, field } from '../../testing/builders.js';
import { normalRequest } from '../../testing/fixtures.js';
import { buttonFieldValuePath, BUTTONS_PATH, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { catalogButtonText } from './catalog-button-text.js';

const RULE = 'catalog-button-text';
const CATALOG_TEXT = buttonFieldValuePath(1, 0);

/** The normal fixture with its second button replaced by this one. */
const withSecondButton = (item: ReturnType<typeof button>): ReturnType<typeof normalRequest> => withValue(normalRequest(), [...BUTTONS_PATH, 1], item);
/** The normal fixture with its second button replaced by a catalog button of this text. */
const withCatalogButton = (text: string): ReturnType<typeof normalRequest> => withSecondButton(buttons.catalog(text));

new RuleTester({ describe, test }).run(catalogButtonText, {
  valid: [
    ...validFixtureCases(undefined, (kind) => `the buttons of the valid ${kind} fixture`),
    { name: 'the text View catalog', request: withCatalogButton('View catalog') },
    { name: 'a catalog button that sends no text field', request: withSecondButton(button(5, 7, [])) },
    { name: 'a catalog button whose text is null', request: withValue(withCatalogButton('View catalog'), CATALOG_TEXT, null) },
    { name: 'the text of another button kind', request: withSecondButton(button(2, 4, [field(8, 'Button text', 'View Catalog')])) },
  ],
  invalid: [
    {
      name: 'the text View Catalog with a capital C, fixed',
      request: withCatalogButton('View Catalog'),
      errors: [{ messageId: 'wrongText', path: CATALOG_TEXT, data: { text: 'View Catalog' } }],
      output: withCatalogButton('View catalog'),
    },
    {
      name: 'a trailing space, fixed (a length is the text exactly as sent, section 8)',
      request: withCatalogButton('View catalog '),
      errors: [{ messageId: 'wrongText', path: CATALOG_TEXT, data: { text: 'View catalog ' } }],
      output: withCatalogButton('View catalog'),
    },
    {
      name: 'a no-break space between the words, named in the message (it quoted "View catalog"), fixed',
      request: withCatalogButton('View\u00a0catalog'),
      errors: [
        {
          messageId: 'wrongText',
          path: CATALOG_TEXT,
          data: { text: 'View<U+00A0>catalog' },
          message: 'A catalog button text must be exactly "View catalog" when sent; found "View<U+00A0>catalog".',
        },
      ],
      output: withCatalogButton('View catalog'),
    },
    {
      name: 'another wording such as Browse products, left to a person',
      request: withCatalogButton('Browse products'),
      errors: [{ messageId: 'wrongText', path: CATALOG_TEXT, data: { text: 'Browse products' } }],
    },
  ],
});

describe('catalog-button-text properties', () => {
  test.prop([fc.oneof(fc.constantFrom('View catalog', 'View Catalog', 'view catalog', 'View catalog ', 'Catalog'), fc.string())])(
    'a sent catalog button text reports iff it is not View catalog, once at that value',
    (text) => {
      const expected = text === 'View catalog' ? [] : [{ path: CATALOG_TEXT, data: { text } }];
      expect(diagnosticsOf(withCatalogButton(text), RULE).map(({ path, data }) => ({ path, data }))).toEqual(expected);
    },
  );
});
