import { defaultCatalog, type Catalog } from '@templint/core';
import { readTemplate } from '@templint/core/model';
import { describe, expect, test } from 'vitest';
import { templateLanguageTag as tagOfModel } from './template-language.js';

const request = (chatLanguageId: unknown): unknown => ({ chat_template_data: { chat_template_name: 'order_update', chat_language_id: chatLanguageId } });
const templateLanguageTag = (value: unknown, catalog: Pick<Catalog, 'languages'>): string | undefined => tagOfModel(readTemplate(value), catalog);

describe('templateLanguageTag', () => {
  test('is the catalog code of the request language, as a language tag', () => {
    expect(templateLanguageTag(request(5), defaultCatalog)).toBe('hi');
    expect(templateLanguageTag(request(4), defaultCatalog)).toBe('pt-BR');
    expect(templateLanguageTag(request(2), defaultCatalog)).toBe('en-US');
  });

  test('is undefined when the request or the catalog does not say', () => {
    expect(templateLanguageTag(request(99), defaultCatalog)).toBeUndefined();
    expect(templateLanguageTag(request('5'), defaultCatalog)).toBeUndefined();
    expect(templateLanguageTag({}, defaultCatalog)).toBeUndefined();
    expect(templateLanguageTag([request(5)], defaultCatalog)).toBeUndefined();
    expect(templateLanguageTag(null, defaultCatalog)).toBeUndefined();
    expect(templateLanguageTag(request(1), { languages: [{ id: 1, name: 'Broken', code: 'not a tag!' }] })).toBeUndefined();
  });
});
