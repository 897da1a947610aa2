import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { defaultCatalog } from '../../catalog/default-catalog.js';
import { button, field } from '../../testing/builders.js';
import { normalRequest, replyButtonsRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const BUTTON = ['chat_template_data', 'chat_template_button', 0];
const ENTRY = [...BUTTON, 'chat_template_button_data', 0];

describe('known-catalog-id', () => {
  test('accepts ids from the catalog', () => {
    expect(diagnosticsOf(normalRequest(), 'known-catalog-id')).toEqual([]);
  });

  test('reports an unknown language id and lists the known ones', () => {
    const path = ['chat_template_data', 'chat_language_id'];
    const [diagnostic] = diagnosticsOf(withValue(normalRequest(), path, 99), 'known-catalog-id');
    expect(diagnostic).toMatchObject({ messageId: 'language', path, data: { id: 99 } });
    expect(diagnostic?.message).toContain('2 (English (US))');
  });

  test('reports an unknown category id', () => {
    const path = ['chat_template_data', 'chat_template_category_id'];
    expect(diagnosticsOf(withValue(normalRequest(), path, 7), 'known-catalog-id')).toMatchObject([{ messageId: 'category', path }]);
  });

  test('reports an unknown template type id', () => {
    expect(diagnosticsOf(withValue(normalRequest(), ['chat_template_type_id'], 5), 'known-catalog-id')).toMatchObject([
      { messageId: 'templateType', path: ['chat_template_type_id'] },
    ]);
  });

  test('reports an unknown interactive type id', () => {
    expect(diagnosticsOf(withValue(replyButtonsRequest(), ['interactive_type_id'], 42), 'known-catalog-id')).toMatchObject([
      { messageId: 'interactiveType', path: ['interactive_type_id'] },
    ]);
  });

  test('accepts header type 0 (no header) and reports an unknown header type', () => {
    const path = ['chat_template_data', 'chat_template_header', 'chat_template_header_type_id'];
    expect(diagnosticsOf(withValue(normalRequest(), path, 0), 'known-catalog-id')).toEqual([]);
    expect(diagnosticsOf(withValue(normalRequest(), path, 9), 'known-catalog-id')).toMatchObject([{ messageId: 'headerType', path }]);
  });

  test('reports an unknown button type once per button item', () => {
    const request = withValue(normalRequest(), BUTTON, button(77, 1, [field(1, 'Button text', 'Go')]));
    expect(diagnosticsOf(request, 'known-catalog-id')).toMatchObject([{ messageId: 'buttonType', path: [...BUTTON, 'chat_template_button_type_id'] }]);
  });

  test('reports a sub-type that belongs to another button type', () => {
    const request = withValue(normalRequest(), [...ENTRY, 'chat_template_button_sub_type_id'], 4);
    expect(diagnosticsOf(request, 'known-catalog-id')).toMatchObject([
      { messageId: 'subType', path: [...ENTRY, 'chat_template_button_sub_type_id'], data: { id: 4, buttonType: 'Call to action' } },
    ]);
  });

  test('reports a field id that is not a field of the sub-type', () => {
    const path = [...ENTRY, 'chat_template_button_sub_type_field_data', 0, 'chat_template_button_sub_type_field_id'];
    expect(diagnosticsOf(withValue(normalRequest(), path, 8), 'known-catalog-id')).toMatchObject([{ messageId: 'field', path, data: { subType: 'Visit website' } }]);
  });

  test('reports an option id that is not an option of the field', () => {
    const fields = [...ENTRY, 'chat_template_button_sub_type_field_data'];
    const urlType = { ...field(3, 'URL type', 'Static'), chat_template_button_sub_type_field_option_id: 3 };
    const request = withValue(normalRequest(), [...fields, 2], urlType);
    expect(diagnosticsOf(request, 'known-catalog-id')).toMatchObject([
      { messageId: 'option', path: [...fields, 2, 'chat_template_button_sub_type_field_option_id'], data: { field: 'URL type' } },
    ]);
    const valid = withValue(normalRequest(), [...fields, 2], { ...urlType, chat_template_button_sub_type_field_option_id: 2 });
    expect(diagnosticsOf(valid, 'known-catalog-id')).toEqual([]);
  });

  test('checks ids against the catalog given in the options', () => {
    const catalog = { ...defaultCatalog, languages: [{ id: 500, name: 'Klingon', code: 'tlh' }] };
    expect(diagnosticsOf(normalRequest(), 'known-catalog-id', { catalog })).toMatchObject([{ messageId: 'language', data: { known: '500 (Klingon)' } }]);
  });

  const knownLanguages = new Set(defaultCatalog.languages.map((language) => language.id));
  test.prop([fc.integer({ min: -1000, max: 1000 })])('a language id is reported iff it is not in the list', (id) => {
    const request = withValue(normalRequest(), ['chat_template_data', 'chat_language_id'], id);
    expect(diagnosticsOf(request, 'known-catalog-id')).toHaveLength(knownLanguages.has(id) ? 0 : 1);
  });
});
