import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ids } from '../../testing/builders.js';
import { carouselRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

describe('carousel-template-type', () => {
  test('accepts a carousel with the carousel type', () => {
    expect(diagnosticsOf(carouselRequest(), 'carousel-template-type')).toEqual([]);
  });

  test('reports a carousel without the carousel type, at the type id', () => {
    const request = withValue(carouselRequest(), ['chat_template_type_id'], null);
    expect(diagnosticsOf(request, 'carousel-template-type')).toMatchObject([{ messageId: 'notCarouselType', path: ['chat_template_type_id'] }]);
  });

  test('reports the carousel type without a carousel', () => {
    const request = withValue(normalRequest(), ['chat_template_type_id'], ids.templateType.carousel);
    expect(diagnosticsOf(request, 'carousel-template-type')).toMatchObject([
      { messageId: 'missingCarousel', path: ['chat_template_data', 'chat_template_carousel'] },
    ]);
  });

  test('leaves an unknown type id to known-catalog-id', () => {
    expect(diagnosticsOf(withValue(carouselRequest(), ['chat_template_type_id'], 99), 'carousel-template-type')).toEqual([]);
  });

  test.prop([fc.boolean(), fc.constantFrom<number | null>(null, ids.templateType.standard, ids.templateType.carousel)])(
    'reports iff carousel presence and type disagree',
    (withCarousel, typeId) => {
      const base = withCarousel ? carouselRequest() : normalRequest();
      const request = withValue(base, ['chat_template_type_id'], typeId);
      const isCarouselType = typeId === ids.templateType.carousel;
      expect(diagnosticsOf(request, 'carousel-template-type')).toHaveLength(withCarousel === isCarouselType ? 0 : 1);
    },
  );
});
