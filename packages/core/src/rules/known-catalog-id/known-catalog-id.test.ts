import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { defaultCatalog } from '../../catalog/default-catalog.js';
import { button, field } from '../../testing/builders.js';
import { normalRequest, replyButtonsRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { knownCatalogId } from './known-catalog-id.js';

const LANGUAGE = ['chat_template_data', 'chat_language_id'];
const CATEGORY = ['chat_template_data', 'chat_template_category_id'];
const HEADER_TYPE = ['chat_template_data', 'chat_template_header', 'chat_template_header_type_id'];
const BUTTON = ['chat_template_data', 'chat_template_button', 0];
const ENTRY = [...BUTTON, 'chat_template_button_data', 0];
const FIELDS = [...ENTRY, 'chat_template_button_sub_type_field_data'];
const LANGUAGES = '1 (English), 2 (English (US)), 3 (Spanish), 4 (Portuguese (BR)), 5 (Hindi), 6 (Indonesian)';

/** A button item of an unknown type (77) with two entries: both share the item's path. */
const entry = { chat_template_button_data_id: null, chat_template_button_sub_type_id: 1, chat_template_button_sub_type_field_data: [field(1, 'Button text', 'Go')] };
const unknownType = { ...button(77, 1, []), chat_template_button_data: [entry, entry] };
const urlType = (optionId: number): ReturnType<typeof field> => ({ ...field(3, 'URL type', 'Static'), chat_template_button_sub_type_field_option_id: optionId });
const manyLanguages = Array.from({ length: 12 }, (_, index) => ({ id: 100 + index, name: `L${String(index)}`, code: `l${String(index)}` }));

new RuleTester({ describe, test }).run(knownCatalogId, {
  valid: [
    { name: 'ids from the catalog', request: normalRequest() },
    { name: 'header type 0 (no header)', request: withValue(normalRequest(), HEADER_TYPE, 0) },
    { name: 'an option id of the field', request: withValue(normalRequest(), [...FIELDS, 2], urlType(2)) },
  ],
  invalid: [
    {
      name: 'an unknown language id, listing the known ones',
      request: withValue(normalRequest(), LANGUAGE, 99),
      errors: [{ messageId: 'language', path: LANGUAGE, data: { id: 99, known: LANGUAGES } }],
    },
    {
      name: 'an id missing from the example catalog says its ids are examples and how to get the real ones',
      request: withValue(normalRequest(), LANGUAGE, 37),
      errors: [
        {
          messageId: 'language',
          path: LANGUAGE,
          message: `Language id 37 is not in the language list of the bundled example catalog (its ids are examples: \`templint catalog pull\` fetches your account's); use one of: ${LANGUAGES}.`,
        },
      ],
    },
    {
      name: 'an id missing from a catalog file names that file',
      request: withValue(normalRequest(), LANGUAGE, 37),
      options: { catalog: { ...defaultCatalog }, catalogSource: 'templint.catalog.json' },
      errors: [
        {
          messageId: 'language',
          path: LANGUAGE,
          message: `Language id 37 is not in the language list of templint.catalog.json; use one of: ${LANGUAGES}.`,
        },
      ],
    },
    {
      name: 'an unknown category id',
      request: withValue(normalRequest(), CATEGORY, 7),
      errors: [{ messageId: 'category', path: CATEGORY, data: { id: 7, known: '1 (Marketing), 2 (Utility), 3 (Authentication)' } }],
    },
    {
      name: 'an unknown template type id',
      request: withValue(normalRequest(), ['chat_template_type_id'], 5),
      errors: [{ messageId: 'templateType', path: ['chat_template_type_id'], data: { id: 5, known: '1 (Simple message), 2 (Carousel)' } }],
    },
    {
      name: 'an unknown interactive type id',
      request: withValue(replyButtonsRequest(), ['interactive_type_id'], 42),
      errors: [{ messageId: 'interactiveType', path: ['interactive_type_id'], data: { id: 42, known: '1 (Reply buttons), 2 (List), 3 (Text), 4 (Flow), 5 (CTA URL)' } }],
    },
    {
      name: 'an unknown header type id',
      request: withValue(normalRequest(), HEADER_TYPE, 9),
      errors: [{ messageId: 'headerType', path: HEADER_TYPE, data: { id: 9, known: '1 (Text), 2 (Image), 3 (Video), 4 (PDF)' } }],
    },
    {
      name: 'an unknown button type, once per button item with two entries',
      request: withValue(normalRequest(), BUTTON, unknownType),
      errors: [
        {
          messageId: 'buttonType',
          path: [...BUTTON, 'chat_template_button_type_id'],
          data: { id: 77, known: '1 (Call to action), 2 (Quick reply), 3 (Flow), 4 (Authentication), 5 (Catalog), 6 (Form)' },
        },
      ],
    },
    {
      name: 'a sub-type that belongs to another button type',
      request: withValue(normalRequest(), [...ENTRY, 'chat_template_button_sub_type_id'], 4),
      errors: [
        {
          messageId: 'subType',
          path: [...ENTRY, 'chat_template_button_sub_type_id'],
          data: { id: 4, buttonType: 'Call to action', known: '1 (Visit website), 2 (Call phone number), 3 (Copy offer code)' },
        },
      ],
    },
    {
      name: 'a field id that is not a field of the sub-type',
      request: withValue(normalRequest(), [...FIELDS, 0, 'chat_template_button_sub_type_field_id'], 8),
      errors: [
        {
          messageId: 'field',
          path: [...FIELDS, 0, 'chat_template_button_sub_type_field_id'],
          data: { id: 8, subType: 'Visit website', known: '1 (Button text), 2 (Website URL), 3 (URL type)' },
        },
      ],
    },
    {
      name: 'an option id that is not an option of the field',
      request: withValue(normalRequest(), [...FIELDS, 2], urlType(3)),
      errors: [
        { messageId: 'option', path: [...FIELDS, 2, 'chat_template_button_sub_type_field_option_id'], data: { id: 3, field: 'URL type', known: '1 (Static), 2 (Dynamic)' } },
      ],
    },
    {
      name: 'a language missing from the catalog given in the options',
      request: normalRequest(),
      options: { catalog: { ...defaultCatalog, languages: [{ id: 500, name: 'Klingon', code: 'tlh' }] } },
      errors: [{ messageId: 'language', path: LANGUAGE, data: { id: 2, known: '500 (Klingon)', catalog: 'the catalog given' } }],
    },
    {
      name: 'an unknown language among twelve, listing ten and counting the rest',
      request: normalRequest(),
      options: { catalog: { ...defaultCatalog, languages: manyLanguages } },
      errors: [
        {
          messageId: 'language',
          path: LANGUAGE,
          data: { id: 2, known: `${manyLanguages.slice(0, 10).map(({ id, name }) => `${String(id)} (${name})`).join(', ')} and 2 more` },
        },
      ],
    },
  ],
});

describe('known-catalog-id properties', () => {
  const knownLanguages = new Set(defaultCatalog.languages.map((language) => language.id));
  test.prop([fc.integer({ min: -1000, max: 1000 })])('a language id is reported iff it is not in the list', (id) => {
    expect(diagnosticsOf(withValue(normalRequest(), LANGUAGE, id), 'known-catalog-id')).toHaveLength(knownLanguages.has(id) ? 0 : 1);
  });
});
