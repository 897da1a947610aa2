import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ids } from '../../testing/builders.js';
import { carouselRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { carouselTemplateType } from './carousel-template-type.js';

const TYPE_ID = ['chat_template_type_id'];

new RuleTester({ describe, test }).run(carouselTemplateType, {
  valid: [
    { name: 'a carousel with the carousel type', request: carouselRequest() },
    { name: 'an unknown type id, left to known-catalog-id', request: withValue(carouselRequest(), TYPE_ID, 99) },
  ],
  invalid: [
    {
      name: 'a carousel without the carousel type, at the type id',
      request: withValue(carouselRequest(), TYPE_ID, null),
      errors: [{ messageId: 'notCarouselType', path: TYPE_ID }],
    },
    {
      name: 'the carousel type without a carousel',
      request: withValue(normalRequest(), TYPE_ID, ids.templateType.carousel),
      errors: [{ messageId: 'missingCarousel', path: ['chat_template_data', 'chat_template_carousel'], data: { min: 2, max: 10 } }],
    },
  ],
});

describe('carousel-template-type properties', () => {
  test.prop([fc.boolean(), fc.constantFrom<number | null>(null, ids.templateType.standard, ids.templateType.carousel)])(
    'reports iff carousel presence and type disagree',
    (withCarousel, typeId) => {
      const request = withValue(withCarousel ? carouselRequest() : normalRequest(), TYPE_ID, typeId);
      const isCarouselType = typeId === ids.templateType.carousel;
      expect(diagnosticsOf(request, 'carousel-template-type')).toHaveLength(withCarousel === isCarouselType ? 0 : 1);
    },
  );
});
