import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body } from '../../testing/builders.js';
import { carouselRequest, normalRequest, textRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const BODY = ['chat_template_data', 'chat_template_body'];
const CARD = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 1];

describe('body-required', () => {
  test('accepts a body with text', () => {
    expect(diagnosticsOf(normalRequest(), 'body-required')).toEqual([]);
  });

  test('reports a missing body at the missing key', () => {
    expect(diagnosticsOf(withValue(normalRequest(), BODY, undefined), 'body-required')).toMatchObject([{ messageId: 'missing', path: BODY, data: { where: 'template' } }]);
  });

  test('reports a body without text', () => {
    const path = [...BODY, 'chat_template_body_value'];
    expect(diagnosticsOf(withValue(normalRequest(), path, undefined), 'body-required')).toMatchObject([{ messageId: 'missingText', path }]);
  });

  test('reports an empty body text', () => {
    expect(diagnosticsOf(withValue(normalRequest(), BODY, body('   ')), 'body-required')).toMatchObject([{ messageId: 'empty' }]);
  });

  test('a text interactive template needs a body', () => {
    expect(diagnosticsOf(withValue(textRequest(), BODY, undefined), 'body-required')).toMatchObject([{ messageId: 'missing' }]);
  });

  test('a carousel needs no main body but every card does', () => {
    expect(diagnosticsOf(carouselRequest(), 'body-required')).toEqual([]);
    expect(diagnosticsOf(withValue(carouselRequest(), [...CARD, 'chat_template_body'], undefined), 'body-required')).toMatchObject([
      { messageId: 'missing', path: [...CARD, 'chat_template_body'], data: { where: 'carousel card 2' } },
    ]);
  });

  test.prop([fc.string({ maxLength: 20 })])('a body text is reported iff it is blank', (text) => {
    const diagnostics = diagnosticsOf(withValue(normalRequest(), BODY, body(text)), 'body-required');
    expect(diagnostics).toHaveLength(text.trim() === '' ? 1 : 0);
  });
});
