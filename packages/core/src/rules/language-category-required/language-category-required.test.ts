import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { normalRequest, replyButtonsRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const LANGUAGE = ['chat_template_data', 'chat_language_id'];
const CATEGORY = ['chat_template_data', 'chat_template_category_id'];

describe('language-category-required', () => {
  test('accepts a template with both', () => {
    expect(diagnosticsOf(normalRequest(), 'language-category-required')).toEqual([]);
  });

  test('reports a missing language', () => {
    expect(diagnosticsOf(withValue(normalRequest(), LANGUAGE, undefined), 'language-category-required')).toMatchObject([
      { messageId: 'language', path: LANGUAGE },
    ]);
  });

  test('reports a missing category', () => {
    expect(diagnosticsOf(withValue(normalRequest(), CATEGORY, undefined), 'language-category-required')).toMatchObject([
      { messageId: 'category', path: CATEGORY },
    ]);
  });

  test('an interactive template may leave both out', () => {
    expect(diagnosticsOf(replyButtonsRequest(), 'language-category-required')).toEqual([]);
  });

  test.prop([fc.boolean(), fc.boolean()])('reports exactly the fields left out', (dropLanguage, dropCategory) => {
    let request = normalRequest();
    if (dropLanguage) request = withValue(request, LANGUAGE, undefined);
    if (dropCategory) request = withValue(request, CATEGORY, undefined);
    expect(diagnosticsOf(request, 'language-category-required').map((diagnostic) => diagnostic.messageId)).toEqual([
      ...(dropLanguage ? ['language'] : []),
      ...(dropCategory ? ['category'] : []),
    ]);
  });
});
