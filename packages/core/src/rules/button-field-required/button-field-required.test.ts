import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Catalog } from '../../catalog/catalog.js';
import { BUTTON_KINDS } from '../../catalog/button-kinds.js';
import { defaultCatalog } from '../../catalog/default-catalog.js';
import { button, buttons, field, type JsonRecord } from '../../testing/builders.js';
import { carouselRequest, normalRequest } from '../../testing/fixtures.js';
import { buttonFieldValuePath as valuePath, buttonPath, BUTTONS_PATH, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { buttonFieldRequired } from './button-field-required.js';

const RULE = 'button-field-required';

/** The normal fixture with these buttons. */
const withButtons = (...items: JsonRecord[]): JsonRecord => withValue(normalRequest(), BUTTONS_PATH, items);

/** A button with these fields, of the example catalog's type and sub-type. */
const website = (...fields: JsonRecord[]): JsonRecord => button(1, 1, fields);
const TEXT = (value: unknown): JsonRecord => ({ ...field(1, 'Button text', 'x'), chat_template_button_sub_type_field_value: value as string });
const URL_FIELD = field(2, 'Website URL', 'https://shop.example.com/track');

/** The example catalog without the website sub-type's URL field: an account whose buttons ask less. */
const catalogWithoutUrlField: Catalog = {
  ...defaultCatalog,
  buttonTypes: defaultCatalog.buttonTypes.map((buttonType) => ({
    ...buttonType,
    subTypes: buttonType.subTypes.map((subType) => ({ ...subType, fields: subType.fields.filter((entry) => entry.role !== 'url') })),
  })),
};

const CARD_BUTTONS = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 1, 'chat_template_button'];

new RuleTester({ describe, test }).run(buttonFieldRequired, {
  valid: [
    ...validFixtureCases(),
    { name: 'a catalog button without its text (sent only when wanted: spec 2.6 rule 3)', request: withButtons(button(5, 7, [])) },
    { name: 'a copy-code button with an empty text: copy-code-button-text reports it', request: withButtons(buttons.copyCode('')) },
    { name: 'a text that is not a string: field-type reports it', request: withButtons(website(TEXT(42), URL_FIELD)) },
    { name: 'a website button without a URL field, where the account\'s catalog defines none', request: withButtons(website(TEXT('Track order'))), options: { catalog: catalogWithoutUrlField } },
    { name: 'a button of a sub-type the catalog does not know: known-catalog-id reports it', request: withButtons(button(1, 99, [])) },
  ],
  invalid: [
    {
      name: 'a website button with an empty text, named by the catalog\'s field and sub-type names',
      request: withButtons(buttons.website('', 'https://shop.example.com/track')),
      errors: [{ messageId: 'empty', path: valuePath(0, 0), data: { field: 'Button text', button: 'Visit website' }, severity: 'error' }],
    },
    { name: 'a text of spaces only', request: withButtons(buttons.quickReply('   ')), errors: [{ messageId: 'empty', path: valuePath(0, 0), data: { field: 'Button text', button: 'Custom' } }] },
    { name: 'a text sent as null', request: withButtons(website(TEXT(null), URL_FIELD)), errors: [{ messageId: 'empty', path: valuePath(0, 0) }] },
    {
      name: 'a website button whose text and URL are empty arrays (a field value may be an array, but not an empty one)',
      request: withButtons(website(TEXT([]), { ...URL_FIELD, chat_template_button_sub_type_field_value: [] })),
      errors: [
        { messageId: 'empty', path: valuePath(0, 0), data: { field: 'Button text' } },
        { messageId: 'empty', path: valuePath(0, 1), data: { field: 'Website URL' } },
      ],
    },
    { name: 'a website button with an empty URL', request: withButtons(buttons.website('Track order', '')), errors: [{ messageId: 'empty', path: valuePath(0, 1), data: { field: 'Website URL' } }] },
    {
      name: 'a website button without its URL field: reported on the button',
      request: withButtons(website(TEXT('Track order'))),
      errors: [{ messageId: 'missing', path: [...buttonPath(0)], data: { field: 'Website URL', button: 'Visit website' } }],
    },
    { name: 'a phone button with no number', request: withButtons(buttons.phone('Call us', '')), errors: [{ messageId: 'empty', path: valuePath(0, 1), data: { field: 'Phone number' } }] },
    { name: 'a Flow button with no Flow id', request: withButtons(buttons.flow('Book a table', ' ')), errors: [{ messageId: 'empty', path: valuePath(0, 1), data: { field: 'Flow' } }] },
    { name: 'an offer-code button with no code', request: withButtons(buttons.offerCode('')), errors: [{ messageId: 'empty', path: valuePath(0, 1), data: { field: 'Offer code' } }] },
    { name: 'an open-form button with no text', request: withButtons(buttons.openForm('')), errors: [{ messageId: 'empty', path: valuePath(0, 0) }] },
    {
      name: 'a button with no fields at all: each required one named, in the kind\'s order',
      request: withButtons(button(1, 2, [])),
      errors: [
        { messageId: 'missing', path: [...buttonPath(0)], data: { field: 'Button text', button: 'Call phone number' } },
        { messageId: 'missing', path: [...buttonPath(0)], data: { field: 'Phone number' } },
      ],
    },
    {
      name: 'a carousel card\'s button, reported inside its card',
      request: withValue(carouselRequest(), [...CARD_BUTTONS, 0], buttons.quickReply('')),
      errors: [{ messageId: 'empty', path: [...CARD_BUTTONS, 0, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 0, 'chat_template_button_sub_type_field_value'] }],
    },
  ],
});

describe('button-field-required properties', () => {
  /** Every sub-type of the example catalog, with the roles its kind requires. */
  const subTypes = defaultCatalog.buttonTypes.flatMap((buttonType) => buttonType.subTypes.map((subType) => ({ typeId: buttonType.id, subType })));
  const blank = fc.constantFrom('', ' ', '\t', '  \n ');
  const filled = fc.string({ minLength: 1, maxLength: 8 }).filter((value) => value.trim() !== '');

  test.prop([fc.constantFrom(...subTypes), fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), fc.array(fc.oneof(blank, filled), { minLength: 4, maxLength: 4 })])(
    'one report for each required field that is absent or blank, none for the rest',
    ({ typeId, subType }, present, values) => {
      const fields = subType.fields.flatMap((entry, index) => (present[index] === false ? [] : [field(entry.id, entry.name, values[index] ?? 'x')]));
      const diagnostics = diagnosticsOf(withButtons(button(typeId, subType.id, fields)), RULE);
      const expected = subType.fields.filter((entry, index) => BUTTON_KINDS[subType.kind].requires.includes(entry.role) && (present[index] === false || (values[index] ?? 'x').trim() === ''));
      expect(diagnostics.map((diagnostic) => diagnostic.data?.field).sort()).toEqual(expected.map((entry) => entry.name).sort());
    },
  );
});
