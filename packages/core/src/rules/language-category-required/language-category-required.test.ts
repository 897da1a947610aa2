import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { normalRequest, replyButtonsRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { languageCategoryRequired } from './language-category-required.js';

const LANGUAGE = ['chat_template_data', 'chat_language_id'];
const CATEGORY = ['chat_template_data', 'chat_template_category_id'];

new RuleTester({ describe, test }).run(languageCategoryRequired, {
  valid: [
    { name: 'a template with both', request: normalRequest() },
    { name: 'an interactive template with neither', request: replyButtonsRequest() },
  ],
  invalid: [
    { name: 'a missing language', request: withValue(normalRequest(), LANGUAGE, undefined), errors: [{ messageId: 'language', path: LANGUAGE }] },
    { name: 'a missing category', request: withValue(normalRequest(), CATEGORY, undefined), errors: [{ messageId: 'category', path: CATEGORY }] },
  ],
});

describe('language-category-required properties', () => {
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
