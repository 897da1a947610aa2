import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ids } from '../../testing/builders.js';
import { carouselRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { carouselCategory } from './carousel-category.js';

const RULE = 'carousel-category';
const CATEGORY = ['chat_template_data', 'chat_template_category_id'];

new RuleTester({ describe, test }).run(carouselCategory, {
  valid: [
    ...validFixtureCases(),
    { name: 'an unknown category id, left to known-catalog-id', request: withValue(carouselRequest(), CATEGORY, 999) },
  ],
  invalid: [
    {
      name: 'a utility carousel, at the category id, as an error',
      request: withValue(carouselRequest(), CATEGORY, ids.category.utility),
      errors: [{ messageId: 'notMarketing', path: CATEGORY, data: { category: 'utility', allowed: 'marketing' }, severity: 'error' }],
    },
    {
      name: 'an authentication carousel',
      request: withValue(carouselRequest(), CATEGORY, ids.category.authentication),
      errors: [
        {
          messageId: 'notMarketing',
          path: CATEGORY,
          data: { category: 'authentication' },
          // It said "in a authentication category".
          message:
            'This carousel is in the authentication category; the approval authority offers carousels only for marketing templates. Use a marketing category id from the category list.',
        },
      ],
    },
  ],
});

describe('carousel-category properties', () => {
  test.prop([fc.constantFrom(...Object.entries(ids.category))])('a carousel is reported iff its category is not marketing', ([name, id]) => {
    expect(diagnosticsOf(withValue(carouselRequest(), CATEGORY, id), RULE).length).toBe(name === 'marketing' ? 0 : 1);
  });
});
